/**
 * Forms without JavaScript: the three forms post `application/x-www-form-urlencoded`
 * to their API route, and the API answers `303 See Other` to one of these
 * prerendered result pages (docs/product.md#form-result-pages). The site prerenders
 * them; the Lambdas redirect to them; the routing rule knows them as pages.
 */

/** What became of a form post, as far as the visitor needs to know. */
export type FormOutcome = 'success' | 'alreadySubscribed' | 'failed' | 'invalid';

/** The forms that post to the API. */
export type FormId = 'newsletter' | 'contact' | 'jobApplications';

/** Result page path of each form and outcome (the newsletter alone knows "already subscribed"). */
export const formResultPaths = {
  newsletter: {
    success: '/newsletter/subscribed',
    alreadySubscribed: '/newsletter/already-subscribed',
    failed: '/newsletter/not-subscribed',
    invalid: '/newsletter/check-your-email',
  },
  contact: {
    success: '/company/contact/sent',
    failed: '/company/contact/not-sent',
    invalid: '/company/contact/check-your-message',
  },
  jobApplications: {
    success: '/company/careers/application-sent',
    failed: '/company/careers/application-not-sent',
    invalid: '/company/careers/check-your-application',
  },
} as const satisfies Record<
  FormId,
  Partial<Record<FormOutcome, string>> & Record<'success' | 'failed' | 'invalid', string>
>;

/**
 * The query parameter of an `invalid` result page that names the rejected fields
 * (`?fields=firstName,subject`). Only field NAMES travel in a URL, never a value.
 */
export const invalidFieldsParameter = 'fields';

/** The `Location` of an `invalid` result: the page, plus the names of the rejected fields. */
export function invalidResultLocation(form: FormId, fieldNames: readonly string[]): string {
  const path = formResultPaths[form].invalid;
  const names = fieldNames.filter((name) => /^[A-Za-z]+$/.test(name));
  return names.length === 0 ? path : `${path}?${invalidFieldsParameter}=${names.join(',')}`;
}

/** Every result page path (prerendered, routed as pages, kept out of the sitemap). */
export function allFormResultPaths(): string[] {
  return Object.values(formResultPaths).flatMap((paths) => Object.values(paths));
}

/** The request header that carries a submission's idempotency key (IETF httpapi draft). */
export const idempotencyKeyHeader = 'Idempotency-Key';
