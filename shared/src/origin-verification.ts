/**
 * The API's one front door (docs/decisions/016): CloudFront adds this header,
 * holding the stage's origin secret, to every request it sends the API, and
 * the API's regional web ACL refuses any request without a valid value. The
 * CDK app writes the header and the rule; the rotation function rewrites both.
 */

/** The request header that carries the origin secret from CloudFront to the API. */
export const originVerifyHeader = 'x-origin-verify';

/** The rule of the API's web ACL that lets a request with a valid secret through (everything else is blocked). */
export const originVerifyRuleName = 'FromCloudFront';
