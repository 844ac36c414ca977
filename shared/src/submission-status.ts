/**
 * Where a contact message or job application stands in review. The handlers
 * write `new`; staff change it in the DynamoDB console, and the tables' status
 * index (`tables.ts`) lists each status newest first. Keep the list short: every
 * value is a word staff type into the console's query form.
 */

/** The review statuses, in the order an item moves through them. */
export const submissionStatuses = [
  /** Arrived, nobody has picked it up yet: the handlers store every item so, and staff are notified. */
  'new',
  /** Someone is on it (replying, scheduling a call, reviewing the application). */
  'in-progress',
  /** Answered, or decided; nothing left to do. */
  'done',
] as const;

export type SubmissionStatus = (typeof submissionStatuses)[number];

/** What a new item is stored with. */
export const initialSubmissionStatus: SubmissionStatus = 'new';

/** One line per status, for the deployment guide and anything that shows the vocabulary to staff. */
export const submissionStatusMeanings: Readonly<Record<SubmissionStatus, string>> = {
  new: 'arrived, nobody has picked it up yet',
  'in-progress': 'someone is on it',
  done: 'answered or decided, nothing left to do',
};

/** Whether `value` is one of the statuses (an item edited by hand in the console may hold anything). */
export function isSubmissionStatus(value: unknown): value is SubmissionStatus {
  return typeof value === 'string' && (submissionStatuses as readonly string[]).includes(value);
}
