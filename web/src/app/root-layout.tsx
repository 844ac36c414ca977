import { Outlet } from 'react-router-dom';
import { SiteFooter } from '../components/layout/site-footer.tsx';
import { SiteHeader } from '../components/layout/site-header.tsx';
import { Island } from '../islands/island.tsx';
import { toastLayerId } from '../lib/toast-layer.ts';

/**
 * The shell around every page: skip link, header, content, footer, the chat and the
 * toast layer (top center, Alt+T). The toast layer is a manual popover so that
 * toasts can be raised above an open dialog (lib/toasts.ts).
 */
export function RootLayout() {
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
      <Island name="chat" props={{}} />
      <div id={toastLayerId} popover="manual" className="toast-layer">
        <Island name="toaster" props={{}} />
      </div>
    </>
  );
}
