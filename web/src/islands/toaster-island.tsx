/**
 * sonner's Toaster with the site's settings (docs/product.md#layout-menu-and-footer); woken by the first
 * toast (lib/toasts.ts). Toasts show at the top, centered, just below the fixed header (4rem high), so
 * they cover no control: not the header's menus, not the chat button and panel bottom-right, not the
 * buttons at the lower edge of a form or of the Apply Now dialog.
 */
import { Toaster } from 'sonner';

export default function ToasterIsland() {
  return (
    <Toaster
      position="top-center"
      offset={{ top: '5rem' }}
      mobileOffset={{ top: '5rem' }}
      hotkey={['altKey', 'KeyT']}
      closeButton
      richColors
    />
  );
}
