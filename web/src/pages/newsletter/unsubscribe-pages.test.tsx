import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { brand, howToUnsubscribe, pages, unsubscribeConfirmField } from '@ferrum/shared';
import { privacyPolicy, type LegalSection } from '@ferrum/shared/content/legal';
import { renderStatic } from '../../test/render-static.tsx';
import UnsubscribeConfirmPage from './unsubscribe-confirm-page.tsx';
import UnsubscribeLinkNotValidPage from './unsubscribe-link-not-valid-page.tsx';
import UnsubscribeUnavailablePage from './unsubscribe-unavailable-page.tsx';
import UnsubscribedPage from './unsubscribed-page.tsx';

describe('the confirmation page', () => {
  it('asks first, with an Unsubscribe button that posts back to the link it was opened at', () => {
    renderStatic(<UnsubscribeConfirmPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Leave the newsletter?' })).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Unsubscribe' });
    const form = button.closest('form')!;
    expect(form.getAttribute('method')).toBe('post');
    // No action: the browser posts to the page's own URL, the token in its query included.
    expect(form.hasAttribute('action')).toBe(false);
    expect(within(form).getByDisplayValue(unsubscribeConfirmField.value)).toHaveAttribute(
      'name',
      unsubscribeConfirmField.name,
    );
    expect(screen.getByRole('link', { name: 'Keep my subscription' })).toHaveAttribute('href', pages.blog.path);
  });
});

describe('the result pages', () => {
  it('"You have left the newsletter" says so and leads back to where one subscribes again', () => {
    renderStatic(<UnsubscribedPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'You have left the newsletter' })).toBeInTheDocument();
    expect(screen.getByText(/subscribe again/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the blog' })).toHaveAttribute(
      'href',
      `${pages.blog.path}#blog-newsletter-heading`,
    );
  });

  it('"not valid" says what may have happened and how to reach us', () => {
    renderStatic(<UnsubscribeLinkNotValidPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'This unsubscribe link is not valid' })).toBeInTheDocument();
    expect(screen.getByText(/already used/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', pages.contact.path);
    expect(screen.getByRole('link', { name: brand.email })).toHaveAttribute('href', `mailto:${brand.email}`);
  });

  it('"could not reach our newsletter list" says nothing changed, to try again, and how to reach us', () => {
    renderStatic(<UnsubscribeUnavailablePage />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'We could not reach our newsletter list' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Nothing has changed yet/)).toBeInTheDocument();
    expect(screen.getByText(/open it again in a few minutes/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', pages.contact.path);
    expect(screen.getByRole('link', { name: brand.email })).toHaveAttribute('href', `mailto:${brand.email}`);
  });
});

describe('the privacy page', () => {
  it('says how to unsubscribe, in the words the assistant uses', () => {
    const sections: readonly LegalSection[] = privacyPolicy.sections;
    const paragraphs = sections.flatMap((section) => [...section.paragraphs, ...(section.afterBullets ?? [])]);
    expect(paragraphs).toContain(`To leave the newsletter: ${howToUnsubscribe}`);
  });
});
