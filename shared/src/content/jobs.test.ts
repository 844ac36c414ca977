import { describe, expect, it } from 'vitest';
import { allFormResultPaths } from '../form-results.ts';
import { allPages, jobOpeningPath, pageMetaFor, routedPagePaths } from '../pages.ts';
import { toMetaDescription } from '../text.ts';
import { brand } from '../brand.ts';
import { jobDepartments } from './job-directory.ts';
import { jobOpenings, type JobOpening } from './jobs.ts';

/** True when `text` is a real calendar day written as YYYY-MM-DD (not 2027-02-30). */
function isIsoCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

const openings: readonly JobOpening[] = jobOpenings;

describe('job openings', () => {
  it('gives every opening a title and a department, at the office its job posting data names', () => {
    expect(openings.length).toBeGreaterThan(0);
    for (const job of openings) {
      expect(job.title.trim(), job.id).not.toBe('');
      expect(jobDepartments).toContain(job.department);
      // The JobPosting data gives every opening the brand's address (web/src/app/structured-data.ts).
      expect(job.location, job.id).toContain(brand.address.city);
    }
  });

  it.each(openings.map((job) => [job.id, job] as const))(
    '%s has its own page in the page table, titled by the opening, described from its content',
    (id, job) => {
      expect(pageMetaFor(jobOpeningPath(id))).toEqual({
        path: `/company/careers/${id}`,
        title: job.title,
        description: toMetaDescription(job.description),
      });
    },
  );

  it('gives every opening a URL-safe slug that no other page or result page uses', () => {
    const otherPaths = [
      ...allPages().filter((page) => !openings.some((job) => jobOpeningPath(job.id) === page.path)),
      ...allFormResultPaths().map((path) => ({ path })),
    ].map((page) => page.path);
    for (const job of openings) {
      expect(job.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(otherPaths).not.toContain(jobOpeningPath(job.id));
    }
    const routed = routedPagePaths();
    expect(new Set(routed).size).toBe(routed.length);
  });

  it.each(openings.map((job) => [job.id, job] as const))(
    '%s has real ISO 8601 dates, and applications close after the opening was posted',
    (_id, job) => {
      expect(isIsoCalendarDate(job.datePosted), job.datePosted).toBe(true);
      expect(isIsoCalendarDate(job.validThrough), job.validThrough).toBe(true);
      expect(job.validThrough > job.datePosted).toBe(true);
    },
  );

  it.each(openings.map((job) => [job.id, job] as const))(
    '%s has an intro, responsibilities, requirements, what we offer and a pay range',
    (_id, job) => {
      for (const list of [job.intro, job.responsibilities, job.requirements, job.offer, job.niceToHave ?? ['-']]) {
        expect(list.length).toBeGreaterThan(0);
        for (const text of list) expect(text.trim()).toBe(text);
        for (const text of list) expect(text.length).toBeGreaterThan(0);
      }
      expect(job.responsibilities.length).toBeGreaterThanOrEqual(3);
      expect(job.requirements.length).toBeGreaterThanOrEqual(3);
      expect(job.baseSalary.min).toBeGreaterThan(0);
      expect(job.baseSalary.max).toBeGreaterThan(job.baseSalary.min);
    },
  );

  it('never repeats an opening’s id, title or description', () => {
    for (const key of ['id', 'title', 'description'] as const) {
      const values = openings.map((job) => job[key]);
      expect(new Set(values).size, key).toBe(values.length);
    }
  });
});
