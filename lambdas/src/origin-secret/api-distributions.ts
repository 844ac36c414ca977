/**
 * The CloudFront distributions in front of the API, found by their origin (the
 * API's execute-api host), and the origin header each sends it. Only the
 * origins that point at the API are touched; the site's bucket origin and every
 * other setting are written back as read.
 */
import {
  GetDistributionCommand,
  GetDistributionConfigCommand,
  paginateListDistributions,
  UpdateDistributionCommand,
  type CloudFrontClient,
  type Origin,
} from '@aws-sdk/client-cloudfront';
import { originVerifyHeader } from '@ferrum/shared';

/** A distribution with an origin at the API. */
export interface ApiDistribution {
  readonly id: string;
  /** `d123.cloudfront.net`: where the rotation reaches the API as a visitor does. */
  readonly domainName: string;
  /** `Deployed` once every edge location runs the latest configuration. */
  readonly status: string;
  /** The origin header's value on each of its API origins. */
  readonly headerValues: readonly string[];
}

/** What the steps read and change. */
export interface ApiDistributions {
  list(): Promise<ApiDistribution[]>;
  /** Makes every API origin of distribution `id` send `value` (no update when it already does). */
  sendHeader(id: string, value: string): Promise<void>;
  /** The distribution's deployment status. */
  status(id: string): Promise<string>;
}

const isOriginHeader = (name: string | undefined) => name?.toLowerCase() === originVerifyHeader;

function headerValue(origin: Origin): string | undefined {
  return origin.CustomHeaders?.Items?.find((header) => isOriginHeader(header.HeaderName))?.HeaderValue;
}

/** `origin` sending `value` in the origin header, its other headers kept. */
function withHeader(origin: Origin, value: string): Origin {
  const others = (origin.CustomHeaders?.Items ?? []).filter((header) => !isOriginHeader(header.HeaderName));
  const items = [...others, { HeaderName: originVerifyHeader, HeaderValue: value }];
  return { ...origin, CustomHeaders: { Quantity: items.length, Items: items } };
}

/** CloudFront behind `ApiDistributions`, for the API at `apiDomainName`. */
export function cloudFrontApiDistributions(client: CloudFrontClient, apiDomainName: string): ApiDistributions {
  const isApiOrigin = (origin: Origin) => origin.DomainName === apiDomainName;
  return {
    async list() {
      const found: ApiDistribution[] = [];
      for await (const page of paginateListDistributions({ client }, {})) {
        for (const summary of page.DistributionList?.Items ?? []) {
          const apiOrigins = (summary.Origins?.Items ?? []).filter(isApiOrigin);
          if (apiOrigins.length === 0 || !summary.Id || !summary.DomainName) continue;
          found.push({
            id: summary.Id,
            domainName: summary.DomainName,
            status: summary.Status ?? 'Unknown',
            headerValues: apiOrigins.map((origin) => headerValue(origin) ?? ''),
          });
        }
      }
      return found;
    },
    async sendHeader(id, value) {
      const { DistributionConfig: config, ETag } = await client.send(new GetDistributionConfigCommand({ Id: id }));
      if (!config?.Origins?.Items) throw new Error(`Distribution ${id} has no origins.`);
      const origins = config.Origins.Items;
      if (origins.filter(isApiOrigin).every((origin) => headerValue(origin) === value)) return;
      const updated = origins.map((origin) => (isApiOrigin(origin) ? withHeader(origin, value) : origin));
      // IfMatch: CloudFront refuses the write if the configuration changed since the read.
      await client.send(
        new UpdateDistributionCommand({
          Id: id,
          IfMatch: ETag,
          DistributionConfig: { ...config, Origins: { Quantity: updated.length, Items: updated } },
        }),
      );
    },
    async status(id) {
      const { Distribution } = await client.send(new GetDistributionCommand({ Id: id }));
      return Distribution?.Status ?? 'Unknown';
    },
  };
}
