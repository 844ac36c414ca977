import { jobOpeningPath } from '@ferrum/shared';
import { findJobOpening, jobOpenings, type JobOpening } from '@ferrum/shared/content/jobs';
import { act, screen, waitFor, within } from '@testing-library/react';
import { onTestFinished, describe, expect, it } from 'vitest';
import {
  created,
  findToast,
  hydrateWithToaster,
  stubFetch,
  unavailable,
} from '../../components/forms/form-test-utils.tsx';
import { renderPath } from '../../entry-server.tsx';
import { JobApplicationForm } from './job-application-form.tsx';

/** The page exactly as the build prerenders it (static HTML, the form island rendered inside it). */
async function openPrerendered(path: string) {
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = await renderPath(path);
  onTestFinished(() => container.remove());
  return container;
}

const main = (container: HTMLElement) => within(container.querySelector('main') ?? container);

describe('an opening’s own page', { timeout: 20_000 }, () => {
  it.each(jobOpenings.map((job) => [job.title, job] as const))(
    '%s: title, department, location, type and the full description',
    async (_title, job: JobOpening) => {
      const page = main(await openPrerendered(jobOpeningPath(job.id)));
      expect(page.getByRole('heading', { level: 1, name: job.title })).toBeInTheDocument();
      expect(page.getByText(job.department, { exact: true })).toBeInTheDocument();
      expect(page.getByText(job.location, { exact: true })).toBeInTheDocument();
      expect(page.getByText(job.type, { exact: true })).toBeInTheDocument();
      expect(page.getByText(job.description)).toBeInTheDocument();
      for (const paragraph of job.intro) expect(page.getByText(paragraph)).toBeInTheDocument();

      const lists: [string, readonly string[]][] = [
        ['What You Will Do', job.responsibilities],
        ['What You Bring', job.requirements],
        ['Nice to Have', job.niceToHave ?? []],
      ];
      for (const [heading, items] of lists) {
        if (items.length === 0) continue;
        const section = page.getByRole('region', { name: heading });
        expect(
          within(section)
            .getAllByRole('listitem')
            .map((item) => item.textContent),
        ).toEqual(items);
      }
      const offer = page.getByRole('region', { name: 'What We Offer' });
      for (const item of job.offer) expect(within(offer).getByText(item)).toBeInTheDocument();
      // The benefits every role shares come from the careers page, not from each opening.
      expect(within(offer).getByText('Health Coverage')).toBeInTheDocument();
    },
  );

  it('shows the breadcrumbs Careers › the opening, like the industry pages', async () => {
    const page = main(await openPrerendered(jobOpeningPath('ics-security-consultant')));
    const breadcrumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumbs).getByRole('link', { name: 'Careers' })).toHaveAttribute('href', '/company/careers');
    expect(within(breadcrumbs).getByText('ICS Security Consultant')).toHaveAttribute('aria-current', 'page');
  });

  it('states the pay range and the posting date', async () => {
    const page = main(await openPrerendered(jobOpeningPath('digital-twin-developer')));
    expect(page.getAllByText('$150,000 – $185,000 a year').length).toBeGreaterThan(0);
    expect(page.getByText('October 27, 2026')).toHaveAttribute('datetime', '2026-10-27');
  });

  it('holds the application form for this opening, which posts natively without JavaScript', async () => {
    const page = main(await openPrerendered(jobOpeningPath('account-executive')));
    const apply = page.getByRole('region', { name: 'Apply for Account Executive' });
    expect(page.getByRole('link', { name: 'Apply Now' })).toHaveAttribute('href', '#apply');
    expect(apply).toHaveAttribute('id', 'apply');
    const form = apply.querySelector('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/api/job-applications');
    expect(form.querySelector('input[type="hidden"][name="jobId"]')).toHaveValue('account-executive');
    for (const label of ['Full name', 'Email', 'Phone', 'Cover letter']) {
      expect(within(apply).getByRole('textbox', { name: label })).toBeRequired();
    }
    expect(within(apply).getByRole('button', { name: 'Submit Application' })).toHaveAttribute('type', 'submit');
    // No dialog here: nothing to cancel or close, and nothing grabs focus (or scrolls) on load.
    expect(within(apply).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    expect(within(apply).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    expect(apply.querySelector('[autofocus]')).toBeNull();
    expect(document.querySelector('dialog[id^="apply-"]')).toBeNull();
  });

  it('is the not-found page for a slug that names no opening', async () => {
    const page = main(await openPrerendered(jobOpeningPath('chief-hacking-officer')));
    expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeInTheDocument();
    expect(page.queryByRole('textbox')).not.toBeInTheDocument();
  });
});

describe('the application form on an opening’s page', { timeout: 20_000 }, () => {
  const job = findJobOpening('embedded-systems-security-researcher')!;
  const field = (name: string) => screen.getByRole('textbox', { name });
  const submit = () => screen.getByRole('button', { name: 'Submit Application' });

  async function fill(user: ReturnType<typeof hydrateWithToaster>['user']) {
    for (const [label, value] of [
      ['Full name', 'Barnaby Jack'],
      ['Email', 'Barnaby@Example.com'],
      ['Phone', '+1 (212) 555-0147'],
      ['Cover letter', 'I have taken apart more PLCs than I have put back together.'],
    ]) {
      await user.click(field(label!));
      await user.paste(value!);
    }
  }

  it('sends this opening with the same messages as the dialog, then says so in the form’s place until asked for another', async () => {
    const api = stubFetch();
    const { user } = hydrateWithToaster(<JobApplicationForm jobId={job.id} placement="page" />);
    await fill(user);
    await user.click(submit());
    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    expect(api.urls()).toEqual(['/api/job-applications']);
    expect(api.bodies()[0]).toMatchObject({ jobId: job.id, fullName: 'Barnaby Jack', email: 'barnaby@example.com' });
    await act(async () => api.answer(created({ ok: true, id: 'x' })));
    await findToast('Application Submitted', "Thank you for applying! We'll be in touch soon.", 'success');
    const heading = screen.getByRole('heading', { level: 3, name: 'Application sent' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByRole('region', { name: 'Application sent' })).toHaveTextContent(
      `Your application for ${job.title} is with our team; we will write to you at barnaby@example.com.`,
    );
    // The page has no dialog to close.
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send another application' }));
    expect(field('Full name')).toHaveFocus();
    expect(field('Full name')).toHaveValue('');
    expect(field('Cover letter')).toHaveValue('');
  });

  it('shows the required-field messages on an empty submit and sends nothing', async () => {
    const api = stubFetch();
    const { user } = hydrateWithToaster(<JobApplicationForm jobId={job.id} placement="page" />);
    await user.click(submit());
    expect((await screen.findAllByRole('alert')).map((alert) => alert.textContent)).toEqual([
      'Name must be at least 2 characters',
      'Please enter a valid email address',
      'Please enter a valid phone number',
      'Cover letter is required',
    ]);
    expect(field('Full name')).toHaveFocus();
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it('keeps everything typed and says "Submission Failed" when the API is unavailable', async () => {
    const api = stubFetch();
    const { user } = hydrateWithToaster(<JobApplicationForm jobId={job.id} placement="page" />);
    await fill(user);
    await user.click(submit());
    await act(async () => api.answer(unavailable()));
    await findToast('Submission Failed', 'There was an error submitting your application. Please try again.', 'error');
    expect(field('Full name')).toHaveValue('Barnaby Jack');
    expect(field('Cover letter')).toHaveValue('I have taken apart more PLCs than I have put back together.');
    expect(submit()).toBeEnabled();
  });
});
