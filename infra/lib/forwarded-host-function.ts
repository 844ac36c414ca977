/**
 * The viewer-request CloudFront Function (cloudfront-js-2.0) of `/api/*`. The
 * API behaviour forwards every viewer header but Host (API Gateway routes on its
 * own host name), so the host the visitor asked for travels in the shared
 * forwarded-host header instead, and the API can compare a post's `Origin` with it.
 */
import { forwardedHostHeader } from '@ferrum/shared';

/** Sets the forwarded-host header to the viewer's Host, replacing any value the viewer sent. */
export function forwardedHostCode(): string {
  const header = JSON.stringify(forwardedHostHeader);
  return `function handler(event) {
  var request = event.request;
  var host = request.headers.host;
  // A viewer may send its own value: never let it through.
  delete request.headers[${header}];
  if (host) request.headers[${header}] = { value: host.value };
  return request;
}
`;
}
