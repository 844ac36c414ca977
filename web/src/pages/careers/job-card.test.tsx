import { jobOpenings } from '@ferrum/shared/content/jobs';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderStatic } from '../../test/render-static.tsx';
import { JobCard } from './job-card.tsx';

describe('an opening’s card on the careers page', () => {
  it.each(jobOpenings.map((job) => [job.title, job] as const))(
    '%s: its title links to the opening’s own page, and Apply Now still opens the dialog',
    (title, job) => {
      renderStatic(<JobCard job={job} />);
      const heading = screen.getByRole('heading', { level: 3, name: title });
      expect(within(heading).getByRole('link', { name: title })).toHaveAttribute('href', `/company/careers/${job.id}`);
      const applyNow = screen.getByRole('button', { name: `Apply Now: ${title}` });
      expect(applyNow).toHaveAttribute('command', 'show-modal');
      expect(applyNow).toHaveAttribute('commandfor', `apply-${job.id}`);
    },
  );
});
