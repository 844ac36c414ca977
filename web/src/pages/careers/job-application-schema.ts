/**
 * The form's view of the API's job-application schema: the same rules and
 * messages, without the job id, which the form adds when sending.
 */
import { jobApplicationFormSchema } from '@ferrum/shared';
import type { z } from 'zod';

export { jobApplicationFormSchema };

/** What the inputs hold. */
export type JobApplicationFormInput = z.input<typeof jobApplicationFormSchema>;
/** What is sent: trimmed, e-mail lower-cased. */
export type JobApplicationFormValues = z.output<typeof jobApplicationFormSchema>;

/** The fields the visitor sees, in page order (server messages land on these). */
export const jobApplicationFields = ['fullName', 'email', 'phone', 'linkedIn', 'coverLetter'] as const;

export const emptyJobApplication: JobApplicationFormInput = {
  fullName: '',
  email: '',
  phone: '',
  linkedIn: '',
  coverLetter: '',
  website: '',
};
