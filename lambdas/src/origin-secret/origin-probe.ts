/**
 * Requests the rotation makes to check the front door: straight at the
 * execute-api address (with a given origin header, or none), and through a
 * distribution as a visitor would. `GET /api/health` is cheap and harmless;
 * only a 403 means the door refused, since a health 503 still got through.
 */
import { apiRoutes, originVerifyHeader } from '@ferrum/shared';

/** Statuses of `GET /api/health` by each way in. */
export interface OriginProbe {
  /** Straight at the API, sending `value` in the origin header (none when undefined). */
  direct(value: string | undefined): Promise<number>;
  /** Through the distribution at `domainName`, which adds the header itself. */
  throughDistribution(domainName: string): Promise<number>;
}

/** How long one probe may take. */
const probeTimeoutMs = 10_000;

/** The probe of the API at `https://<apiDomainName>/<apiStageName>/api/health`. */
export function httpOriginProbe(
  api: { apiDomainName: string; apiStageName: string },
  fetchImpl: typeof fetch = fetch,
): OriginProbe {
  const status = async (url: string, headers: Record<string, string>) => {
    const response = await fetchImpl(url, { headers, signal: AbortSignal.timeout(probeTimeoutMs) });
    await response.body?.cancel();
    return response.status;
  };
  return {
    direct: (value) =>
      status(
        `https://${api.apiDomainName}/${api.apiStageName}${apiRoutes.health.path}`,
        value === undefined ? {} : { [originVerifyHeader]: value },
      ),
    throughDistribution: (domainName) => status(`https://${domainName}${apiRoutes.health.path}`, {}),
  };
}
