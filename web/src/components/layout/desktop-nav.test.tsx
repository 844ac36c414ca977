import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mainMenu } from '../../content/navigation.ts';
import { enhanceDesktopMenu, HOVER_DELAY_MS } from '../../enhancements/desktop-menu.ts';
import { renderStatic, stayOnPage } from '../../test/render-static.tsx';
import { DesktopNav } from './desktop-nav.tsx';
import { desktopMenuIds } from './desktop-nav-ids.ts';

const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

/** The menu as a page ships it (static HTML at `path`), then its script. */
function renderNav(path = '/', { enhanced = true, extra }: { enhanced?: boolean; extra?: React.ReactNode } = {}) {
  const user = userEvent.setup();
  renderStatic(
    <MemoryRouter initialEntries={[path]}>
      <DesktopNav />
      {extra}
    </MemoryRouter>,
  );
  if (enhanced) cleanups.push(enhanceDesktopMenu(document.getElementById(desktopMenuIds.nav)!));
  const nav = screen.getByRole('navigation', { name: 'Main' });
  return { user, nav, trigger: (name: string) => within(nav).getByRole('button', { name }) };
}

describe('DesktopNav without script', () => {
  it('has every panel and link in the HTML, none hidden: CSS opens a panel on hover and focus', () => {
    const { nav, trigger } = renderNav('/', { enhanced: false });
    for (const panel of nav.querySelectorAll('ul ul')) expect(panel).not.toHaveAttribute('hidden');
    const links = mainMenu.flatMap((menu) => menu.items.flatMap((item) => [item, ...(item.children ?? [])]));
    expect(within(nav).getAllByRole('link')).toHaveLength(links.length);
    for (const { title, path } of links) {
      expect(within(nav).getByRole('link', { name: title })).toHaveAttribute('href', path);
    }
    expect(trigger('Products')).not.toHaveAttribute('aria-expanded');
  });
});

