/** Browser entry: fetches the current page's chunk, then hydrates the prerendered HTML. */
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes, notFoundRoutePath, pageRouteFor } from './routes.tsx';
import { canHydrate } from './app/hydrate-or-render.ts';
import './styles.css';

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element.');
  const route = pageRouteFor(window.location.pathname);
  // Fetch the page's chunk before hydrating so React meets the same tree the server rendered.
  await route?.load();
  const app = (
    <StrictMode>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </StrictMode>
  );
  if (canHydrate(container.dataset.prerenderedPath, window.location.pathname, route?.path === notFoundRoutePath)) {
    // In a transition, hydration yields to the browser every few milliseconds instead of
    // blocking the main thread in long tasks (the content is already on screen).
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    createRoot(container).render(app);
  }
}

void start();
