/**
 * The rule that keeps staff from a flood, where it lives: the window table's
 * conditional updates, run against dynalite with a clock the test sets. The
 * first senders of a form in a window are noticed, the rest are folded, repeats
 * count once, and a digest is claimed by one sender only.
 */
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { digestNotice } from '../src/notifications/digest-notice.ts';
import { senderKey, windowStartOf } from '../src/notifications/notice-window.ts';
import { digestClaimLeaseMs } from '../src/notifications/notice-windows.ts';
import { freshWindowTable, type TestWindows } from './support/notice-windows.ts';

const settings = { windowSeconds: 15 * 60, noticesPerWindow: 3 };
const at = (time: string) => Date.parse(`2026-05-04T${time}Z`);
let table: TestWindows;

beforeEach(async () => {
  table = await freshWindowTable(inject('dynamoEndpoint'), settings);
});
afterEach(() => table.client.destroy());

const admit = (sender: string, time: string, id = `${sender}-${time}`) =>
  table.windows.admit('contact', id, senderKey(`${sender}@example.com`, id), at(time));

describe('windows', () => {
  it('are fixed slices counted from midnight UTC', () => {
    expect(new Date(windowStartOf(at('14:07:59.000'), 900)).toISOString()).toBe('2026-05-04T14:00:00.000Z');
    expect(new Date(windowStartOf(at('14:15:00.000'), 900)).toISOString()).toBe('2026-05-04T14:15:00.000Z');
  });

  it('know a sender by the address, whatever its case and spaces, and hold no address', () => {
    expect(senderKey(' Ada@Example.com ', 'a')).toBe(senderKey('ada@example.com', 'b'));
    expect(senderKey('ada@example.com', 'a')).not.toContain('ada');
    expect(senderKey(undefined, 'a')).not.toBe(senderKey(undefined, 'b'));
  });
});

describe('a flood within one window', () => {
  it('notices the first senders up to the limit and folds every later post', async () => {
    const decisions = [];
    for (const [index, sender] of ['a', 'b', 'c', 'd', 'e'].entries()) {
      decisions.push(await admit(sender, `14:0${index}:00.000`));
    }
    expect(decisions).toEqual(['notice', 'notice', 'notice', 'digest', 'digest']);
  });

  it('gives a sender one notice: a repeat goes into the digest, counted once however often it comes', async () => {
    expect(await admit('a', '14:01:00.000')).toBe('notice');
    for (const time of ['14:02:00.000', '14:03:00.000', '14:04:00.000']) expect(await admit('a', time)).toBe('digest');

    const window = await table.windows.claimDigest('contact', at('14:00:00.000'), at('14:15:30.000'));
    expect(window).toMatchObject({ senders: 1, posts: 3, notices: 1, firstFoldedAt: at('14:02:00.000') });
  });

  it('grants the same item its notice again when the stream retries it', async () => {
    expect(await admit('a', '14:01:00.000', 'item-1')).toBe('notice');
    expect(await admit('a', '14:01:00.000', 'item-1')).toBe('notice');
  });

  it('under concurrent batches grants exactly the limit', async () => {
    const senders = Array.from({ length: 40 }, (_, index) => `sender-${index}`);
    const decisions = await Promise.all(senders.map((sender) => admit(sender, '14:05:00.000')));
    expect(decisions.filter((decision) => decision === 'notice')).toHaveLength(settings.noticesPerWindow);
    const window = await table.windows.claimDigest('contact', at('14:00:00.000'), at('14:15:00.000'));
    expect(window?.senders).toBe(40 - settings.noticesPerWindow);
  });

  it('starts over in the next window, and counts each form apart', async () => {
    for (const sender of ['a', 'b', 'c']) await admit(sender, '14:01:00.000');
    expect(await admit('d', '14:14:59.999')).toBe('digest');
    expect(await admit('d', '14:15:00.000')).toBe('notice');
    expect(await table.windows.admit('jobApplications', 'job-1', 'sender-x', at('14:02:00.000'))).toBe('notice');
  });
});

