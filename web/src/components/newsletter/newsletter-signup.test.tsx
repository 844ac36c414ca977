import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { newsletterFormCopy as copy } from '../../content/forms.ts';
import {
  created,
  findToast,
  jsonAnswer,
  renderWithToaster,
  stubFetch,
  unavailable,
} from '../forms/form-test-utils.tsx';
import { NewsletterSignup } from './newsletter-signup.tsx';

const emailBox = () => screen.getByRole('textbox', { name: 'Email address' });

describe('NewsletterSignup', { timeout: 20_000 }, () => {
  it('has a labelled, required e-mail box, a Subscribe button and a hidden honeypot', () => {
    const { container } = renderWithToaster(<NewsletterSignup source="blog" />);
    expect(emailBox()).toHaveAttribute('type', 'email');
    expect(emailBox()).toBeRequired();
    expect(emailBox()).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
    const honeypot = container.querySelector('input[name="website"]');
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it.each([
    ['empty', ''],
    ['without an at-sign', 'ana.example.com'],
    ['without a domain', 'ana@'],
  ])('shows "Invalid email" for an address %s and sends nothing', async (_case, typed) => {
    const api = stubFetch();
    const { user } = renderWithToaster(<NewsletterSignup source="blog" />);
    if (typed) await user.type(emailBox(), typed);
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await findToast('Invalid email', 'Please enter a valid email address', 'error');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address');
    expect(emailBox()).toHaveAttribute('aria-invalid', 'true');
    expect(emailBox()).toHaveAccessibleDescription('Please enter a valid email address');
    expect(emailBox()).toHaveFocus();
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it('disables the box and the button and reads "Subscribing..." while sending, then clears the box on success', async () => {
    const api = stubFetch();
    const { user } = renderWithToaster(<NewsletterSignup source="blog" />);
    await user.type(emailBox(), '  Ana.Lopez@Example.com ');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    const pending = await screen.findByRole('button', { name: 'Subscribing...' });
    expect(pending).toBeDisabled();
    expect(emailBox()).toBeDisabled();
    expect(api.urls()).toEqual(['/api/newsletter']);
    expect(api.bodies()[0]).toEqual({ email: 'ana.lopez@example.com', source: 'blog', website: '' });

    await act(async () => api.answer(created()));
    await findToast('Successfully subscribed!', 'Thank you for subscribing to our newsletter.', 'success');
    expect(emailBox()).toHaveValue('');
    expect(emailBox()).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  });

  it('sends the source it is placed with', async () => {
    const api = stubFetch();
    const { user } = renderWithToaster(<NewsletterSignup source="academy-signup" submitText="Notify me" />);
    await user.type(emailBox(), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Notify me' }));
    await waitFor(() => expect(api.bodies()[0]).toMatchObject({ source: 'academy-signup' }));
  });

  it('says "Already subscribed" when the API answers 409 ALREADY_SUBSCRIBED, keeping the address', async () => {
    const api = stubFetch();
    const { user } = renderWithToaster(<NewsletterSignup source="blog" />);
    await user.type(emailBox(), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await act(async () =>
      api.answer(
        jsonAnswer(409, { error: { code: 'ALREADY_SUBSCRIBED', message: 'This email is already subscribed.' } }),
      ),
    );
    await findToast('Already subscribed', 'This email is already subscribed to our newsletter', 'error');
    expect(emailBox()).toHaveValue('ana@example.com');
  });

  it.each([
    ['the store is unavailable (503)', (api: ReturnType<typeof stubFetch>) => api.answer(unavailable())],
    ['the network fails', (api: ReturnType<typeof stubFetch>) => api.fail()],
    [
      'the answer is not JSON',
      (api: ReturnType<typeof stubFetch>) => api.answer(new Response('<html>', { status: 502 })),
    ],
  ])('says "Subscription failed" and logs the error when %s', async (_case, settle) => {
    const api = stubFetch();
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderWithToaster(<NewsletterSignup source="blog" />);
    await user.type(emailBox(), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await act(async () => settle(api));
    await findToast(copy.toasts.failed.title, copy.toasts.failed.description, 'error');
    expect(log).toHaveBeenCalled();
    expect(emailBox()).toHaveValue('ana@example.com');
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  });

  it('shows the API field message inline and "Invalid email" when the server rejects the address', async () => {
    const api = stubFetch();
    const { user } = renderWithToaster(<NewsletterSignup source="blog" />);
    await user.type(emailBox(), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await act(async () =>
      api.answer(
        jsonAnswer(400, {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'Invalid',
            fields: { email: 'Please enter a valid email address' },
          },
        }),
      ),
    );
    await findToast('Invalid email', 'Please enter a valid email address', 'error');
    expect(emailBox()).toHaveAttribute('aria-invalid', 'true');
  });
});
