import { fireEvent, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { brand } from '@ferrum/shared';
import { enhanceHeaderScroll } from '../../enhancements/header-scroll.ts';
import { renderStatic } from '../../test/render-static.tsx';
import { SiteHeader } from './site-header.tsx';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  fireEvent.scroll(window);
}

afterEach(() => {
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  vi.restoreAllMocks();
});

function renderHeader() {
  renderStatic(
    <MemoryRouter>
      <SiteHeader />
    </MemoryRouter>,
  );
  return screen.getByRole('banner');
}

describe('SiteHeader', () => {
  it('holds the logo, the main menu, Get Started and the small-screen menu button', () => {
    renderHeader();
    expect(screen.getByRole('link', { name: brand.company })).toHaveAttribute('href', '/');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/company/contact');
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
  });

  it('is transparent in the HTML, whatever the scroll position', () => {
    scrollTo(500);
    expect(renderHeader()).not.toHaveAttribute('data-opaque');
  });
});

/** Whether the browser claims CSS scroll-driven animations (jsdom 31's CSS.supports says yes, though it animates nothing). */
function scrollDrivenAnimations(supported: boolean) {
  vi.spyOn(CSS, 'supports').mockImplementation((condition: string) =>
    condition === 'animation-timeline: scroll()' ? supported : false,
  );
}

describe('the header scroll script', () => {
  it('where CSS cannot, turns the header opaque after scrolling 11px but not 10px, and clear again at the top', () => {
    scrollDrivenAnimations(false);
    const banner = renderHeader();
    enhanceHeaderScroll(banner, window);
    expect(banner).not.toHaveAttribute('data-opaque');
    scrollTo(10);
    expect(banner).not.toHaveAttribute('data-opaque');
    scrollTo(11);
    expect(banner).toHaveAttribute('data-opaque');
    scrollTo(0);
    expect(banner).not.toHaveAttribute('data-opaque');
  });

  it('makes the header opaque at once on a page opened scrolled down (a reload keeps the position)', () => {
    scrollDrivenAnimations(false);
    const banner = renderHeader();
    Object.defineProperty(window, 'scrollY', { value: 400, configurable: true });
    enhanceHeaderScroll(banner, window);
    expect(banner).toHaveAttribute('data-opaque');
  });

  it('leaves the header to CSS where the browser has scroll-driven animations', () => {
    scrollDrivenAnimations(true);
    const banner = renderHeader();
    enhanceHeaderScroll(banner, window);
    scrollTo(500);
    expect(banner).not.toHaveAttribute('data-opaque');
  });
});
