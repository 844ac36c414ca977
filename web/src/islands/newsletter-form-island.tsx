/** Island: the newsletter form (trigger: see island-definitions.ts). */
export { NewsletterSignup as default } from '../components/newsletter/newsletter-signup.tsx';
