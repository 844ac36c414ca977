import { useCallback, useEffect, useId, useRef } from 'react';
import { flushSync } from 'react-dom';
import { NavLink } from 'react-router-dom';
import { ChevronDown, ChevronRight } from 'lucide-react';
import { mainMenu } from '../../content/navigation.ts';
import { cx } from '../../lib/cx.ts';
import { useRouteScopedState } from './use-route-scoped-state.ts';

/**
 * Grace period before a hover opens or closes anything: the pointer may cross a gap, or
 * cut diagonally over "Hardware" on its way to the Software flyout, without a flicker.
 */
const HOVER_DELAY_MS = 150;

/** Menus with more items than this (Industries) lay out in two columns. */
const ONE_COLUMN_MAX = 6;

interface OpenMenu {
  /** Index into `mainMenu`. */
  menu: number;
  /** Index of the item whose flyout is open. */
  flyout: number | null;
  /** Opened by hovering: leaving closes it. A click or a key "pins" it open instead. */
  hover: boolean;
}

const triggerId = (base: string, menu: number) => `${base}-trigger-${menu}`;
const isMouse = (event: React.PointerEvent) => event.pointerType === 'mouse';
/** The item's own link (a parent item's flyout comes after it). */
const linkOf = (item: Element | null | undefined) => item?.querySelector('a');

/** ArrowDown/ArrowUp (wrapping), Home and End between the items of one list. */
function focusSibling(item: HTMLElement, key: string): boolean {
  const items = [...item.parentElement!.children];
  const index = items.indexOf(item);
  const next = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: -1 }[key];
  if (next === undefined) return false;
  linkOf(items.at(next % items.length))?.focus();
  return true;
}

const itemClass =
  'block flex-1 rounded-md px-3 py-2 text-sm text-slate-200 hover:bg-white/5 hover:text-white aria-[current=page]:text-brand-400';
const panelClass = 'absolute z-10 w-56 rounded-xl bg-ink-900 p-2 shadow-xl ring-1 ring-white/10';

/**
 * Desktop menu (md and up): the disclosure-navigation pattern (buttons with aria-expanded
 * over plain lists of links), not ARIA `menu`, which promises application-style keys
 * and hides the links' nature from screen readers. Opens on hover, click, tap or keys.
 */
