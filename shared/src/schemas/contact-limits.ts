/**
 * The contact form's length limits (docs/product.md#validation-rules), apart from the
 * zod schema so the page's own script can cut a value to them without loading zod
 * (web/src/enhancements/contact-draft.ts, through ../contact-link.ts).
 */

/** Length limits of the contact form; the maxima keep one item far below DynamoDB's 400 KB. */
export const contactLimits = {
  nameMin: 2,
  nameMax: 100,
  companyMax: 200,
  subjectMin: 5,
  subjectMax: 200,
  messageMin: 10,
  messageMax: 5000,
} as const;
