import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { Toaster } from 'sonner';
import { SiteHeader } from '../components/layout/site-header.tsx';
import { SiteFooter } from '../components/layout/site-footer.tsx';
import { ChatLauncher } from '../components/chat/chat-launcher.tsx';
import { DocumentMetaSync } from './document-meta-sync.tsx';
import { ScrollToTop } from './scroll-to-top.tsx';

/** The shell around every page: header, content, footer, toasts (bottom-right, Alt+T). */
export function RootLayout() {
  useEffect(() => {
    // Marks the page interactive (tests wait for it; styles may use it).
    document.documentElement.dataset.hydrated = 'true';
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
        <Outlet />
      </main>
      <SiteFooter />
      <ChatLauncher />
      <Toaster position="bottom-right" hotkey={['altKey', 'KeyT']} closeButton richColors />
      <ScrollToTop />
      <DocumentMetaSync />
    </>
  );
}
