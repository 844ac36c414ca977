/**
 * The route table. Paths come from the shared page table; every page is its own
 * lazily loaded chunk, so a visitor downloads only the page they open.
 * Declarative routes (not the data router): the pages need no loaders, and the
 * declarative router is 17 KB (gzip) lighter in every page's initial JavaScript.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { matchRoutes, Route, Routes } from 'react-router-dom';
import { pages } from '@ferrum/shared';
import { RootLayout } from './app/root-layout.tsx';

type PageModule = { default: ComponentType };

export interface PageRoute {
  path: string;
  /** Loads the page's chunk (also used to fetch it before hydration). */
  load: () => Promise<PageModule>;
  Component: LazyExoticComponent<ComponentType>;
}

/**
 * A page route whose lazy component renders without suspending once its chunk is
 * loaded: `lazy` gets a thenable that resolves synchronously. The prerender and
 * the browser both load the chunk first, so React never suspends there; a
 * suspended boundary would make the prerender emit an inline reveal script,
 * which the CSP forbids.
 */
function route(path: string, importPage: () => Promise<PageModule>): PageRoute {
  let loaded: PageModule | undefined;
  const load = () => importPage().then((module) => (loaded = module));
  const Component = lazy(() =>
    loaded ? ({ then: (resolve: (module: PageModule) => void) => resolve(loaded!) } as Promise<PageModule>) : load(),
  );
  return { path, load, Component };
}

/** The page route that renders `path`. */
export function pageRouteFor(path: string): PageRoute | undefined {
  return matchRoutes([...pageRoutes], path)?.at(-1)?.route;
}

/** The catch-all route: the not-found page. */
export const notFoundRoutePath = '*';

export const pageRoutes: readonly PageRoute[] = [
  route(pages.home.path, () => import('./pages/home/home-page.tsx')),
  route(pages.products.path, () => import('./pages/products/products-page.tsx')),
  route(pages.software.path, () => import('./pages/products/software-page.tsx')),
  route(pages.hardware.path, () => import('./pages/products/hardware-page.tsx')),
  route(pages.digitalTwin.path, () => import('./pages/digital-twin/digital-twin-page.tsx')),
  route(pages.dataDiode.path, () => import('./pages/data-diode/data-diode-page.tsx')),
  route(pages.mdr.path, () => import('./pages/mdr/mdr-page.tsx')),
  route('/industries/:slug', () => import('./pages/industry/industry-page.tsx')),
  route(pages.blog.path, () => import('./pages/blog/blog-list-page.tsx')),
  route('/blog/:id', () => import('./pages/blog/blog-post-page.tsx')),
  route('/blog/category/:slug', () => import('./pages/blog/blog-category-page.tsx')),
  route('/blog/tag/:slug', () => import('./pages/blog/blog-tag-page.tsx')),
  route(pages.academy.path, () => import('./pages/academy/academy-page.tsx')),
  route(pages.academySignup.path, () => import('./pages/academy/academy-signup-page.tsx')),
  route(pages.about.path, () => import('./pages/about/about-page.tsx')),
  route(pages.partners.path, () => import('./pages/partners/partners-page.tsx')),
  route(pages.events.path, () => import('./pages/events/events-page.tsx')),
  route(pages.careers.path, () => import('./pages/careers/careers-page.tsx')),
  route(pages.contact.path, () => import('./pages/contact/contact-page.tsx')),
  route(pages.privacy.path, () => import('./pages/legal/privacy-page.tsx')),
  route(pages.terms.path, () => import('./pages/legal/terms-page.tsx')),
  route(notFoundRoutePath, () => import('./pages/not-found/not-found-page.tsx')),
];

/** Every page inside the site shell. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        {pageRoutes.map(({ path, Component }) => (
          <Route key={path} path={path} element={<Component />} />
        ))}
      </Route>
    </Routes>
  );
}
