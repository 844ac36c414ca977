/** Server entry used by the prerender script: renders one path to static HTML. */
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { routes } from './routes.tsx';

/** Renders `path` to the HTML that goes inside `#root`. */
export async function renderPath(path: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.local')));
  if (context instanceof Response)
    throw new Error(`Route ${path} answered a redirect or response (${context.status}).`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerender(
    <StrictMode>
      {/* hydrate={false}: no inline hydration script (the CSP forbids inline scripts; the routes have no loaders). */}
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StrictMode>,
  );
  return new Response(prelude).text();
}
