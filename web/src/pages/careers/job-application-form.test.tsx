import { findJobOpening, type JobOpening } from '@ferrum/shared/content/jobs';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  created,
  findToast,
  jsonAnswer,
  hydrateWithToaster,
  renderWithToaster,
  stubFetch,
  unavailable,
} from '../../components/forms/form-test-utils.tsx';
import { ApplyButton } from './apply-button.tsx';
import { JobApplicationDialog } from './job-application-dialog.tsx';
import { JobApplicationForm } from './job-application-form.tsx';

const job = findJobOpening('senior-ot-security-engineer') as JobOpening;

const applyNow = () => screen.getByRole('button', { name: 'Apply Now: Senior OT Security Engineer' });
const field = (name: string | RegExp) => within(screen.getByRole('dialog')).getByRole('textbox', { name });

/** The careers page's parts for one opening: Apply Now and its dialog, with the form as the island hydrates it. */
const opening = (
  <>
    <ApplyButton job={job} />
    <JobApplicationDialog job={job}>
      <JobApplicationForm jobId={job.id} />
    </JobApplicationDialog>
  </>
);

async function openDialog() {
  const api = stubFetch();
  const view = hydrateWithToaster(opening);
  await view.user.click(applyNow());
  const dialog = await screen.findByRole('dialog');
  return { api, dialog, ...view };
}

/** Pastes each value (typing them key by key is slow and proves nothing more here). */
async function fillApplication(user: ReturnType<typeof renderWithToaster>['user']) {
  const values: [string, string][] = [
    ['Full name', 'Grace Hopper'],
    ['Email', 'Grace@Example.com'],
    ['Phone', '+1 (212) 555-0147'],
    ['LinkedIn profile (optional)', 'linkedin.com/in/grace'],
    ['Cover letter', 'I have built compilers and would like to build twins.'],
  ];
  for (const [label, value] of values) {
    await user.click(field(label));
    await user.paste(value);
  }
}

