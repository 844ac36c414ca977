import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { ChevronDown, Menu, X } from 'lucide-react';
import { getStartedLink, mainMenu } from '../../content/navigation.ts';
import { cx } from '../../lib/cx.ts';
import { BrandLogo } from './brand-logo.tsx';
import { useRouteScopedState } from './use-route-scoped-state.ts';

/** Tailwind's `md`: from here on the desktop menu shows and the overlay must not linger. */
const DESKTOP_QUERY = '(min-width: 768px)';

const linkClass =
  'block rounded-md px-3 py-2.5 text-base text-slate-200 hover:bg-white/5 hover:text-white aria-[current=page]:text-brand-400';

/** Keeps Tab and Shift+Tab inside the dialog, wrapping at either end. */
function trapTab(event: React.KeyboardEvent<HTMLElement>) {
  if (event.key !== 'Tab') return;
  const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>('a[href], button')].filter(
    (element) => !element.closest('[hidden]'),
  );
  const edge = event.shiftKey ? focusable[0] : focusable.at(-1);
  if (document.activeElement !== edge) return;
  event.preventDefault();
  (event.shiftKey ? focusable.at(-1) : focusable[0])?.focus();
}

/** Small-screen menu: a button in the header that opens a full-screen menu dialog. */
export function MobileNav() {
  const dialogId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useRouteScopedState(false);
  const close = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, [setOpen]);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-label="Open menu"
        aria-expanded={open}
        aria-controls={dialogId}
        onClick={() => setOpen(true)}
        className="-mr-2 rounded-md p-2 text-white md:hidden"
      >
        <Menu aria-hidden="true" className="size-6" />
      </button>
      {/* Rendered only while open: the prerendered HTML already carries every menu link in the desktop nav. */}
      {open ? <MenuDialog id={dialogId} onClose={close} /> : null}
    </>
  );
}

/**
 * The overlay is a modal dialog (aria-modal, focus moved in and kept in by Tab, Escape
 * closes) rather than a plain nav region: it covers the whole page and locks its scroll,
 * so what lies behind must be out of reach for keyboard and screen reader users too.
 * For the same reason it carries its own logo bar and Close button, drawn exactly over
 * the header's, since the header's button sits outside the modal.
 */
function MenuDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const sectionId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  const [section, setSection] = useState<number | null>(null);

  useEffect(() => {
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    closeRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    // Rotating a tablet past 768px hides the overlay (md:hidden); close it so scroll unlocks.
    const desktop = window.matchMedia?.(DESKTOP_QUERY);
    const onResize = (event: MediaQueryListEvent) => {
      if (event.matches) onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    desktop?.addEventListener('change', onResize);
    return () => {
      root.style.overflow = overflow;
      document.removeEventListener('keydown', onKeyDown);
      desktop?.removeEventListener('change', onResize);
    };
  }, [onClose]);

  return (
    <div
      id={id}
      role="dialog"
      aria-modal="true"
      aria-label="Menu"
      onKeyDown={trapTab}
      className="fixed inset-0 z-10 overflow-y-auto overscroll-contain bg-ink-950 md:hidden"
    >
      <div className="flex h-16 items-center justify-between px-4 sm:px-6">
        <BrandLogo />
        <button
          ref={closeRef}
          type="button"
          aria-label="Close menu"
          onClick={onClose}
          className="-mr-2 rounded-md p-2 text-white"
        >
          <X aria-hidden="true" className="size-6" />
        </button>
      </div>
      <nav aria-label="Main" className="px-4 pt-2 pb-10 sm:px-6">
        <ul className="divide-y divide-white/10 border-y border-white/10">
          {mainMenu.map((menu, i) => {
            const expanded = section === i;
            return (
              <li key={menu.title}>
                <button
                  type="button"
                  aria-expanded={expanded}
                  aria-controls={`${sectionId}-${i}`}
                  onClick={() => setSection(expanded ? null : i)}
                  className="flex w-full items-center justify-between rounded-md py-4 text-left text-lg font-semibold text-white"
                >
                  {menu.title}
                  <ChevronDown
                    aria-hidden="true"
                    className={cx('size-5 text-slate-400 transition-transform', expanded && 'rotate-180')}
                  />
                </button>
                <ul id={`${sectionId}-${i}`} hidden={!expanded} className="space-y-1 pb-4">
                  {menu.items.map((item) => (
                    <li key={item.path}>
                      <NavLink to={item.path} end className={linkClass}>
                        {item.title}
                      </NavLink>
                      {item.children ? (
                        <ul className="mt-1 ml-4 space-y-1 border-l border-white/10 pl-3">
                          {item.children.map((child) => (
                            <li key={child.path}>
                              <NavLink to={child.path} end className={linkClass}>
                                {child.title}
                              </NavLink>
                            </li>
                          ))}
                        </ul>
                      ) : null}
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ul>
        <Link
          to={getStartedLink.path}
          className="mt-8 flex w-full items-center justify-center rounded-lg bg-brand-600 px-5 py-3 text-base font-semibold text-white hover:bg-brand-700"
        >
          {getStartedLink.title}
        </Link>
      </nav>
    </div>
  );
}
