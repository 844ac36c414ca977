import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { MobileNav } from './mobile-nav.tsx';
import { InRouter } from './test-router.tsx';

afterEach(cleanup);

function renderMobileNav() {
  const user = userEvent.setup();
  render(<InRouter ui={<MobileNav />} />);
  const menuButton = screen.getByRole('button', { name: 'Open menu' });
  const openMenu = async () => {
    await user.click(menuButton);
    return screen.getByRole('dialog', { name: 'Menu' });
  };
  return { user, menuButton, openMenu };
}

describe('MobileNav', () => {
  it('the menu button opens a full-screen menu dialog, moves focus into it and locks page scroll', async () => {
    const { menuButton, openMenu } = renderMobileNav();
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    const dialog = await openMenu();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    expect(menuButton).toHaveAttribute('aria-controls', dialog.id);
    expect(within(dialog).getByRole('button', { name: 'Close menu' })).toHaveFocus();
    expect(document.documentElement.style.overflow).toBe('hidden');
  });

  it('Close menu closes the dialog, unlocks scroll and returns focus to the menu button', async () => {
    const { user, menuButton, openMenu } = renderMobileNav();
    const dialog = await openMenu();
    await user.click(within(dialog).getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton).toHaveFocus();
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('Escape closes the dialog and returns focus to the menu button', async () => {
    const { user, menuButton, openMenu } = renderMobileNav();
    await openMenu();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(menuButton).toHaveFocus();
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('each menu is a collapsible section, with nested items under their parent', async () => {
    const { user, openMenu } = renderMobileNav();
    const dialog = await openMenu();
    const products = within(dialog).getByRole('button', { name: 'Products' });
    expect(products).toHaveAttribute('aria-expanded', 'false');
    expect(within(dialog).queryByRole('link', { name: 'Software' })).not.toBeInTheDocument();

    await user.click(products);
    expect(products).toHaveAttribute('aria-expanded', 'true');
    expect(within(dialog).getByRole('link', { name: 'Software' })).toHaveAttribute('href', '/products/software');
    expect(within(dialog).getByRole('link', { name: 'Cyber Digital Twin' })).toHaveAttribute(
      'href',
      '/products/cyber-digital-twin',
    );

    const industries = within(dialog).getByRole('button', { name: 'Industries' });
    await user.click(industries);
    expect(within(dialog).queryByRole('link', { name: 'Software' })).not.toBeInTheDocument();
    const section = document.getElementById(industries.getAttribute('aria-controls')!)!;
    expect(within(section).getAllByRole('link')).toHaveLength(10);
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

  it('following a link closes the menu and unlocks scroll', async () => {
    const { user, openMenu } = renderMobileNav();
    const dialog = await openMenu();
    await user.click(within(dialog).getByRole('button', { name: 'Services' }));
    await user.click(within(dialog).getByRole('link', { name: 'MDR' }));
    expect(screen.getByRole('status', { name: 'Current path' })).toHaveTextContent('/services/mdr');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.documentElement.style.overflow).toBe('');
  });
});
