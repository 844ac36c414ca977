import { NavLink } from 'react-router-dom';
import { ChevronDown, ChevronRight } from 'lucide-react';
import { mainMenu } from '../../content/navigation.ts';
import { cx } from '../../lib/cx.ts';
import { desktopMenuIds } from './desktop-nav-ids.ts';

/** Menus with more items than this (Industries) lay out in two columns. */
const ONE_COLUMN_MAX = 6;

const itemClass =
  'block flex-1 rounded-md px-3 py-2 text-sm text-slate-200 hover:bg-white/5 hover:text-white aria-[current=page]:text-brand-400';
const panelClass = 'menu-panel absolute z-10 w-56 rounded-xl bg-ink-900 p-2 shadow-xl ring-1 ring-white/10';

/**
 * Desktop menu (md and up): the disclosure-navigation pattern (buttons over plain
 * lists of links), not ARIA `menu`. Every link is in the HTML. Without script the
 * panels open on hover and on keyboard focus (CSS, `.menu-panel` in styles.css);
 * enhancements/desktop-menu.ts adds what needs state: aria-expanded, click to pin,
 * hover intent, Escape, arrow keys and closing on a click outside.
 */
export function DesktopNav() {
  return (
    <nav aria-label="Main" className="hidden md:block">
      <ul id={desktopMenuIds.nav} className="flex items-center gap-0.5 lg:gap-1">
        {mainMenu.map((menu, i) => (
          <li key={menu.title} className="menu-item relative">
            <button
              type="button"
              aria-controls={desktopMenuIds.panel(i)}
              className="flex items-center gap-1 rounded-md px-2 py-2 text-sm font-medium text-slate-200 hover:text-white aria-expanded:text-white lg:px-3"
            >
              {menu.title}
              <ChevronDown aria-hidden="true" className="menu-chevron size-4 transition-transform" />
            </button>
            <ul
              id={desktopMenuIds.panel(i)}
              className={cx(
                panelClass,
                'top-full left-1/2 mt-2 -translate-x-1/2',
                menu.items.length > ONE_COLUMN_MAX && 'w-md columns-2 gap-2',
              )}
            >
              {menu.items.map((item, j) => (
                <li key={item.path} className="menu-item relative flex break-inside-avoid items-center">
                  <NavLink to={item.path} end className={itemClass}>
                    {item.title}
                  </NavLink>
                  {item.children ? (
                    <>
                      <button
                        type="button"
                        aria-controls={desktopMenuIds.flyout(i, j)}
                        aria-label={`Show ${item.title} ${menu.title.toLowerCase()}`}
                        className="rounded-md p-2 text-slate-300 hover:bg-white/5 hover:text-white aria-expanded:text-white"
                      >
                        <ChevronRight aria-hidden="true" className="size-4" />
                      </button>
                      <ul id={desktopMenuIds.flyout(i, j)} className={cx(panelClass, 'top-0 left-full ml-2')}>
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
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </nav>
  );
}
