/**
 * The contact form says what is wrong with a text before sending, in the shared
 * schemas' words (issue 33: text fields hold text), and sends a name or subject
 * without the invisible characters pasted into it.
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithToaster, stubFetch } from '../../components/forms/form-test-utils.tsx';
import { ContactForm } from './contact-form.tsx';

const field = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}`) });

const filled: Record<string, string> = {
  'First name': 'Ada',
  'Last name': 'Lovelace',
  Email: 'ada@example.com',
  Subject: 'Plant assessment',
  Message: 'We would like a quote for a site assessment.',
};

/** Renders the form and pastes `values` (over a valid message) into it, as a visitor would. */
async function renderFilled(values: Record<string, string>) {
  const api = stubFetch();
  const { user } = renderWithToaster(<ContactForm />);
  for (const [label, value] of Object.entries({ ...filled, ...values })) {
    await user.click(field(label));
    await user.paste(value);
  }
  await user.click(screen.getByRole('button', { name: 'Send Message' }));
  return api;
}

describe('ContactForm text rules', { timeout: 20_000 }, () => {
  it.each([
    ['First name', '1234', 'First name must contain letters'],
    ['Last name', '--', 'Last name must contain letters'],
    ['Company', '42', 'Company must contain letters'],
    ['Subject', 'Invoice \u202Etxt.exe paid', 'Subject must not contain characters that change the text direction'],
    [
      'Message',
      'Please \u2067read this\u2069 backwards',
      'Message must not contain characters that change the text direction',
    ],
    ['Message', 'A pasted \uFFFD character', 'Message contains characters that are not text'],
  ])('shows "%s" = %j as "%s" under the field and sends nothing', async (label, value, message) => {
    const api = await renderFilled({ [label]: value });

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(field(label)).toHaveAccessibleDescription(message);
    expect(field(label)).toHaveFocus();
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it('counts no invisible character: a name of zero-width spaces is too short', async () => {
    const api = await renderFilled({ 'First name': '\u200B\u200B\u200B' });

    expect(await screen.findByRole('alert')).toHaveTextContent('First name must be at least 2 characters');
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it('sends a name and subject without the invisible characters pasted into them', async () => {
    const api = await renderFilled({ 'First name': '\uFEFFAda\u200B', Subject: 'Plant\u00AD assessment\u200E' });

    await waitFor(() => expect(api.fetchMock).toHaveBeenCalledTimes(1));
    expect(api.bodies()[0]).toMatchObject({ firstName: 'Ada', subject: 'Plant assessment' });
  });
});
