/**
 * sonner's Toaster with the site's settings (docs/product.md#layout-menu-and-footer); woken by the first
 * toast (lib/toasts.ts).
 */
import { Toaster } from 'sonner';

export default function ToasterIsland() {
  return <Toaster position="bottom-right" hotkey={['altKey', 'KeyT']} closeButton richColors />;
}
