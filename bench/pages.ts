/** The pages `npm run bench` measures, read by the bench and by the size check (.size-limit.ts). */
export interface BenchPage {
  path: string;
  /** The form a visitor fills on the page (besides the chat on every page), if any: such a page may spend more script before any interaction. */
  form?: string;
}

export const benchPages: readonly BenchPage[] = [
  { path: '/' },
  { path: '/products/cyber-digital-twin' },
  { path: '/industries/water' },
  { path: '/blog', form: 'newsletter' },
  { path: '/blog/1', form: 'newsletter' },
  { path: '/company/contact', form: 'contact' },
  // Issue 18's new page types: an opening with its application form, and Report a Vulnerability.
  { path: '/company/careers/senior-ot-security-engineer', form: 'job application' },
  { path: '/security' },
];

/** The form on a bench page, if it has one. */
export const formOf = (path: string) => benchPages.find((page) => page.path === path)?.form;
