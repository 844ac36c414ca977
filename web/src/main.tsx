/** Browser entry: loads the current page's chunk, then hydrates the prerendered HTML. */
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { routes } from './routes.tsx';
import { canHydrate } from './app/hydrate-or-render.ts';
import './styles.css';

/** Loads the lazy route modules of the current location so hydration renders the same tree as the server. */
async function loadCurrentRoutes(): Promise<boolean> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
  return matches.at(-1)?.route.path === '*';
}

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element.');
  const rendersNotFound = await loadCurrentRoutes();
  const app = (
    <StrictMode>
      <RouterProvider router={createBrowserRouter(routes)} />
    </StrictMode>
  );
  if (canHydrate(container.dataset.prerenderedPath, window.location.pathname, rendersNotFound)) {
    hydrateRoot(container, app);
  } else {
    createRoot(container).render(app);
  }
}

void start();
