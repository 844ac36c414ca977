/**
 * A per-address request limit counted as a WAF rate-based rule counts it: the
 * requests one client address sent to paths starting with a prefix (compared in
 * lower case) over a trailing window, every request counted, the blocked ones
 * too, so a sender stays blocked while it keeps sending.
 */

/** One rule: at most `limit` requests per `windowSeconds` from one address to paths under `pathPrefix`. */
export interface AddressRateRule {
  pathPrefix: string;
  limit: number;
  windowSeconds: number;
}

export interface AddressRateLimiter {
  /** Counts the request and says whether it is over the limit (WAF then answers 429). */
  isOverLimit(address: string, path: string): boolean;
}

/**
 * A limiter for `rule`.
 * @param now the clock, in milliseconds (tests pass a fake one)
 */
export function createAddressRateLimiter(rule: AddressRateRule, now: () => number = Date.now): AddressRateLimiter {
  const prefix = rule.pathPrefix.toLowerCase();
  const windowMs = rule.windowSeconds * 1000;
  const sent = new Map<string, number[]>();
  return {
    isOverLimit(address, path) {
      if (!path.toLowerCase().startsWith(prefix)) return false;
      const time = now();
      const recent = (sent.get(address) ?? []).filter((at) => at > time - windowMs);
      recent.push(time);
      sent.set(address, recent);
      return recent.length > rule.limit;
    },
  };
}
