/**
 * The viewer-request CloudFront Function (cloudfront-js-2.0) of `/api/*`. It
 * sets two headers the API trusts only because CloudFront writes them,
 * replacing any value the viewer sent:
 * - the shared forwarded-host header: the API behaviour forwards every viewer
 *   header but Host (API Gateway routes on its own host name), so the host the
 *   visitor asked for travels here, and the API compares a post's `Origin` with it;
 * - the viewer-address header: the visitor's IP address, which the API's own
 *   web ACL counts its rate limit by (there, the source address is a CloudFront
 *   edge, and X-Forwarded-For's first address is whatever the viewer wrote).
 */
import { forwardedHostHeader, viewerAddressHeader } from '@ferrum/shared';

/** Sets the forwarded-host header to the viewer's Host and the viewer-address header to its IP. */
export function apiRequestCode(): string {
  const host = JSON.stringify(forwardedHostHeader);
  const address = JSON.stringify(viewerAddressHeader);
  return `function handler(event) {
  var request = event.request;
  var host = request.headers.host;
  // A viewer may send its own values: never let them through.
  delete request.headers[${host}];
  delete request.headers[${address}];
  if (host) request.headers[${host}] = { value: host.value };
  request.headers[${address}] = { value: event.viewer.ip };
  return request;
}
`;
}
