import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contactFormCopy, jobApplicationFormCopy } from '../../content/forms.ts';
import { renderStatic } from '../../test/render-static.tsx';
import { FormResultPage } from './form-result-page.tsx';

describe('a form result page without JavaScript', () => {
  it('says a sent message was received, in the toast’s words, and what happens next, in the confirmation’s', () => {
    renderStatic(<FormResultPage form="contact" outcome="success" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Form submitted successfully');
    expect(screen.getByText("We've received your message and will contact you shortly.")).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'What happens next' })).toBeInTheDocument();
    for (const step of contactFormCopy.confirmation.next.steps) expect(screen.getByText(step)).toBeInTheDocument();
    expect(
      screen.getByText(
        'Our team reads and answers messages during business hours, Monday to Friday 9:00 AM to 6:00 PM EST.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+1 (212) 555-0147' })).toHaveAttribute('href', 'tel:+12125550147');
    expect(screen.getByRole('link', { name: 'Back to the contact form' })).toHaveAttribute(
      'href',
      '/company/contact#message',
    );
  });

  it('says a sent application was received, and what happens next in the confirmation’s words', () => {
    renderStatic(<FormResultPage form="jobApplications" outcome="success" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Application Submitted');
    expect(screen.getByText("Thank you for applying! We'll be in touch soon.")).toBeInTheDocument();
    for (const step of jobApplicationFormCopy.confirmation.next.steps) {
      expect(screen.getByText(step)).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'contact@ferrumshield.example' })).toHaveAttribute(
      'href',
      'mailto:contact@ferrumshield.example',
    );
  });

  it.each([
    ['newsletter', 'success'],
    ['contact', 'failed'],
    ['jobApplications', 'invalid'],
  ] as const)('promises no next step on the %s form’s %s page', (form, outcome) => {
    renderStatic(<FormResultPage form={form} outcome={outcome} />);
    expect(screen.queryByRole('heading', { level: 2, name: 'What happens next' })).not.toBeInTheDocument();
  });
});
