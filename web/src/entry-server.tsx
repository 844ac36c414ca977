/** Server entry used by the prerender script: renders one path to the static HTML of its page. */
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { IslandCollector, IslandCollectorContext } from './islands/island.tsx';
import { AppRoutes } from './routes.tsx';

export { renderHeadTags } from './app/document-head.ts';

/**
 * The HTML that goes inside `<body>` for `path`. The page is static markup (never
 * hydrated); each island inside it is rendered on its own, ready to hydrate.
 */
export async function renderPath(path: string): Promise<string> {
  const islands = new IslandCollector();
  const pageHtml = renderToStaticMarkup(
    <IslandCollectorContext value={islands}>
      <StaticRouter location={path}>
        <AppRoutes />
      </StaticRouter>
    </IslandCollectorContext>,
  );
  return islands.fill(pageHtml);
}
