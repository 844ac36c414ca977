import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { SiteHeader } from './site-header.tsx';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  act(() => {
    fireEvent.scroll(window);
  });
}

afterEach(() => {
  cleanup();
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

const header = (
  <MemoryRouter>
    <SiteHeader />
  </MemoryRouter>
);

describe('SiteHeader', () => {
  it('turns opaque after scrolling 11px but not 10px, and clear again at the top', () => {
    render(header);
    const banner = screen.getByRole('banner');
    expect(banner).not.toHaveAttribute('data-opaque');
    scrollTo(10);
    expect(banner).not.toHaveAttribute('data-opaque');
    scrollTo(11);
    expect(banner).toHaveAttribute('data-opaque');
    scrollTo(0);
    expect(banner).not.toHaveAttribute('data-opaque');
  });

  it('renders transparent on the server whatever the scroll position', () => {
    Object.defineProperty(window, 'scrollY', { value: 500, configurable: true });
    expect(renderToString(header)).not.toContain('data-opaque');
  });

  it('holds the logo, the main menu, Get Started and the small-screen menu button', () => {
    render(header);
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/company/contact');
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
  });
});
