/**
 * jsdom lacks four platform features the site builds on: the Popover API
 * (`popover`, `popovertarget`), modal dialogs (`showModal`, `close`), invoker
 * commands (`command` / `commandfor`) and exclusive `<details name>` groups. These
 * shims give component tests what the browser gives the site (end-to-end tests run
 * the real thing): open state, the `toggle`/`close`/`cancel` events, Escape closing
 * a modal dialog, autofocus on opening, focus back to the opener on closing, one
 * open `<details>` per name, and `display: none` while closed.
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
  } as typeof matches;
}

/** What had focus when each open dialog opened: closing gives focus back to it, as browsers do. */
const dialogOpeners = new WeakMap<HTMLDialogElement, Element | null>();

function installDialog() {
  const proto = HTMLDialogElement.prototype as HTMLDialogElement & Record<string, unknown>;
  proto.showModal = function (this: HTMLDialogElement) {
    if (this.open) return;
    dialogOpeners.set(this, this.ownerDocument.activeElement);
    this.setAttribute('open', '');
    focusAutofocus(this);
    // Dialogs fire `toggle` on opening and closing too (Chrome 132+), queued as tasks like a popover's.
    setTimeout(() => this.dispatchEvent(toggleEvent('closed', 'open')));
  };
  proto.show = proto.showModal;
  proto.close = function (this: HTMLDialogElement) {
    if (!this.open) return;
    const opener = dialogOpeners.get(this);
    dialogOpeners.delete(this);
    this.removeAttribute('open');
    setTimeout(() => this.dispatchEvent(toggleEvent('open', 'closed')));
    if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    this.dispatchEvent(new Event('close'));
  };
}

/**
 * Opening a `<details name>` closes the others of that name (an exclusive accordion).
 * Browsers do it as the `open` attribute is set; a mutation observer does it a
 * microtask later, which user-event's awaited actions cover.
 */
function installExclusiveDetails() {
  new MutationObserver((records) => {
    const settled = new Set<string>();
    // The latest opening wins when several happen in one task.
    for (const { target } of records.reverse()) {
      const name = target instanceof HTMLDetailsElement ? target.getAttribute('name') : null;
      if (!name || settled.has(name) || !(target as HTMLDetailsElement).open) continue;
      settled.add(name);
      for (const other of target.ownerDocument!.querySelectorAll<HTMLDetailsElement>('details[name]')) {
        if (other !== target && other.getAttribute('name') === name) other.open = false;
      }
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['open'] });
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
  installExclusiveDetails();
  document.addEventListener('click', onInvoke);
  document.addEventListener('keydown', onEscape);
  const style = document.createElement('style');
  style.textContent = '[popover] { display: none; } dialog:not([open]) { display: none; }';
  document.head.append(style);
}
