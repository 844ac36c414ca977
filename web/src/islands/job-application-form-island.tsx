/**
 * Island: an opening's application form, in its native dialog on the careers page or on the
 * opening's own page (`placement`; trigger: see island-definitions.ts).
 */
export { JobApplicationForm as default } from '../pages/careers/job-application-form.tsx';