describe('the digest', () => {
  async function foldSome() {
    for (const sender of ['a', 'b', 'c', 'd', 'e', 'd']) await admit(sender, '14:05:00.000');
  }

  it('is owed once the window has ended, and not before', async () => {
    await foldSome();
    expect(await table.windows.owedDigests('contact', at('14:14:59.000'))).toEqual([]);
    expect(await table.windows.owedDigests('contact', at('14:15:00.000'))).toEqual([at('14:00:00.000')]);
    expect(await table.windows.owedDigests('jobApplications', at('14:15:00.000'))).toEqual([]);
  });

  it('is owed by no window that folded nothing', async () => {
    await admit('a', '14:05:00.000');
    expect(await table.windows.owedDigests('contact', at('14:20:00.000'))).toEqual([]);
  });

  it('is claimed by one of several concurrent senders, and owed no more once sent', async () => {
    await foldSome();
    const windowStart = at('14:00:00.000');
    const claims = await Promise.all(
      Array.from({ length: 8 }, () => table.windows.claimDigest('contact', windowStart, at('14:16:00.000'))),
    );
    expect(claims.filter(Boolean)).toEqual([expect.objectContaining({ senders: 2, posts: 3, notices: 3 })]);
    await table.windows.markDigestSent('contact', windowStart, at('14:16:01.000'));
    expect(await table.windows.owedDigests('contact', at('14:17:00.000'))).toEqual([]);
    expect(await table.windows.claimDigest('contact', windowStart, at('15:00:00.000'))).toBeUndefined();
  });

  it('can be claimed again when its sender vanished for longer than the lease, or gave it back', async () => {
    await foldSome();
    const windowStart = at('14:00:00.000');
    const claimedAt = at('14:16:00.000');
    expect(await table.windows.claimDigest('contact', windowStart, claimedAt)).toBeDefined();
    expect(await table.windows.claimDigest('contact', windowStart, claimedAt + digestClaimLeaseMs - 1)).toBeUndefined();
    expect(await table.windows.claimDigest('contact', windowStart, claimedAt + digestClaimLeaseMs + 1)).toBeDefined();
    await table.windows.releaseDigest('contact', windowStart);
    expect(await table.windows.claimDigest('contact', windowStart, claimedAt + digestClaimLeaseMs + 2)).toBeDefined();
  });

  it('takes no post once claimed: a late one joins the next window', async () => {
    await foldSome();
    await table.windows.claimDigest('contact', at('14:00:00.000'), at('14:15:00.500'));
    // This notifier's clock still reads 14:14:59.900, a moment behind the digest sender's.
    expect(await admit('f', '14:14:59.900')).toBe('digest');
    const next = await table.windows.claimDigest('contact', at('14:15:00.000'), at('14:31:00.000'));
    expect(next).toMatchObject({ senders: 1, posts: 1 });
  });
});

describe('the digest text', () => {
  const window = {
    form: 'jobApplications' as const,
    windowStart: at('09:00:00.000'),
    firstFoldedAt: at('09:00:41.000'),
    senders: 1,
    posts: 1,
    notices: 2,
  };

  it('says one in the singular, and a window in seconds when it is not whole minutes', () => {
    const digest = digestNotice(
      window,
      { region: 'eu-west-1', stage: 'local' },
      { windowSeconds: 90, noticesPerWindow: 2 },
    );
    expect(digest.subject).toBe('[local] 1 more job application since 9:00 AM UTC');
    expect(digest.message).toContain('from 9:00 AM UTC to 9:01 AM UTC');
    expect(digest.message).toContain('its first 2 senders in a 90-second window');
    expect(digest).toMatchObject({ form: 'jobApplications', id: 'digest-2026-05-04T09:00:00.000Z' });
  });
});
