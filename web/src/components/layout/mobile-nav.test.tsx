import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DESKTOP_QUERY, enhanceMobileMenu } from '../../enhancements/mobile-menu.ts';
import { renderStatic, stayOnPage } from '../../test/render-static.tsx';
import { MobileNav } from './mobile-nav.tsx';
import { mobileMenuId } from './mobile-nav-ids.ts';

// The scroll lock while the menu is open is CSS (`html:has(.mobile-menu[open])` in
// styles.css), which jsdom does not lay out: the end-to-end tests check it.

const cleanups: (() => void)[] = [];
afterEach(() => {
  cleanups.splice(0).forEach((cleanup) => cleanup());
  vi.unstubAllGlobals();
});

/** The menu as a page ships it (static HTML), then its script. */
function renderMobileNav() {
  const user = userEvent.setup();
  renderStatic(
    <MemoryRouter>
      <MobileNav />
    </MemoryRouter>,
  );
  const menuButton = screen.getByRole('button', { name: 'Open menu' });
  cleanups.push(enhanceMobileMenu(document.getElementById(mobileMenuId) as HTMLDialogElement, menuButton));
  const openMenu = async () => {
    await user.click(menuButton);
    return screen.getByRole('dialog', { name: 'Menu' });
  };
  return { user, menuButton, openMenu };
}

/** A menu section: the `<details>` whose summary reads `title`. */
function section(dialog: HTMLElement, title: string) {
  const summary = within(dialog).getByText(title, { selector: 'summary' });
  return { summary, details: summary.closest('details')! };
}

describe('MobileNav', () => {
  it('the menu button opens the menu dialog natively, as a modal, and moves focus into it', async () => {
    const { menuButton, openMenu } = renderMobileNav();
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // What makes the browser open it as a modal (page behind inert), with or without script.
    expect(menuButton).toHaveAttribute('command', 'show-modal');
    expect(menuButton).toHaveAttribute('commandfor', mobileMenuId);

    const dialog = await openMenu();
    expect(dialog).toHaveAttribute('open');
    expect(dialog.id).toBe(mobileMenuId);
    expect(menuButton).toHaveAttribute('aria-controls', dialog.id);
    expect(within(dialog).getByRole('button', { name: 'Close menu' })).toHaveFocus();
    await waitFor(() => expect(menuButton).toHaveAttribute('aria-expanded', 'true'));
  });

  it('Close menu closes the dialog and returns focus to the menu button', async () => {
    const { user, menuButton, openMenu } = renderMobileNav();
    const dialog = await openMenu();
    await waitFor(() => expect(menuButton).toHaveAttribute('aria-expanded', 'true'));
    await user.click(within(dialog).getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton).toHaveFocus();
  });

  it('Escape closes the dialog and returns focus to the menu button', async () => {
    const { user, menuButton, openMenu } = renderMobileNav();
    await openMenu();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(menuButton).toHaveFocus();
    await waitFor(() => expect(menuButton).toHaveAttribute('aria-expanded', 'false'));
  });

  it('each menu is a collapsible section, one open at a time, with nested items under their parent', async () => {
    const { user, openMenu } = renderMobileNav();
    const dialog = await openMenu();
    const products = section(dialog, 'Products');
    expect(products.details).not.toHaveAttribute('open');
    expect(within(dialog).getByRole('link', { name: 'Software' })).not.toBeVisible();

    await user.click(products.summary);
    expect(products.details).toHaveAttribute('open');
    const software = within(dialog).getByRole('link', { name: 'Software' });
    expect(software).toBeVisible();
    expect(software).toHaveAttribute('href', '/products/software');
    const twin = within(software.closest('li')!).getByRole('link', { name: 'Cyber Digital Twin' });
    expect(twin).toHaveAttribute('href', '/products/cyber-digital-twin');

    const industries = section(dialog, 'Industries');
    await user.click(industries.summary);
    expect(products.details).not.toHaveAttribute('open');
    expect(software).not.toBeVisible();
    expect(within(industries.details).getAllByRole('link')).toHaveLength(10);
    expect(within(dialog).getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/company/contact');
  });

  it('Tab stays inside the dialog', async () => {
    const { user, openMenu } = renderMobileNav();
    const dialog = await openMenu();
    const close = within(dialog).getByRole('button', { name: 'Close menu' });
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    expect(within(dialog).getByRole('link', { name: 'Get Started' })).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(close).toHaveFocus();
  });

  it('following a link closes the menu, so a page restored from the back/forward cache shows it closed', async () => {
    const { user, menuButton, openMenu } = renderMobileNav();
    stayOnPage();
    const dialog = await openMenu();
    await user.click(section(dialog, 'Services').summary);
    const mdr = within(dialog).getByRole('link', { name: 'MDR' });
    expect(mdr).toHaveAttribute('href', '/services/mdr');
    await user.click(mdr);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when the window grows to the desktop layout, where the menu button is hidden', async () => {
    const desktop = Object.assign(new EventTarget(), { matches: false });
    vi.stubGlobal('matchMedia', (query: string) => {
      expect(query).toBe(DESKTOP_QUERY);
      return desktop;
    });
    const { openMenu } = renderMobileNav();
    await openMenu();
    desktop.matches = true;
    desktop.dispatchEvent(Object.assign(new Event('change'), { matches: true }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
