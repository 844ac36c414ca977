/**
 * A deploy must not publish a security.txt that is expired or about to expire
 * (RFC 9116 §2.5.5): its `Expires` runs from the build, so deploying an old
 * build would. The synth reads the built file and refuses such a build.
 */
import { securityTxt } from '@ferrum/shared';

const dayMs = 24 * 60 * 60 * 1000;

/** The fewest days a deployed security.txt must still be valid for. */
export const minimumSecurityTxtDaysLeft = 30;

/** Why a security.txt with this text must not be deployed at `now`; undefined when it may. */
export function securityTxtDeployProblem(text: string, now: Date = new Date()): string | undefined {
  const expires = /^Expires: *(\S+) *$/im.exec(text)?.[1];
  if (!expires) return 'has no Expires field';
  const at = Date.parse(expires);
  if (Number.isNaN(at)) return `has an Expires that is not a date (${expires})`;
  const daysLeft = (at - now.getTime()) / dayMs;
  if (daysLeft < minimumSecurityTxtDaysLeft) {
    return `expires ${expires}, less than ${minimumSecurityTxtDaysLeft} days from now: rebuild the site (npm run build) before deploying`;
  }
  if (daysLeft > securityTxt.maxValidityDays) return `expires ${expires}, more than a year from now (RFC 9116 §2.5.5)`;
  return undefined;
}
