/** Server entry used by the prerender script: renders one path to static HTML. */
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppRoutes, pageRouteFor } from './routes.tsx';

/** Renders `path` to the HTML that goes inside `#root` (the page's chunk is loaded first, so nothing suspends). */
export async function renderPath(path: string): Promise<string> {
  await pageRouteFor(path)?.load();
  const { prelude } = await prerender(
    <StrictMode>
      <StaticRouter location={path}>
        <AppRoutes />
      </StaticRouter>
    </StrictMode>,
    // React outlines boundaries larger than this (default ~12 KB) behind an inline reveal
    // script; a static page has no reason to, and the CSP forbids inline scripts.
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  return new Response(prelude).text();
}