describe('DesktopNav', () => {
  it('shows the five menus closed', () => {
    const { trigger } = renderNav();
    for (const name of ['Products', 'Services', 'Industries', 'Resources', 'Company']) {
      expect(trigger(name)).toHaveAttribute('aria-expanded', 'false');
    }
    expect(screen.queryByRole('link', { name: 'Software' })).not.toBeInTheDocument();
  });

  it('opens Products on click and closes it on a second click', async () => {
    const { user, trigger } = renderNav();
    await user.click(trigger('Products'));
    expect(trigger('Products')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Software' })).toHaveAttribute('href', '/products/software');
    expect(screen.getByRole('link', { name: 'Hardware' })).toHaveAttribute('href', '/products/hardware');
    await user.click(trigger('Products'));
    expect(trigger('Products')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Software' })).not.toBeInTheDocument();
  });

  it('points each menu button at the panel it controls', async () => {
    const { user, trigger } = renderNav();
    await user.click(trigger('Industries'));
    const panel = document.getElementById(trigger('Industries').getAttribute('aria-controls')!)!;
    expect(within(panel).getAllByRole('link')).toHaveLength(10);
    expect(within(panel).getByRole('link', { name: 'Oil & Gas' })).toHaveAttribute('href', '/industries/oil-and-gas');
  });

  it('opens a menu with Enter or Space and moves through its items with the arrow keys', async () => {
    const { user, trigger } = renderNav();
    await user.tab();
    expect(trigger('Products')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(trigger('Products')).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Enter}');
    expect(trigger('Products')).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard(' ');
    expect(trigger('Products')).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Software' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Hardware' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Software' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('link', { name: 'Hardware' })).toHaveFocus();
  });

  it('ArrowDown on a closed menu button opens it and focuses the first item', async () => {
    const { user, trigger } = renderNav();
    trigger('Company').focus();
    await user.keyboard('{ArrowDown}');
    expect(trigger('Company')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'About Us' })).toHaveFocus();
  });

  it('ArrowRight opens the Software flyout on Cyber Digital Twin and ArrowLeft closes it back', async () => {
    const { user, trigger } = renderNav();
    trigger('Products').focus();
    await user.keyboard('{ArrowDown}{ArrowRight}');
    const twin = screen.getByRole('link', { name: 'Cyber Digital Twin' });
    expect(twin).toHaveFocus();
    expect(twin).toHaveAttribute('href', '/products/cyber-digital-twin');
    expect(screen.getByRole('button', { name: 'Show Software products' })).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('link', { name: 'Software' })).toHaveFocus();
    expect(screen.queryByRole('link', { name: 'Cyber Digital Twin' })).not.toBeInTheDocument();
  });

  it('the flyout toggle shows the nested product on click or tap', async () => {
    const { user, trigger } = renderNav();
    await user.click(trigger('Products'));
    const toggle = screen.getByRole('button', { name: 'Show Hardware products' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Data Diode' })).toHaveAttribute('href', '/products/data-diode');
    await user.click(toggle);
    expect(screen.queryByRole('link', { name: 'Data Diode' })).not.toBeInTheDocument();
  });

  it('Escape closes the menu and its flyout and returns focus to the menu button', async () => {
    const { user, trigger } = renderNav();
    trigger('Products').focus();
    await user.keyboard('{ArrowDown}{ArrowRight}');
    expect(screen.getByRole('link', { name: 'Cyber Digital Twin' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(trigger('Products')).toHaveAttribute('aria-expanded', 'false');
    expect(trigger('Products')).toHaveFocus();
    expect(screen.queryByRole('link', { name: 'Software' })).not.toBeInTheDocument();
    await user.click(trigger('Products'));
    expect(screen.queryByRole('link', { name: 'Cyber Digital Twin' })).not.toBeInTheDocument();
  });

  it('tabbing past the last item closes the menu', async () => {
    const { user, trigger } = renderNav();
    await user.click(trigger('Resources'));
    await user.tab();
    expect(screen.getByRole('link', { name: 'Blog' })).toHaveFocus();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(trigger('Company')).toHaveFocus();
    expect(trigger('Resources')).toHaveAttribute('aria-expanded', 'false');
    await user.tab();
    expect(document.body).toHaveFocus();
  });

  it('focus leaving the nav closes the menu', async () => {
    const { user, trigger } = renderNav('/', { extra: <button type="button">Elsewhere</button> });
    await user.click(trigger('Company'));
    // Focus alone, without the pointer press that a click outside also is.
    screen.getByRole('button', { name: 'Elsewhere' }).focus();
    expect(trigger('Company')).toHaveAttribute('aria-expanded', 'false');
  });

  it('clicking outside closes the open menu', async () => {
    const { user, trigger } = renderNav();
    await user.click(trigger('Services'));
    expect(screen.getByRole('link', { name: 'MDR' })).toBeVisible();
    await user.click(document.body);
    expect(trigger('Services')).toHaveAttribute('aria-expanded', 'false');
  });

  it('opening another menu closes the first', async () => {
    const { user, trigger } = renderNav();
    await user.click(trigger('Services'));
    await user.click(trigger('Company'));
    expect(trigger('Services')).toHaveAttribute('aria-expanded', 'false');
    expect(trigger('Company')).toHaveAttribute('aria-expanded', 'true');
  });

  it('following a menu link closes the menu, so a page restored from the back/forward cache shows it closed', async () => {
    const { user, trigger } = renderNav();
    stayOnPage();
    await user.click(trigger('Services'));
    const mdr = screen.getByRole('link', { name: 'MDR' });
    expect(mdr).toHaveAttribute('href', '/services/mdr');
    await user.click(mdr);
    expect(trigger('Services')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'MDR' })).not.toBeInTheDocument();
  });

  it('marks the current page in the menu', async () => {
    const { user, trigger } = renderNav('/company/careers');
    await user.click(trigger('Company'));
    expect(screen.getByRole('link', { name: 'Careers' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Events' })).not.toHaveAttribute('aria-current');
  });

  it('opens on hover, keeps the flyout while the pointer crosses a sibling, and closes after the pointer leaves', async () => {
    // The clock also moves with real time, so user-event's own short waits end.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    cleanups.push(() => vi.useRealTimers());
    const { trigger } = renderNav();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const pastHoverDelay = () => act(() => vi.advanceTimersByTime(HOVER_DELAY_MS + 1));

    await user.hover(trigger('Products'));
    await pastHoverDelay();
    expect(trigger('Products')).toHaveAttribute('aria-expanded', 'true');
    await user.hover(screen.getByRole('link', { name: 'Software' }));
    await pastHoverDelay();
    const twin = screen.getByRole('link', { name: 'Cyber Digital Twin' });
    await user.hover(screen.getByRole('link', { name: 'Hardware' }));
    await user.hover(twin);
    // Past the hover delay: the flyout that the pointer only crossed never opened.
    await pastHoverDelay();
    expect(screen.getByRole('link', { name: 'Cyber Digital Twin' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Data Diode' })).not.toBeInTheDocument();
    await user.unhover(twin);
    await user.hover(document.body);
    await pastHoverDelay();
    expect(trigger('Products')).toHaveAttribute('aria-expanded', 'false');
  });
});