export function DesktopNav() {
  const id = useId();
  const navRef = useRef<HTMLUListElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [open, setOpen] = useRouteScopedState<OpenMenu | null>(null);

  const show = useCallback(
    (next: OpenMenu | null) => {
      clearTimeout(timer.current);
      setOpen(next);
    },
    [setOpen],
  );
  const showSoon = (next: OpenMenu | null) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(next), HOVER_DELAY_MS);
  };
  useEffect(() => () => clearTimeout(timer.current), []);

  const openMenu = open?.menu ?? null;
  useEffect(() => {
    if (openMenu === null) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) show(null);
    };
    // On the document, so Escape also dismisses a menu opened by hover (WCAG 1.4.13).
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      if (navRef.current?.contains(document.activeElement)) document.getElementById(triggerId(id, openMenu))?.focus();
      show(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [openMenu, show, id]);

  /** Arrow keys inside an open panel and its flyouts. */
  const onPanelKeyDown = (menu: number, event: React.KeyboardEvent<HTMLUListElement>) => {
    const item = (event.target as HTMLElement).closest('li')!;
    const list = item.parentElement!;
    const inFlyout = list !== event.currentTarget;
    const flyout = item.querySelector('ul');
    if (event.key === 'ArrowRight' && flyout && !inFlyout) {
      flushSync(() => show({ menu, flyout: [...list.children].indexOf(item), hover: false }));
      linkOf(flyout)?.focus();
    } else if (event.key === 'ArrowLeft' && inFlyout) {
      linkOf(list.parentElement)?.focus();
      show({ menu, flyout: null, hover: false });
    } else if (!focusSibling(item, event.key)) {
      return;
    }
    event.preventDefault();
  };

  return (
    <nav aria-label="Main" className="hidden md:block">
      <ul
        ref={navRef}
        className="flex items-center gap-0.5 lg:gap-1"
        onBlur={(event) => {
          // relatedTarget is null when focus leaves the window or lands on nothing focusable
          // (a click on a panel's padding): neither should close the menu.
          const to = event.relatedTarget;
          if (to && !event.currentTarget.contains(to)) show(null);
        }}
      >
        {mainMenu.map((menu, i) => {
          const expanded = open?.menu === i;
          const panelId = `${id}-panel-${i}`;
          return (
            <li
              key={menu.title}
              className="relative"
              onPointerEnter={(event) => {
                if (!isMouse(event)) return;
                if (expanded) clearTimeout(timer.current);
                else showSoon({ menu: i, flyout: null, hover: true });
              }}
              onPointerLeave={(event) => {
                // A pinned menu stays; otherwise cancel this item's pending open, or close on the way out.
                if (!isMouse(event) || (expanded && !open.hover)) return;
                showSoon(open?.hover ? null : open);
              }}
              onFocus={() => {
                if (open && !expanded) show(null);
              }}
            >
              <button
                id={triggerId(id, i)}
                type="button"
                aria-expanded={expanded}
                aria-controls={panelId}
                className="flex items-center gap-1 rounded-md px-2 py-2 text-sm font-medium text-slate-200 hover:text-white aria-expanded:text-white lg:px-3"
                onClick={() => show(expanded && !open.hover ? null : { menu: i, flyout: null, hover: false })}
                onKeyDown={(event) => {
                  if (event.key !== 'ArrowDown') return;
                  event.preventDefault();
                  flushSync(() => show({ menu: i, flyout: null, hover: false }));
                  linkOf(document.getElementById(panelId))?.focus();
                }}
              >
                {menu.title}
                <ChevronDown
                  aria-hidden="true"
                  className={cx('size-4 transition-transform', expanded && 'rotate-180')}
                />
              </button>
              <ul
                id={panelId}
                hidden={!expanded}
                onKeyDown={(event) => onPanelKeyDown(i, event)}
                className={cx(
                  panelClass,
                  'top-full left-1/2 mt-2 -translate-x-1/2',
                  menu.items.length > ONE_COLUMN_MAX && 'w-md columns-2 gap-2',
                )}
              >
                {menu.items.map((item, j) => {
                  const flyoutOpen = expanded && open.flyout === j;
                  const flyoutId = `${panelId}-${j}`;
                  return (
                    <li
                      key={item.path}
                      className="relative flex break-inside-avoid items-center"
                      onPointerEnter={(event) => {
                        if (isMouse(event) && open) showSoon({ ...open, flyout: item.children ? j : null });
                      }}
                      onFocus={() => {
                        if (open && open.flyout !== null && !flyoutOpen) show({ ...open, flyout: null });
                      }}
                    >
                      <NavLink to={item.path} end className={itemClass}>
                        {item.title}
                      </NavLink>
                      {item.children ? (
                        <>
                          <button
                            type="button"
                            aria-expanded={flyoutOpen}
                            aria-controls={flyoutId}
                            aria-label={`Show ${item.title} ${menu.title.toLowerCase()}`}
                            className="rounded-md p-2 text-slate-300 hover:bg-white/5 hover:text-white aria-expanded:text-white"
                            onClick={() => show({ menu: i, flyout: flyoutOpen ? null : j, hover: false })}
                          >
                            <ChevronRight aria-hidden="true" className="size-4" />
                          </button>
                          <ul id={flyoutId} hidden={!flyoutOpen} className={cx(panelClass, 'top-0 left-full ml-2')}>
                            {item.children.map((child) => (
                              <li key={child.path} className="flex">
                                <NavLink to={child.path} end className={itemClass}>
                                  {child.title}
                                </NavLink>
                              </li>
                            ))}
                          </ul>
                        </>
                      ) : null}
                    </li>
                  );
                })}
              </ul>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
