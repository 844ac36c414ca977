/**
 * What the desktop menu (components/layout/desktop-nav.tsx) needs script for. The
 * HTML alone opens panels on hover and focus (CSS); with this, the menu follows the
 * disclosure-navigation pattern: buttons with aria-expanded, click or tap to pin a
 * panel, a short hover delay, Escape (also for a panel opened by hovering, WCAG
 * 1.4.13), arrow keys, Home and End, and closing on a click or focus outside.
 */

/**
 * Grace period before a hover opens or closes anything: the pointer may cross a gap, or
 * cut diagonally over "Hardware" on its way to the Software flyout, without a flicker.
 */
export const HOVER_DELAY_MS = 150;

interface OpenMenu {
  /** Index of the top-level menu. */
  menu: number;
  /** Index of the item whose flyout is open. */
  flyout: number | null;
  /** Opened by hovering: leaving closes it. A click or a key "pins" it open instead. */
  hover: boolean;
}

const isMouse = (event: PointerEvent) => event.pointerType === 'mouse';
/** The item's own link (a parent item's flyout comes after it). */
const linkOf = (item: Element | null | undefined) => item?.querySelector('a');
const childrenOf = (list: Element) => [...list.children] as HTMLElement[];

/** ArrowDown/ArrowUp (wrapping), Home and End between the items of one list. */
function focusSibling(item: HTMLElement, key: string): boolean {
  const items = childrenOf(item.parentElement!);
  const index = items.indexOf(item);
  const next = ({ ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: -1 } as Record<string, number>)[key];
  if (next === undefined) return false;
  linkOf(items.at(next % items.length))?.focus();
  return true;
}

/** Enhances the menu list `root` (the `<ul>` of the top-level items); returns a function that removes it. */
export function enhanceDesktopMenu(root: HTMLElement): () => void {
  const menus = childrenOf(root).map((item) => {
    const trigger = item.querySelector<HTMLButtonElement>(':scope > button')!;
    const panel = item.querySelector<HTMLElement>(':scope > ul')!;
    const flyouts = childrenOf(panel).map((entry) => ({
      entry,
      toggle: entry.querySelector<HTMLButtonElement>(':scope > button'),
      list: entry.querySelector<HTMLElement>(':scope > ul'),
    }));
    return { item, trigger, panel, flyouts };
  });
  const abort = new AbortController();
  const { signal } = abort;
  let open: OpenMenu | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  function render() {
    menus.forEach(({ trigger, panel, flyouts }, i) => {
      const expanded = open?.menu === i;
      trigger.setAttribute('aria-expanded', String(expanded));
      panel.hidden = !expanded;
      flyouts.forEach(({ toggle, list }, j) => {
        if (!toggle || !list) return;
        const flyoutOpen = expanded && open?.flyout === j;
        toggle.setAttribute('aria-expanded', String(flyoutOpen));
        list.hidden = !flyoutOpen;
      });
    });
  }
  function show(next: OpenMenu | null) {
    clearTimeout(timer);
    open = next;
    render();
  }
  function showSoon(next: OpenMenu | null) {
    clearTimeout(timer);
    timer = setTimeout(() => show(next), HOVER_DELAY_MS);
  }

  menus.forEach(({ item, trigger, panel, flyouts }, i) => {
    item.addEventListener(
      'pointerenter',
      (event) => {
        if (!isMouse(event)) return;
        if (open?.menu === i) clearTimeout(timer);
        else showSoon({ menu: i, flyout: null, hover: true });
      },
      { signal },
    );
    item.addEventListener(
      'pointerleave',
      (event) => {
        // A pinned menu stays; otherwise cancel this item's pending open, or close on the way out.
        if (!isMouse(event) || (open?.menu === i && !open.hover)) return;
        showSoon(open?.hover ? null : open);
      },
      { signal },
    );
    item.addEventListener(
      'focusin',
      () => {
        if (open && open.menu !== i) show(null);
      },
      { signal },
    );
    trigger.addEventListener(
      'click',
      () => show(open?.menu === i && !open.hover ? null : { menu: i, flyout: null, hover: false }),
      { signal },
    );
    trigger.addEventListener(
      'keydown',
      (event) => {
        if (event.key !== 'ArrowDown') return;
        event.preventDefault();
        show({ menu: i, flyout: null, hover: false });
        linkOf(panel)?.focus();
      },
      { signal },
    );
    flyouts.forEach(({ entry, toggle, list }, j) => {
      entry.addEventListener(
        'pointerenter',
        (event) => {
          if (isMouse(event) && open) showSoon({ ...open, flyout: list ? j : null });
        },
        { signal },
      );
      entry.addEventListener(
        'focusin',
        () => {
          if (open && open.flyout !== null && open.flyout !== j) show({ ...open, flyout: null });
        },
        { signal },
      );
      toggle?.addEventListener(
        'click',
        () => show({ menu: i, flyout: open?.menu === i && open.flyout === j ? null : j, hover: false }),
        { signal },
      );
    });
    panel.addEventListener(
      'keydown',
      (event) => {
        const item = (event.target as HTMLElement).closest('li')!;
        const list = item.parentElement!;
        const inFlyout = list !== panel;
        const flyout = item.querySelector(':scope > ul');
        if (event.key === 'ArrowRight' && flyout && !inFlyout) {
          show({ menu: i, flyout: childrenOf(list).indexOf(item), hover: false });
          linkOf(flyout)?.focus();
        } else if (event.key === 'ArrowLeft' && inFlyout) {
          linkOf(list.parentElement)?.focus();
          show({ menu: i, flyout: null, hover: false });
        } else if (!focusSibling(item, event.key)) {
          return;
        }
        event.preventDefault();
      },
      { signal },
    );
  });

  root.addEventListener(
    'focusout',
    (event) => {
      // relatedTarget is null when focus leaves the window or lands on nothing focusable
      // (a click on a panel's padding): neither should close the menu.
      const to = event.relatedTarget as Node | null;
      if (to && !root.contains(to)) show(null);
    },
    { signal },
  );
  // Following a link closes the menu, so a page restored from the back/forward cache shows it closed.
  root.addEventListener(
    'click',
    (event) => {
      if ((event.target as Element).closest('a')) show(null);
    },
    { signal },
  );
  const { ownerDocument } = root;
  ownerDocument.addEventListener(
    'pointerdown',
    (event) => {
      if (open && !root.contains(event.target as Node)) show(null);
    },
    { signal },
  );
  // On the document, so Escape also dismisses a menu opened by hover.
  ownerDocument.addEventListener(
    'keydown',
    (event) => {
      if (event.key !== 'Escape' || !open) return;
      if (root.contains(ownerDocument.activeElement)) menus[open.menu]!.trigger.focus();
      show(null);
    },
    { signal },
  );

  root.dataset.enhanced = 'true';
  render();
  return () => {
    clearTimeout(timer);
    abort.abort();
  };
}
