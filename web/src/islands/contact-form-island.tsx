/** Island: the contact page's "Send Us a Message" form (trigger: see island-definitions.ts). */
export { ContactForm as default } from '../pages/contact/contact-form.tsx';
