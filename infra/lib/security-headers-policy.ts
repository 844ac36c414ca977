/**
 * Maps the shared site headers (the ones the local server sends: the security
 * headers and `Speculation-Rules`) onto a CloudFront response headers policy. CloudFront has typed fields for some
 * headers and refuses them as custom headers, so each header goes to its field;
 * the rest become custom headers. A header this cannot express fails the synth.
 */
import { Duration } from 'aws-cdk-lib';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import { siteHeaders } from '@ferrum/shared';

/** Security and custom header behaviours for `headers` (default: the shared definition). */
export function responseHeadersBehaviors(headers: Readonly<Record<string, string>> = siteHeaders): {
  securityHeadersBehavior: cloudfront.ResponseSecurityHeadersBehavior;
  customHeadersBehavior: cloudfront.ResponseCustomHeadersBehavior;
} {
  const security: {
    -readonly [K in keyof cloudfront.ResponseSecurityHeadersBehavior]: cloudfront.ResponseSecurityHeadersBehavior[K];
  } = {};
  const custom: cloudfront.ResponseCustomHeader[] = [];
  for (const [header, value] of Object.entries(headers)) {
    switch (header.toLowerCase()) {
      case 'content-security-policy':
        security.contentSecurityPolicy = { contentSecurityPolicy: value, override: true };
        break;
      case 'strict-transport-security':
        security.strictTransportSecurity = parseStrictTransportSecurity(value);
        break;
      case 'x-content-type-options':
        if (value.toLowerCase() !== 'nosniff')
          throw new Error(`CloudFront can only send X-Content-Type-Options: nosniff, not "${value}".`);
        security.contentTypeOptions = { override: true };
        break;
      case 'x-frame-options':
        security.frameOptions = { frameOption: frameOption(value), override: true };
        break;
      case 'referrer-policy':
        security.referrerPolicy = { referrerPolicy: referrerPolicy(value), override: true };
        break;
      case 'x-xss-protection':
        throw new Error('X-XSS-Protection is not mapped: add it to responseHeadersBehaviors before sending it.');
      default:
        custom.push({ header, value, override: true });
    }
  }
  return { securityHeadersBehavior: security, customHeadersBehavior: { customHeaders: custom } };
}

function parseStrictTransportSecurity(value: string): cloudfront.ResponseHeadersStrictTransportSecurity {
  const directives = value.split(';').map((directive) => directive.trim().toLowerCase());
  const maxAge = directives.find((directive) => directive.startsWith('max-age='));
  if (!maxAge) throw new Error(`Strict-Transport-Security "${value}" has no max-age.`);
  return {
    accessControlMaxAge: Duration.seconds(Number(maxAge.substring('max-age='.length))),
    includeSubdomains: directives.includes('includesubdomains'),
    preload: directives.includes('preload'),
    override: true,
  };
}

function frameOption(value: string): cloudfront.HeadersFrameOption {
  const option = Object.values(cloudfront.HeadersFrameOption).find((candidate) => candidate === value.toUpperCase());
  if (!option) throw new Error(`CloudFront cannot send X-Frame-Options: ${value}.`);
  return option;
}

function referrerPolicy(value: string): cloudfront.HeadersReferrerPolicy {
  const policy = Object.values(cloudfront.HeadersReferrerPolicy).find((candidate) => candidate === value.toLowerCase());
  if (!policy) throw new Error(`CloudFront cannot send Referrer-Policy: ${value}.`);
  return policy;
}
