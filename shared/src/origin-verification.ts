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

/**
 * The request header that carries the visitor's IP address from CloudFront to
 * the API, set by CloudFront's `/api/*` function (replacing any value the
 * viewer sent). The API's web ACL counts its own rate limit per address by it:
 * trustworthy there only because that ACL lets in nothing without the origin secret.
 */
export const viewerAddressHeader = 'x-viewer-address';

/** The rule of the API's web ACL that limits each visitor's requests (the second line behind CloudFront's limits). */
export const viewerRateLimitRuleName = 'ViewerRateLimit';
