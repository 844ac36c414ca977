/** Island: an opening's application form, inside its native dialog (trigger: see island-definitions.ts). */
export { JobApplicationForm as default } from '../pages/careers/job-application-form.tsx';
