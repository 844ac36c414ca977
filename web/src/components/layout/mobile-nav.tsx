import { NavLink } from 'react-router-dom';
import { ChevronDown, Menu, X } from 'lucide-react';
import { getStartedLink, mainMenu } from '../../content/navigation.ts';
import { BrandLogo } from './brand-logo.tsx';
import { mobileMenuId } from './mobile-nav-ids.ts';

const linkClass =
  'block rounded-md px-3 py-2.5 text-base text-slate-200 hover:bg-white/5 hover:text-white aria-[current=page]:text-brand-400';

/**
 * Small-screen menu: a button that opens a full-screen modal `<dialog>` natively
 * (`command="show-modal"`), before and without any script. The platform makes the
 * page behind inert and closes it on Escape; styles.css locks page scroll while
 * it is open (`:has()`); each menu is a `<details>` section. It carries its own
 * logo bar and Close button, drawn over the header's, since the header sits
 * outside the modal.
 */
export function MobileNav() {
  return (
    <>
      <button
        type="button"
        command="show-modal"
        commandfor={mobileMenuId}
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-controls={mobileMenuId}
        className="-mr-2 rounded-md p-2 text-white md:hidden"
      >
        <Menu aria-hidden="true" className="size-6" />
      </button>
      <dialog
        id={mobileMenuId}
        aria-label="Menu"
        className="mobile-menu m-0 h-dvh max-h-none w-full max-w-none overflow-y-auto overscroll-contain bg-ink-950 p-0 text-white md:hidden"
      >
        <div className="flex h-16 items-center justify-between px-4 sm:px-6">
          <BrandLogo />
          <button
            type="button"
            command="close"
            commandfor={mobileMenuId}
            aria-label="Close menu"
            autoFocus
            className="-mr-2 rounded-md p-2 text-white"
          >
            <X aria-hidden="true" className="size-6" />
          </button>
        </div>
        <nav aria-label="Main" className="px-4 pt-2 pb-10 sm:px-6">
          <ul className="divide-y divide-white/10 border-y border-white/10">
            {mainMenu.map((menu) => (
              <li key={menu.title}>
                {/* One section open at a time: details sharing a name form an exclusive accordion. */}
                <details name="mobile-menu-section" className="group">
                  <summary className="flex w-full cursor-pointer list-none items-center justify-between rounded-md py-4 text-left text-lg font-semibold text-white [&::-webkit-details-marker]:hidden">
                    {menu.title}
                    <ChevronDown
                      aria-hidden="true"
                      className="size-5 text-slate-400 transition-transform group-open:rotate-180"
                    />
                  </summary>
                  <ul className="space-y-1 pb-4">
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
                </details>
              </li>
            ))}
          </ul>
          <a
            href={getStartedLink.path}
            className="mt-8 flex w-full items-center justify-center rounded-lg bg-brand-600 px-5 py-3 text-base font-semibold text-white hover:bg-brand-700"
          >
            {getStartedLink.title}
          </a>
        </nav>
      </dialog>
    </>
  );
}
