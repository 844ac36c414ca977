/**
 * jsdom lacks three platform features the site builds on: the Popover API
 * (`popover`, `popovertarget`), modal dialogs (`showModal`, `close`) and invoker
 * commands (`command` / `commandfor`). These shims give component tests what the
 * browser gives the site (end-to-end tests run the real thing): open state, the
 * `toggle`/`close`/`cancel` events, Escape closing a modal dialog, autofocus on
 * opening, and `display: none` while closed.
 */

const openPopovers = new WeakSet<Element>();

function toggleEvent(oldState: 'open' | 'closed', newState: 'open' | 'closed'): Event {
  return Object.assign(new Event('toggle'), { oldState, newState });
}

function focusAutofocus(container: Element) {
  container.querySelector<HTMLElement>('[autofocus]')?.focus();
}

function setPopover(element: HTMLElement, open: boolean) {
  if (openPopovers.has(element) === open) return;
  if (open) openPopovers.add(element);
  else openPopovers.delete(element);
  // jsdom's cascade does not follow attribute changes reliably: an inline style shows the open popover.
  element.style.display = open ? 'block' : '';
  // The browser queues toggle events as tasks.
  setTimeout(() => element.dispatchEvent(toggleEvent(open ? 'closed' : 'open', open ? 'open' : 'closed')));
}

function installPopover() {
  const proto = HTMLElement.prototype as HTMLElement & Record<string, unknown>;
  proto.showPopover = function (this: HTMLElement) {
    setPopover(this, true);
  };
  proto.hidePopover = function (this: HTMLElement) {
    setPopover(this, false);
  };
  proto.togglePopover = function (this: HTMLElement, force?: boolean) {
    const open = force ?? !openPopovers.has(this);
    setPopover(this, open);
    return open;
  };
  const matches = Element.prototype.matches;
  Element.prototype.matches = function (this: Element, selectors: string) {
    if (selectors === ':popover-open') return openPopovers.has(this);
    return matches.call(this, selectors);
  };
}

function installDialog() {
  const proto = HTMLDialogElement.prototype as HTMLDialogElement & Record<string, unknown>;
  proto.showModal = function (this: HTMLDialogElement) {
    if (this.open) return;
    this.setAttribute('open', '');
    focusAutofocus(this);
  };
  proto.show = proto.showModal;
  proto.close = function (this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

/** What a click on an invoker button does in the browser, after the click's own listeners ran. */
function onInvoke(event: MouseEvent) {
  if (event.defaultPrevented) return;
  const button = (event.target as Element).closest?.('button');
  if (!button || button.disabled) return;
  const popoverTarget = button.getAttribute('popovertarget');
  if (popoverTarget) {
    const target = document.getElementById(popoverTarget)!;
    const action = button.getAttribute('popovertargetaction') ?? 'toggle';
    setPopover(target, action === 'toggle' ? !openPopovers.has(target) : action === 'show');
    if (action !== 'hide' && openPopovers.has(target)) focusAutofocus(target);
    return;
  }
  const command = button.getAttribute('command');
  const target = document.getElementById(button.getAttribute('commandfor') ?? '');
  if (!(target instanceof HTMLDialogElement) || !command) return;
  if (command === 'show-modal') target.showModal();
  if (command === 'close') target.close();
}

/** Escape asks the topmost open modal dialog to close: `cancel` first, which may refuse. */
function onEscape(event: KeyboardEvent) {
  if (event.key !== 'Escape' || event.defaultPrevented) return;
  const dialog = [...document.querySelectorAll('dialog[open]')].at(-1) as HTMLDialogElement | undefined;
  if (!dialog) return;
  const cancel = new Event('cancel', { cancelable: true });
  if (dialog.dispatchEvent(cancel)) dialog.close();
}

export function installPlatformShims() {
  installPopover();
  installDialog();
  document.addEventListener('click', onInvoke);
  document.addEventListener('keydown', onEscape);
  const style = document.createElement('style');
  style.textContent =
    '[popover] { display: none; } dialog:not([open]) { display: none; }';
  document.head.append(style);
}
