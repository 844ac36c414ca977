/**
 * The request header that tells the API which host the visitor asked for.
 * CloudFront does not forward `Host` to API Gateway (the API routes on its own
 * host name), so a CloudFront Function on `/api/*`, and the local server, set
 * this header from the viewer's `Host`, replacing any value the viewer sent.
 * The API compares a form post's `Origin` with it.
 */
export const forwardedHostHeader = 'x-forwarded-host';
