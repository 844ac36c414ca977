/**
 * The toast layer: every page carries it, prerendered, so its live region exists
 * from the first paint. It is a manual popover, shown when the page starts and
 * raised again before each toast, so a toast shows above an open modal dialog or
 * the chat (both sit in the top layer too).
 */

/** The element that holds the toaster island. */
export const toastLayerId = 'toast-layer';

/** Shows the toast layer on top of the top layer; a later dialog or popover goes above it. */
export function showToastLayer(root: Document = document): void {
  const layer = root.getElementById(toastLayerId);
  if (!layer || typeof layer.showPopover !== 'function') return;
  if (layer.matches(':popover-open')) layer.hidePopover();
  layer.showPopover();
}
