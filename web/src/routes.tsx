/**
 * The router's route table. Paths come from the shared page table; every page
 * is its own lazily loaded chunk so a visitor downloads only the page they open.
 */
import type { RouteObject } from 'react-router-dom';
import { pages } from '@ferrum/shared';
import { RootLayout } from './app/root-layout.tsx';
import { RouteErrorBoundary } from './app/route-error-boundary.tsx';

type PageModule = { default: React.ComponentType };
const page = (load: () => Promise<PageModule>) => async () => ({ Component: (await load()).default });

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouteErrorBoundary,
    children: [
      { index: true, lazy: page(() => import('./pages/home/home-page.tsx')) },
      { path: pages.products.path, lazy: page(() => import('./pages/products/products-page.tsx')) },
      { path: pages.software.path, lazy: page(() => import('./pages/products/software-page.tsx')) },
      { path: pages.hardware.path, lazy: page(() => import('./pages/products/hardware-page.tsx')) },
      { path: pages.digitalTwin.path, lazy: page(() => import('./pages/digital-twin/digital-twin-page.tsx')) },
      { path: pages.dataDiode.path, lazy: page(() => import('./pages/data-diode/data-diode-page.tsx')) },
      { path: pages.mdr.path, lazy: page(() => import('./pages/mdr/mdr-page.tsx')) },
      { path: '/industries/:slug', lazy: page(() => import('./pages/industry/industry-page.tsx')) },
      { path: pages.blog.path, lazy: page(() => import('./pages/blog/blog-list-page.tsx')) },
      { path: '/blog/:id', lazy: page(() => import('./pages/blog/blog-post-page.tsx')) },
      { path: '/blog/category/:slug', lazy: page(() => import('./pages/blog/blog-category-page.tsx')) },
      { path: '/blog/tag/:slug', lazy: page(() => import('./pages/blog/blog-tag-page.tsx')) },
      { path: pages.academy.path, lazy: page(() => import('./pages/academy/academy-page.tsx')) },
      { path: pages.academySignup.path, lazy: page(() => import('./pages/academy/academy-signup-page.tsx')) },
      { path: pages.about.path, lazy: page(() => import('./pages/about/about-page.tsx')) },
      { path: pages.partners.path, lazy: page(() => import('./pages/partners/partners-page.tsx')) },
      { path: pages.events.path, lazy: page(() => import('./pages/events/events-page.tsx')) },
      { path: pages.careers.path, lazy: page(() => import('./pages/careers/careers-page.tsx')) },
      { path: pages.contact.path, lazy: page(() => import('./pages/contact/contact-page.tsx')) },
      { path: pages.privacy.path, lazy: page(() => import('./pages/legal/privacy-page.tsx')) },
      { path: pages.terms.path, lazy: page(() => import('./pages/legal/terms-page.tsx')) },
      { path: '*', lazy: page(() => import('./pages/not-found/not-found-page.tsx')) },
    ],
  },
];
