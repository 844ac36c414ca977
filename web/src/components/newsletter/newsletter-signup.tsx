/**
 * Placeholder so the blog pages can place the newsletter form: the forms
 * engineer replaces this file with the real form (SPEC.md §4, §8).
 */
export function NewsletterSignup(_: { source: string }) {
  return null;
}
