import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { securityTxt } from '@ferrum/shared';
import { minimumSecurityTxtDaysLeft, securityTxtDeployProblem } from '../lib/security-txt-freshness.ts';
import { siteFixture, synthStage } from './support.ts';

const now = new Date('2026-11-24T12:00:00Z');
const inDays = (days: number) => new Date(now.getTime() + days * 86_400_000).toISOString();
const file = (expires: string) => `Contact: mailto:security@example.com\nExpires: ${expires}\n`;

describe('security.txt before a deploy', () => {
  it('may be deployed when a fresh build made it (180 days left)', () => {
    expect(securityTxtDeployProblem(file(inDays(securityTxt.validityDays)), now)).toBeUndefined();
  });

  it.each([
    ['expired', inDays(-1)],
    ['expiring within the minimum', inDays(minimumSecurityTxtDaysLeft - 1)],
  ])('is refused when %s, saying to rebuild', (_case, expires) => {
    expect(securityTxtDeployProblem(file(expires), now)).toMatch(/rebuild the site/);
  });

  it('is refused when valid for more than a year, or without a readable Expires', () => {
    expect(securityTxtDeployProblem(file(inDays(366)), now)).toMatch(/more than a year/);
    expect(securityTxtDeployProblem('Contact: mailto:security@example.com\n', now)).toMatch(/no Expires/);
    expect(securityTxtDeployProblem(file('soon'), now)).toMatch(/not a date/);
  });

  it('stops the synth of a build whose security.txt has expired', () => {
    const site = siteFixture();
    writeFileSync(join(site, securityTxt.path), file('2020-01-01T00:00:00Z'));
    expect(() => synthStage('dev', { siteSource: site })).toThrow(/security\.txt expires 2020-01-01T00:00:00Z/);
  });

  it('stops the synth of a build without the feed or security.txt', () => {
    expect(() => synthStage('dev', { siteSource: siteFixture({ without: ['.well-known/security.txt'] }) })).toThrow(
      /missing \.well-known\/security\.txt/,
    );
    expect(() => synthStage('dev', { siteSource: siteFixture({ without: ['blog/feed.xml'] }) })).toThrow(
      /missing blog\/feed\.xml/,
    );
  });
});
