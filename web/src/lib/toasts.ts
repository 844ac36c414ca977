/**
 * Toasts (docs/product.md#layout-menu-and-footer: top center below the header, Alt+T): sonner's Toaster hydrates in the
 * page's toast layer (./toast-layer.ts) with the first toast.
 */
import { toast } from 'sonner';
import type { ToastCopy } from '../content/forms.ts';
import { wakeIsland } from '../islands/runtime.ts';
import { showToastLayer } from './toast-layer.ts';

export type ToastKind = 'success' | 'error' | 'plain';

/**
 * Shows a toast once the toaster has hydrated, above whatever is open. A page
 * without the toast layer (a component test) gets the toast all the same.
 */
export async function notify(kind: ToastKind, { title, description }: ToastCopy): Promise<void> {
  await wakeIsland('toaster').catch(() => undefined);
  showToastLayer();
  if (kind === 'plain') toast(title, { description });
  else toast[kind](title, { description });
}
