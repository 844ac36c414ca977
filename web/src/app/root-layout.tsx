import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { SiteHeader } from '../components/layout/site-header.tsx';
import { SiteFooter } from '../components/layout/site-footer.tsx';
import { ChatLauncher } from '../components/chat/chat-launcher.tsx';
import { AppErrorBoundary } from './app-error-boundary.tsx';
import { DocumentMetaSync } from './document-meta-sync.tsx';
import { ScrollToTop } from './scroll-to-top.tsx';

// Toasts only follow a visitor's action, so sonner loads after the page is interactive, not with it.
const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

/** The shell around every page: header, content, footer, toasts (bottom-right, Alt+T). */
export function RootLayout() {
  const { pathname } = useLocation();
  const [interactive, setInteractive] = useState(false);
  useEffect(() => {
    // Marks the page interactive (tests wait for it; styles may use it).
    document.documentElement.dataset.hydrated = 'true';
    setInteractive(true); // eslint-disable-line react-hooks/set-state-in-effect -- client-only parts mount after hydration
  }, []);
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[100] focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:text-slate-900"
      >
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="outline-none">
        <AppErrorBoundary key={pathname}>
          {/* Pages are lazy chunks; during navigation the transition keeps the previous page on screen. */}
          <Suspense fallback={null}>
            <Outlet />
          </Suspense>
        </AppErrorBoundary>
      </main>
      <SiteFooter />
      <ChatLauncher />
      {interactive ? (
        <Suspense fallback={null}>
          <Toaster position="bottom-right" hotkey={['altKey', 'KeyT']} closeButton richColors />
        </Suspense>
      ) : null}
      <ScrollToTop />
      <DocumentMetaSync />
    </>
  );
}
