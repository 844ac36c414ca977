/**
 * The digest of a window: how many more contact messages (or job applications)
 * arrived than had a notice of their own, since when, and where staff list them.
 * Counts and times only: no name, subject, address or message reaches it.
 */
import { statusIndexName, submissionStatuses, tableName, type NotifyingTable } from '@ferrum/shared';
import { formatLongDate } from '@ferrum/shared/format-date';
import { consoleQueryUrl } from './console-link.ts';
import type { FoldedWindow } from './notice-windows.ts';
import type { NoticeWindowSettings } from './notice-window.ts';
import { formNames, snsSubject, type StaffNotice } from './submission-notice.ts';

/** Where the digest's stage and link come from. */
export interface DigestPlace {
  readonly region: string;
  readonly stage: string;
}

// US time as the site prints it ("9:00 AM"), in UTC as every stored time is.
const clockTime = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });

/** "2:05 PM UTC". */
function utcTime(at: number): string {
  return `${clockTime.format(new Date(at))} UTC`;
}

/** "23 contact messages", "1 more job application". */
function counted(count: number, form: NotifyingTable, more = false): string {
  return `${count.toLocaleString('en-US')}${more ? ' more' : ''} ${formNames[form]}${count === 1 ? '' : 's'}`;
}

/** "15-minute", "90-second": a window's length before the noun. */
function windowLength(windowSeconds: number): string {
  return windowSeconds % 60 === 0 ? `${windowSeconds / 60}-minute` : `${windowSeconds}-second`;
}

/** The digest staff receive for a claimed window. */
export function digestNotice(window: FoldedWindow, place: DigestPlace, settings: NoticeWindowSettings): StaffNotice {
  const { form } = window;
  const windowEnd = window.windowStart + settings.windowSeconds * 1000;
  const since = utcTime(window.firstFoldedAt);
  const day = formatLongDate(new Date(window.firstFoldedAt).toISOString().slice(0, 10));
  const table = tableName(place.stage, form);
  const message = [
    `${counted(window.senders, form, true)} on the ${place.stage} site since ${since} on ${day}, ` +
      `after the ${window.notices} with a notice of their own in the window from ${utcTime(window.windowStart)} to ${utcTime(windowEnd)}.`,
    '',
    `Repeated posts from one address count once: ${counted(window.posts, form)} in all went into this digest.`,
    `Every one is stored. List them in the DynamoDB console (signed in to the stage account): query the index ${statusIndexName} of ${table}`,
    `with status = ${submissionStatuses[0]} and Sort descending:`,
    consoleQueryUrl(place.region, table),
    '',
    `Each form has a notice of its own for its first ${settings.noticesPerWindow} senders in a ${windowLength(settings.windowSeconds)} window; ` +
      'the rest arrive in one digest like this when the window ends (the stage setting notices in infra/lib/stages.ts).',
  ].join('\n');
  return {
    form,
    id: `digest-${new Date(window.windowStart).toISOString()}`,
    submittedAt: new Date(windowEnd).toISOString(),
    subject: snsSubject(`[${place.stage}] ${counted(window.senders, form, true)} since ${since}`),
    message,
  };
}
