/**
 * The route table of the prerender: every page's path and component. Paths come
 * from the shared page table. The browser never sees this file: pages are static
 * HTML, and links are ordinary page loads; react-router matches the paths (and
 * their parameters) when the pages are rendered at build time.
 */
import type { ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import {
  formResultPaths,
  jobOpeningPath,
  pages,
  searchPage,
  unsubscribePages,
  type FormId,
  type FormOutcome,
} from '@ferrum/shared';
import { RootLayout } from './app/root-layout.tsx';
import AboutPage from './pages/about/about-page.tsx';
import AcademyPage from './pages/academy/academy-page.tsx';
import AcademySignupPage from './pages/academy/academy-signup-page.tsx';
import BlogCategoryPage from './pages/blog/blog-category-page.tsx';
import BlogListPage from './pages/blog/blog-list-page.tsx';
import BlogPostPage from './pages/blog/blog-post-page.tsx';
import BlogTagPage from './pages/blog/blog-tag-page.tsx';
import CareersPage from './pages/careers/careers-page.tsx';
import JobOpeningPage from './pages/careers/job-opening-page.tsx';
import ContactPage from './pages/contact/contact-page.tsx';
import DataDiodePage from './pages/data-diode/data-diode-page.tsx';
import DigitalTwinPage from './pages/digital-twin/digital-twin-page.tsx';
import EventsPage from './pages/events/events-page.tsx';
import { FormResultPage } from './pages/form-result/form-result-page.tsx';
import HomePage from './pages/home/home-page.tsx';
import IndustryPage from './pages/industry/industry-page.tsx';
import PrivacyPage from './pages/legal/privacy-page.tsx';
import TermsPage from './pages/legal/terms-page.tsx';
import MdrPage from './pages/mdr/mdr-page.tsx';
import UnsubscribeConfirmPage from './pages/newsletter/unsubscribe-confirm-page.tsx';
import UnsubscribeLinkNotValidPage from './pages/newsletter/unsubscribe-link-not-valid-page.tsx';
import UnsubscribeUnavailablePage from './pages/newsletter/unsubscribe-unavailable-page.tsx';
import UnsubscribedPage from './pages/newsletter/unsubscribed-page.tsx';
import NotFoundPage from './pages/not-found/not-found-page.tsx';
import PartnersPage from './pages/partners/partners-page.tsx';
import HardwarePage from './pages/products/hardware-page.tsx';
import ProductsPage from './pages/products/products-page.tsx';
import SoftwarePage from './pages/products/software-page.tsx';
import SearchPage from './pages/search/search-page.tsx';
import ReportVulnerabilityPage from './pages/security/report-vulnerability-page.tsx';

/** The catch-all route: the not-found page. */
export const notFoundRoutePath = '*';

export const pageRoutes: readonly { path: string; Component: ComponentType }[] = [
  { path: pages.home.path, Component: HomePage },
  { path: pages.products.path, Component: ProductsPage },
  { path: pages.software.path, Component: SoftwarePage },
  { path: pages.hardware.path, Component: HardwarePage },
  { path: pages.digitalTwin.path, Component: DigitalTwinPage },
  { path: pages.dataDiode.path, Component: DataDiodePage },
  { path: pages.mdr.path, Component: MdrPage },
  { path: '/industries/:slug', Component: IndustryPage },
  { path: pages.blog.path, Component: BlogListPage },
  { path: '/blog/:id', Component: BlogPostPage },
  { path: '/blog/category/:slug', Component: BlogCategoryPage },
  { path: '/blog/tag/:slug', Component: BlogTagPage },
  { path: pages.academy.path, Component: AcademyPage },
  { path: pages.academySignup.path, Component: AcademySignupPage },
  { path: pages.about.path, Component: AboutPage },
  { path: pages.partners.path, Component: PartnersPage },
  { path: pages.events.path, Component: EventsPage },
  { path: pages.careers.path, Component: CareersPage },
  { path: jobOpeningPath(':slug'), Component: JobOpeningPage },
  { path: pages.contact.path, Component: ContactPage },
  { path: pages.privacy.path, Component: PrivacyPage },
  { path: pages.terms.path, Component: TermsPage },
  { path: pages.security.path, Component: ReportVulnerabilityPage },
  { path: searchPage.path, Component: SearchPage },
  ...formResultRoutes(),
  // Leaving the newsletter: the first three are served by the unsubscribe link's function (rendered at these paths).
  { path: unsubscribePages.confirm.renderAs, Component: UnsubscribeConfirmPage },
  { path: unsubscribePages.linkNotValid.renderAs, Component: UnsubscribeLinkNotValidPage },
  { path: unsubscribePages.unavailable.renderAs, Component: UnsubscribeUnavailablePage },
  { path: unsubscribePages.unsubscribed.path, Component: UnsubscribedPage },
  { path: notFoundRoutePath, Component: NotFoundPage },
];

/** The result pages a form post without JavaScript lands on (shared/src/form-results.ts). */
function formResultRoutes() {
  return Object.entries(formResultPaths).flatMap(([form, outcomes]) =>
    Object.entries(outcomes).map(([outcome, path]) => ({
      path,
      Component: () => <FormResultPage form={form as FormId} outcome={outcome as FormOutcome} />,
    })),
  );
}

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
