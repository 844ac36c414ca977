/**
 * Sends the digests that ended windows owe: on AWS every minute (an EventBridge
 * schedule), locally on a timer. Each digest is claimed first, so two senders at
 * once send it once; a failed publication gives the claim back for the next run.
 */
import { Logger } from '@aws-lambda-powertools/logger';
import { notifyingTables } from '@ferrum/shared';
import { digestNotice, type DigestPlace } from './digest-notice.ts';
import type { NoticeWindowSettings } from './notice-window.ts';
import type { NoticeWindows } from './notice-windows.ts';
import type { NoticePublisher } from './notify-submissions.ts';

export interface DigestSenderOptions {
  readonly windows: NoticeWindows;
  readonly publish: NoticePublisher;
  readonly place: DigestPlace;
  readonly settings: NoticeWindowSettings;
  /**
   * The time now, in epoch milliseconds (tests set it).
   * @default Date.now
   */
  readonly clock?: () => number;
  /**
   * Where each digest's outcome is logged: form, window and counts, nothing else.
   * @default a Powertools logger for the service `ferrum-notice-digest`
   */
  readonly logger?: Logger;
}

/** An error after which the digests not sent stay owed: the next run sends them. */
export class DigestsNotSentError extends Error {
  override name = 'DigestsNotSentError';
}

/** A function that sends every owed digest and resolves to how many it sent. */
export function createDigestSender(options: DigestSenderOptions) {
  const { windows, publish, place, settings, clock = () => Date.now() } = options;
  const logger = options.logger ?? new Logger({ serviceName: 'ferrum-notice-digest' });
  return async function sendDigests(): Promise<{ sent: number }> {
    const at = clock();
    let sent = 0;
    let failed = 0;
    for (const form of notifyingTables) {
      for (const windowStart of await windows.owedDigests(form, at)) {
        const window = await windows.claimDigest(form, windowStart, at);
        if (!window) continue;
        const logged = { form, windowStart: new Date(windowStart).toISOString(), senders: window.senders };
        try {
          await publish(digestNotice(window, place, settings));
        } catch (error) {
          failed += 1;
          logger.error('digest failed', { outcome: 'failed', ...logged, errorName: (error as Error).name });
          await windows.releaseDigest(form, windowStart);
          continue;
        }
        await windows.markDigestSent(form, windowStart, clock());
        sent += 1;
        logger.info('digest sent', { outcome: 'digest', ...logged, posts: window.posts });
      }
    }
    if (failed > 0) throw new DigestsNotSentError(`${failed} digest(s) not sent; the next run sends them.`);
    return { sent };
  };
}
