import { describe, expect, it } from 'vitest';
import {
  initialSubmissionStatus,
  isSubmissionStatus,
  submissionStatusMeanings,
  submissionStatuses,
} from './submission-status.ts';

describe('submission statuses', () => {
  it('start at new and move through in-progress to done', () => {
    expect(submissionStatuses).toEqual(['new', 'in-progress', 'done']);
    expect(initialSubmissionStatus).toBe(submissionStatuses[0]);
  });

  it('are short lower-case words staff can type into the console without quoting', () => {
    for (const status of submissionStatuses) expect(status).toMatch(/^[a-z]+(-[a-z]+)?$/);
  });

  it('each say what they mean', () => {
    expect(Object.keys(submissionStatusMeanings)).toEqual([...submissionStatuses]);
  });

  it.each([
    ['new', true],
    ['done', true],
    ['New', false],
    ['closed', false],
    [undefined, false],
    [3, false],
  ])('recognises %j as a status: %s', (value, expected) => {
    expect(isSubmissionStatus(value)).toBe(expected);
  });
});