describe('Apply Now and the application dialog', { timeout: 20_000 }, () => {
  it('renders Apply Now as a button that opens its dialog natively, closed until clicked', () => {
    renderWithToaster(opening);
    expect(applyNow()).toHaveAttribute('aria-haspopup', 'dialog');
    expect(applyNow()).toHaveAttribute('command', 'show-modal');
    expect(applyNow()).toHaveAttribute('commandfor', 'apply-senior-ot-security-engineer');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('posts natively to the API without JavaScript, with the opening as a hidden field', () => {
    renderWithToaster(opening);
    const form = document.querySelector('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/api/job-applications');
    expect(form.querySelector('input[type="hidden"][name="jobId"]')).toHaveValue(job.id);
    for (const name of ['fullName', 'email', 'phone', 'linkedIn', 'coverLetter']) {
      expect(form.querySelector(`[name="${name}"]`)).not.toBeNull();
    }
  });

  it('opens "Apply for {title}" with department, location and type as its description', async () => {
    const { dialog } = await openDialog();
    expect(dialog).toHaveAccessibleName('Apply for Senior OT Security Engineer');
    expect(dialog).toHaveAccessibleDescription('Engineering · New York (in office) · Full-time');
    expect(field('Full name')).toHaveFocus();
    for (const label of ['Full name', 'Email', 'Phone', 'Cover letter']) expect(field(label)).toBeRequired();
    expect(field('LinkedIn profile (optional)')).not.toBeRequired();
    expect(within(dialog).getByRole('button', { name: 'Submit Application' })).toBeEnabled();
  });

  it('closes with Cancel and returns focus to Apply Now', async () => {
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(applyNow()).toHaveFocus();
  });

  it('closes with the close control and with Escape', async () => {
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(applyNow());
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps what was typed when cancelled and reopened', async () => {
    const { user, dialog } = await openDialog();
    await user.type(field('Full name'), 'Grace Hopper');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(applyNow());
    await screen.findByRole('dialog');
    expect(field('Full name')).toHaveValue('Grace Hopper');
  });

  it("shows every required field's message on an empty submit, focuses Full name and sends nothing", async () => {
    const { api, user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Submit Application' }));
    const alerts = await within(dialog).findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      'Name must be at least 2 characters',
      'Please enter a valid email address',
      'Please enter a valid phone number',
      'Cover letter is required',
    ]);
    expect(field('Full name')).toHaveFocus();
    expect(field('Full name')).toHaveAccessibleDescription('Name must be at least 2 characters');
    expect(field('LinkedIn profile (optional)')).not.toHaveAttribute('aria-invalid');
    expect(api.fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it.each([
    ['Full name', 'G', 'Name must be at least 2 characters'],
    ['Email', 'grace@', 'Please enter a valid email address'],
    ['Phone', '555-01', 'Please enter a valid phone number'],
    ['Cover letter', 'Hire me', 'Cover letter is required'],
  ])('rejects %s "%s" with "%s"', async (label, value, message) => {
    const { user, dialog } = await openDialog();
    await fillApplication(user);
    await user.clear(field(label));
    await user.type(field(label), value);
    await user.click(within(dialog).getByRole('button', { name: 'Submit Application' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(field(label)).toHaveFocus();
  });

  it('reads "Submitting..." while sending, then says so and keeps the dialog open on a confirmation', async () => {
    const { api, user, dialog } = await openDialog();
    await fillApplication(user);
    await user.click(within(dialog).getByRole('button', { name: 'Submit Application' }));
    expect(await within(dialog).findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();

    expect(api.urls()).toEqual(['/api/job-applications']);
    expect(api.bodies()[0]).toEqual({
      jobId: 'senior-ot-security-engineer',
      fullName: 'Grace Hopper',
      email: 'grace@example.com',
      phone: '+1 (212) 555-0147',
      linkedIn: 'linkedin.com/in/grace',
      coverLetter: 'I have built compilers and would like to build twins.',
      website: '',
    });

    await act(async () => api.answer(created({ ok: true, id: 'x' })));
    await findToast('Application Submitted', "Thank you for applying! We'll be in touch soon.", 'success');
    const heading = within(dialog).getByRole('heading', { level: 3, name: 'Application sent' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByRole('dialog')).toBe(dialog);
    expect(dialog).toHaveAccessibleName('Apply for Senior OT Security Engineer');
    const box = within(dialog).getByRole('region', { name: 'Application sent' });
    expect(box).toHaveTextContent(
      'Your application for Senior OT Security Engineer is with our team; we will write to you at grace@example.com.',
    );
    expect(box).toHaveTextContent(
      'Our team reads every application and gets in touch by email or phone during business hours, Monday to Friday 9:00 AM to 6:00 PM EST.',
    );
    expect(within(box).getByRole('link', { name: 'contact@ferrumshield.example' })).toHaveAttribute(
      'href',
      'mailto:contact@ferrumshield.example',
    );
    expect(box).not.toHaveTextContent('I have built compilers');
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Submit Application' })).not.toBeInTheDocument();
  });

  it('closes the confirmation with its Close button; Apply Now then opens the empty form again', async () => {
    const { api, user, dialog } = await openDialog();
    await fillApplication(user);
    await user.click(within(dialog).getByRole('button', { name: 'Submit Application' }));
    await act(async () => api.answer(created()));
    const box = await within(dialog).findByRole('region', { name: 'Application sent' });
    await user.click(within(box).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(applyNow()).toHaveFocus();

    await user.click(applyNow());
    await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('region', { name: 'Application sent' })).not.toBeInTheDocument();
    expect(field('Full name')).toHaveValue('');
    expect(field('Cover letter')).toHaveValue('');
  });

  it('"Send another application" brings back the empty form in the dialog with focus in Full name', async () => {
    const { api, user, dialog } = await openDialog();
    await fillApplication(user);
    await user.click(within(dialog).getByRole('button', { name: 'Submit Application' }));
    await act(async () => api.answer(created()));
    await user.click(await within(dialog).findByRole('button', { name: 'Send another application' }));
    expect(within(dialog).queryByRole('region', { name: 'Application sent' })).not.toBeInTheDocument();
    expect(field('Full name')).toHaveFocus();
    expect(field('Phone')).toHaveValue('');
    expect(within(dialog).getByRole('button', { name: 'Submit Application' })).toBeEnabled();
  });

  it.each([
    ['the API answers 503', (api: ReturnType<typeof stubFetch>) => api.answer(unavailable())],
    ['the network fails', (api: ReturnType<typeof stubFetch>) => api.fail()],
  ])('stays open with everything typed and says "Submission Failed" when %s', async (_case, settle) => {
    const { api, user, dialog } = await openDialog();
    await fillApplication(user);
    await user.click(within(dialog).getByRole('button', { name: 'Submit Application' }));
    await act(async () => settle(api));
    await findToast('Submission Failed', 'There was an error submitting your application. Please try again.', 'error');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(within(dialog).queryByRole('region', { name: 'Application sent' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Submission Failed: There was an error submitting your application. Please try again.',
    );
    expect(field('Full name')).toHaveValue('Grace Hopper');
    expect(field('Email')).toHaveValue('Grace@Example.com');
    expect(field('Phone')).toHaveValue('+1 (212) 555-0147');
    expect(field('LinkedIn profile (optional)')).toHaveValue('linkedin.com/in/grace');
    expect(field('Cover letter')).toHaveValue('I have built compilers and would like to build twins.');
    expect(within(dialog).getByRole('button', { name: 'Submit Application' })).toBeEnabled();
  });

  it('reuses the idempotency key when the same application is retried after a failure', async () => {
    const { api, user, dialog } = await openDialog();
    await fillApplication(user);
    await user.click(within(dialog).getByRole('button', { name: 'Submit Application' }));
    await act(async () => api.answer(unavailable()));
    await user.click(await within(dialog).findByRole('button', { name: 'Submit Application' }));
    await act(async () => api.answer(created()));
    await within(dialog).findByRole('region', { name: 'Application sent' });
    const [first, retry] = api.idempotencyKeys();
    expect(retry).toBe(first);
  });

  it("puts the API's field messages on the fields and focuses the first", async () => {
    const { api, user, dialog } = await openDialog();
    await fillApplication(user);
    await user.click(within(dialog).getByRole('button', { name: 'Submit Application' }));
    await act(async () =>
      api.answer(
        jsonAnswer(400, {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'Some fields are invalid.',
            fields: { phone: 'Please enter a valid phone number' },
          },
        }),
      ),
    );
    await waitFor(() => expect(field('Phone')).toHaveFocus());
    expect(field('Phone')).toHaveAccessibleDescription('Please enter a valid phone number');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
