import { act, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { describe, expect, it } from 'vitest';
import {
  created,
  findToast,
  jsonAnswer,
  renderWithToaster,
  stubFetch,
  unavailable,
} from '../../components/forms/form-test-utils.tsx';
import { contactLimits } from '@ferrum/shared/schemas/contact-limits';
import { ContactForm } from './contact-form.tsx';
import { fillContactForm } from '../../enhancements/contact-draft.ts';
import { contactFormAttribute, saveContactDraft } from '../../lib/contact-draft.ts';

const field = (name: string | RegExp) => screen.getByRole('textbox', { name });
const sendButton = () => screen.getByRole('button', { name: 'Send Message' });
const confirmation = () => screen.getByRole('region', { name: 'Message sent' });
const sendAnother = () => screen.getByRole('button', { name: 'Send another message' });
const successToast = () =>
  findToast('Form submitted successfully', "We've received your message and will contact you shortly.", 'success');

const filled = {
  'First name': 'Ada',
  'Last name': 'Lovelace',
  Email: 'Ada@Example.com',
  Company: 'Analytical Engines',
  Subject: 'Plant assessment',
  Message: 'We would like a quote for a site assessment.',
};

async function fill(user: ReturnType<typeof renderWithToaster>['user'], values: Partial<typeof filled> = filled) {
  // Pasted: typing each value key by key is slow and proves nothing more here.
  for (const [label, value] of Object.entries(values)) {
    await user.clear(field(new RegExp(`^${label}`)));
    if (value) {
      await user.click(field(new RegExp(`^${label}`)));
      await user.paste(value);
    }
  }
}

function renderForm() {
  const api = stubFetch();
  return { api, ...renderWithToaster(<ContactForm />) };
}

describe('ContactForm', { timeout: 20_000 }, () => {
  it('ties a label to every field and marks the required ones', () => {
    renderForm();
    for (const label of ['First name', 'Last name', 'Email', 'Subject', 'Message']) {
      expect(field(label)).toBeRequired();
    }
    expect(field('Company (optional)')).not.toBeRequired();
    expect(field(/^Message/).tagName).toBe('TEXTAREA');
    expect(field(/^Email/)).toHaveAttribute('type', 'email');
  });

  it("shows the five required fields' messages on an empty submit, focuses First name and sends nothing", async () => {
    const { api, user } = renderForm();
    await user.click(sendButton());
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      'First name must be at least 2 characters',
      'Last name must be at least 2 characters',
      'Please enter a valid email address',
      'Subject must be at least 5 characters',
      'Message must be at least 10 characters',
    ]);
    expect(field(/^First name/)).toHaveFocus();
    expect(field(/^First name/)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/^First name/)).toHaveAccessibleDescription('First name must be at least 2 characters');
    expect(field('Company (optional)')).not.toHaveAttribute('aria-invalid');
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    ['First name', 'A', 'First name must be at least 2 characters'],
    ['First name', '  A  ', 'First name must be at least 2 characters'],
    ['Last name', 'L', 'Last name must be at least 2 characters'],
    ['Email', 'ada.example.com', 'Please enter a valid email address'],
    ['Email', 'ada@example', 'Please enter a valid email address'],
    ['Subject', 'Help', 'Subject must be at least 5 characters'],
    ['Message', 'Too short', 'Message must be at least 10 characters'],
  ])('rejects %s "%s" with "%s"', async (label, value, message) => {
    const { api, user } = renderForm();
    await fill(user, { ...filled, [label]: value });
    await user.click(sendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(field(new RegExp(`^${label}`))).toHaveFocus();
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it('accepts values exactly at the minimum lengths and an empty company', async () => {
    const { api, user } = renderForm();
    await fill(user, {
      ...filled,
      'First name': 'Al',
      'Last name': 'Li',
      Company: '',
      Subject: 'Hello',
      Message: '0123456789',
    });
    await user.click(sendButton());
    await waitFor(() => expect(api.fetchMock).toHaveBeenCalledTimes(1));
  });

  it('validates on submit only, then re-validates on every change', async () => {
    const { user } = renderForm();
    await user.type(field(/^First name/), 'A');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(sendButton());
    expect(await screen.findByText('First name must be at least 2 characters')).toBeInTheDocument();
    await user.type(field(/^First name/), 'd');
    await waitFor(() => expect(screen.queryByText('First name must be at least 2 characters')).not.toBeInTheDocument());
    await user.clear(field(/^First name/));
    expect(await screen.findByText('First name must be at least 2 characters')).toBeInTheDocument();
  });

  it('reads "Sending..." and is disabled while sending, then toasts and leaves a confirmation in the form’s place', async () => {
    const { api, user } = renderForm();
    await fill(user);
    await user.click(sendButton());
    const pending = await screen.findByRole('button', { name: 'Sending...' });
    expect(pending).toBeDisabled();
    expect(field(/^Message/)).toBeDisabled();

    expect(api.urls()).toEqual(['/api/contact']);
    const [body] = api.bodies();
    expect(body).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      company: 'Analytical Engines',
      subject: 'Plant assessment',
      message: 'We would like a quote for a site assessment.',
      website: '',
    });
    const [key] = api.idempotencyKeys();
    expect(key).toMatch(/^[0-9a-f-]{36}$/);

    await act(async () => api.answer(created({ ok: true, id: key })));
    await successToast();
    const heading = screen.getByRole('heading', { name: 'Message sent' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(heading).toHaveAccessibleDescription(
      'We have your message “Plant assessment” and will answer at ada@example.com.',
    );
    // The form gives way to the confirmation: no field or Send Message is left to press again by mistake.
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send Message' })).not.toBeInTheDocument();
  });

  it('says what was sent and what happens next, never the message itself, and stays after the toast', async () => {
    const { api, user } = renderForm();
    await fill(user);
    await user.click(sendButton());
    await act(async () => api.answer(created()));
    await successToast();
    const box = confirmation();
    expect(within(box).getByRole('heading', { level: 3, name: 'Message sent' })).toBeInTheDocument();
    expect(box).toHaveTextContent('We have your message “Plant assessment” and will answer at ada@example.com.');
    expect(box).toHaveTextContent(
      'Our team reads and answers messages during business hours, Monday to Friday 9:00 AM to 6:00 PM EST.',
    );
    expect(box).toHaveTextContent(
      'For an incident in progress, don’t wait for our answer: our emergency line is open 24/7 at +1 (212) 555-0147.',
    );
    expect(within(box).getByRole('link', { name: '+1 (212) 555-0147' })).toHaveAttribute('href', 'tel:+12125550147');
    expect(box).not.toHaveTextContent('We would like a quote for a site assessment.');
    // The toast goes; the confirmation does not.
    act(() => toast.dismiss());
    await waitFor(() => expect(screen.queryByText('Form submitted successfully')).not.toBeInTheDocument());
    expect(confirmation()).toBeInTheDocument();
  });

  it('"Send another message" brings back the empty form with focus in First name', async () => {
    const { api, user } = renderForm();
    await fill(user);
    await user.click(sendButton());
    await act(async () => api.answer(created()));
    await user.click(await screen.findByRole('button', { name: 'Send another message' }));
    expect(screen.queryByRole('region', { name: 'Message sent' })).not.toBeInTheDocument();
    expect(field(/^First name/)).toHaveFocus();
    for (const label of ['First name', 'Last name', 'Email', 'Company', 'Subject', 'Message']) {
      expect(field(new RegExp(`^${label}`))).toHaveValue('');
    }
    expect(sendButton()).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('brings the form back, filled, when the chat hands a message over while the confirmation shows', async () => {
    const { api, user } = renderForm();
    await fill(user);
    await user.click(sendButton());
    await act(async () => api.answer(created()));
    await screen.findByRole('region', { name: 'Message sent' });
    saveContactDraft({ subject: 'Demo request: Cyber Digital Twin', message: 'Hello, a demo?', source: 'assistant' });
    act(() => {
      fillContactForm(document.querySelector<HTMLFormElement>(`form[${contactFormAttribute}]`));
    });
    expect(screen.queryByRole('region', { name: 'Message sent' })).not.toBeInTheDocument();
    expect(field(/^Subject/)).toHaveValue('Demo request: Cyber Digital Twin');
    expect(field(/^First name/)).toHaveValue('');
  });

  it('takes a call to action’s subject and first line, within the contact schema’s maxima, and sends them without a source', async () => {
    const subject = `Choose Plan: ${'x'.repeat(contactLimits.subjectMax)}`;
    history.replaceState(null, '', `/company/contact?subject=${encodeURIComponent(subject)}&message=Hello#message`);
    const { api, user } = renderForm();
    expect(fillContactForm(document.querySelector<HTMLFormElement>(`form[${contactFormAttribute}]`), location)).toBe(
      true,
    );
    history.replaceState(null, '', '/');
    expect(field(/^Subject/)).toHaveValue(subject.slice(0, contactLimits.subjectMax));
    expect(field(/^Message/)).toHaveValue('Hello');
    await fill(user, { 'First name': 'Ada', 'Last name': 'Lovelace', Email: 'ada@example.com' });
    await user.click(field(/^Message/));
    await user.keyboard(', we run three plants.');
    await user.click(sendButton());
    await waitFor(() => expect(api.bodies()).toHaveLength(1));
    expect(api.bodies()[0]).toMatchObject({
      subject: subject.slice(0, contactLimits.subjectMax),
      message: 'Hello, we run three plants.',
    });
    expect(api.bodies()[0]).not.toHaveProperty('source');
  });

  it('sends a message the assistant handed over with its source, as the visitor edited it, and forgets the source after', async () => {
    saveContactDraft({
      subject: 'Demo request: Cyber Digital Twin',
      message: 'Hello, I was asking:\n\n- a demo?',
      source: 'assistant',
    });
    const { api, user } = renderForm();
    expect(fillContactForm(document.querySelector<HTMLFormElement>(`form[${contactFormAttribute}]`))).toBe(true);
    expect(field(/^Subject/)).toHaveValue('Demo request: Cyber Digital Twin');
    expect(field(/^Message/)).toHaveValue('Hello, I was asking:\n\n- a demo?');
    await fill(user, { 'First name': 'Ada', 'Last name': 'Lovelace', Email: 'ada@example.com' });
    await user.click(field(/^Message/));
    await user.keyboard(' Two sites.');
    await user.click(sendButton());
    await waitFor(() => expect(api.bodies()).toHaveLength(1));
    expect(api.bodies()[0]).toMatchObject({
      subject: 'Demo request: Cyber Digital Twin',
      message: 'Hello, I was asking:\n\n- a demo? Two sites.',
      source: 'assistant',
    });
    await act(async () => api.answer(created({ ok: true, id: api.idempotencyKeys()[0] })));
    await successToast();
    // The next message from this form is the contact page's own.
    await user.click(sendAnother());
    await fill(user);
    await user.click(sendButton());
    await waitFor(() => expect(api.bodies()).toHaveLength(2));
    expect(api.bodies()[1]).not.toHaveProperty('source');
  });

  it.each([
    ['the API answers 503', (api: ReturnType<typeof stubFetch>) => api.answer(unavailable())],
    ['the network fails', (api: ReturnType<typeof stubFetch>) => api.fail()],
    [
      'the API answers 500 without a body',
      (api: ReturnType<typeof stubFetch>) => api.answer(new Response(null, { status: 500 })),
    ],
  ])('keeps everything typed and says "Something went wrong" when %s', async (_case, settle) => {
    const { api, user } = renderForm();
    await fill(user);
    await user.click(sendButton());
    await act(async () => settle(api));
    await findToast('Something went wrong', 'Your message was not sent. Please try again.', 'error');
    expect(screen.queryByRole('region', { name: 'Message sent' })).not.toBeInTheDocument();
    expect(field(/^First name/)).toHaveValue('Ada');
    expect(field(/^Last name/)).toHaveValue('Lovelace');
    expect(field(/^Email/)).toHaveValue('Ada@Example.com');
    expect(field(/^Company/)).toHaveValue('Analytical Engines');
    expect(field(/^Subject/)).toHaveValue('Plant assessment');
    expect(field(/^Message/)).toHaveValue('We would like a quote for a site assessment.');
    expect(sendButton()).toBeEnabled();
  });

  it('reuses the idempotency key when the same message is retried after a failure, and makes a new one after a success', async () => {
    const { api, user } = renderForm();
    await fill(user);
    await user.click(sendButton());
    await act(async () => api.fail());
    await user.click(await screen.findByRole('button', { name: 'Send Message' }));
    await act(async () => api.answer(created()));
    await successToast();

    await user.click(sendAnother());
    await fill(user);
    await user.click(sendButton());
    await waitFor(() => expect(api.fetchMock).toHaveBeenCalledTimes(3));
    const [first, retry, next] = api.idempotencyKeys();
    expect(retry).toBe(first);
    expect(next).not.toBe(first);
  });

  it('keeps what was typed when the API refuses a reused key (422), and sends it again under a new key', async () => {
    const { api, user } = renderForm();
    await fill(user);
    await user.click(sendButton());
    const reused = { code: 'IDEMPOTENCY_KEY_REUSED', message: 'This Idempotency-Key was already used.' };
    await act(async () => api.answer(jsonAnswer(422, { error: reused })));
    await findToast('Something went wrong', 'Your message was not sent. Please try again.', 'error');
    expect(field(/^Message/)).toHaveValue('We would like a quote for a site assessment.');
    await user.click(await screen.findByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(api.fetchMock).toHaveBeenCalledTimes(2));
    const [first, second] = api.idempotencyKeys();
    expect(second).not.toBe(first);
  });

  it('uses a new idempotency key when the message was edited after a failure', async () => {
    const { api, user } = renderForm();
    await fill(user);
    await user.click(sendButton());
    await act(async () => api.answer(unavailable()));
    await user.type(field(/^Message/), ' Thanks!');
    await user.click(await screen.findByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(api.fetchMock).toHaveBeenCalledTimes(2));
    const [first, edited] = api.idempotencyKeys();
    expect(edited).not.toBe(first);
  });

  it("puts the API's field messages on the fields when it answers 400 with fields", async () => {
    const { api, user } = renderForm();
    await fill(user);
    await user.click(sendButton());
    await act(async () =>
      api.answer(
        jsonAnswer(400, {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'Some fields are invalid.',
            fields: {
              subject: 'Subject must be at most 200 characters',
              idempotencyKey: 'Idempotency key must be a UUID',
            },
          },
        }),
      ),
    );
    await findToast('Something went wrong', 'Your message was not sent. Please try again.', 'error');
    expect(field(/^Subject/)).toHaveAccessibleDescription('Subject must be at most 200 characters');
    expect(field(/^Subject/)).toHaveFocus();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });
});
