import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { pages } from '@ferrum/shared';
import { SiteFooter } from './site-footer.tsx';

describe('site footer', () => {
  it('links the privacy policy, the terms and Report a Vulnerability', () => {
    render(<SiteFooter />);
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', pages.privacy.path);
    expect(footer.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', pages.terms.path);
    expect(footer.getByRole('link', { name: 'Report a Vulnerability' })).toHaveAttribute('href', '/security');
  });
});
