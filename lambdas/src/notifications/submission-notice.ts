/**
 * The staff notification for a stored contact message or job application:
 * which form, who, what about, when, and a link to the item. It is built from an
 * allow-list of attributes, so the message, phone number, LinkedIn URL and cover
 * letter never reach it, whatever the stored item holds: they stay in DynamoDB.
 */
import * as z from 'zod';
import { brand, contactSources, expiryAttribute, submissionStatuses, type NotifyingTable } from '@ferrum/shared';
import { consoleItemUrl } from './console-link.ts';
import { senderKey } from './notice-window.ts';

/** A staff notice (of one item, or a window's digest), ready to publish. `form` and `id` are safe to log; `subject` and `message` are not. */
export interface StaffNotice {
  readonly form: NotifyingTable;
  /** The item's id, or `digest-<window start>` for a digest. */
  readonly id: string;
  /** When the item was stored, or when the digest's window ended (ISO 8601 UTC). */
  readonly submittedAt: string;
  /** One ASCII line of at most 100 characters (SNS's limit for an e-mail subject). */
  readonly subject: string;
  /** Plain text. */
  readonly message: string;
}

/** The notice of one new item, with who sent it as the window table counts senders (a hash, never the address). */
export interface SubmissionNotice extends StaffNotice {
  readonly sender: string;
}

/** Where an item is stored: the link and the subject's stage tag come from it. */
export interface ItemPlace {
  readonly region: string;
  readonly stage: string;
  readonly tableName: string;
}

/** An item that is not the shape the handlers store (say, one typed in by hand in the console). */
export class UnexpectedItemError extends Error {
  override name = 'UnexpectedItemError';
}

// z.object drops every attribute it does not list: this is the allow-list.
const keyFields = {
  id: z.string().min(1),
  submitted_at: z.string().min(1),
  // Epoch seconds (the TTL attribute); optional, so an item typed in by hand still notifies.
  [expiryAttribute]: z.number().int().positive().optional(),
};
const triageFields = {
  contact: z.object({
    ...keyFields,
    first_name: z.string(),
    last_name: z.string(),
    company: z.string().nullish(),
    subject: z.string(),
    // A known source only: the notice names it in its own words, never a stored value.
    source: z.enum(contactSources).nullish().catch(null),
  }),
  jobApplications: z.object({ ...keyFields, full_name: z.string(), job_title: z.string(), job_id: z.string() }),
} satisfies Record<NotifyingTable, z.ZodType>;

/** What staff call one item of each form (add an `s` for more than one). */
export const formNames: Record<NotifyingTable, string> = {
  contact: 'contact message',
  jobApplications: 'job application',
};

const subjectMaxLength = 100;

/** Visitor text on one line: a newline in a name must not forge a line of the e-mail. */
function oneLine(text: string): string {
  return text
    .replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** SNS accepts only printable ASCII in a subject: accents are dropped, anything else becomes `?`. */
export function snsSubject(text: string): string {
  const ascii = oneLine(text)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7E]/g, '?');
  return ascii.length <= subjectMaxLength ? ascii : `${ascii.slice(0, subjectMaxLength - 3)}...`;
}

/** Label and value rows, aligned. */
function rows(entries: readonly (readonly [string, string])[]): string {
  const width = Math.max(...entries.map(([label]) => label.length)) + 2;
  return entries.map(([label, value]) => `${`${label}:`.padEnd(width)}${value}`).join('\n');
}

/** When TTL deletes the item, and how staff keep it: one line, or none for an item without an expiry. */
function retentionLine(form: NotifyingTable, expiresAt: number | undefined): string[] {
  if (expiresAt === undefined) return [];
  const date = new Date(expiresAt * 1000).toISOString().slice(0, 10);
  return [
    `DynamoDB deletes the ${formNames[form]} after ${date} (UTC). To keep it longer, raise its ${expiryAttribute} in the console.`,
  ];
}

/** The notification for a new item of `form`; throws UnexpectedItemError when the item lacks what it needs. */
export function submissionNotice(
  form: NotifyingTable,
  item: Record<string, unknown>,
  place: ItemPlace,
): SubmissionNotice {
  const parsed = triageFields[form].safeParse(item);
  if (!parsed.success) {
    // Paths only: an issue may quote a value.
    const fields = [...new Set(parsed.error.issues.map((issue) => issue.path.join('.')))].join(', ');
    throw new UnexpectedItemError(`A new ${formNames[form]} item lacks or mistypes: ${fields}`);
  }
  const fields = parsed.data;
  let topic: string;
  let details: [string, string][];
  if ('subject' in fields) {
    const name = oneLine(`${fields.first_name} ${fields.last_name}`);
    topic = oneLine(fields.subject);
    details = [
      ['From', fields.company ? `${name}, ${oneLine(fields.company)}` : name],
      ['Subject', topic],
      ...(fields.source === 'assistant'
        ? [['Began in', `a chat with the ${brand.assistant} (Talk to our team)`] as [string, string]]
        : []),
    ];
  } else {
    topic = oneLine(fields.job_title);
    details = [
      ['From', oneLine(fields.full_name)],
      ['Job', `${topic} (${oneLine(fields.job_id)})`],
    ];
  }
  const message = [
    `New ${formNames[form]} on the ${place.stage} site.`,
    '',
    rows([...details, ['Submitted at', `${fields.submitted_at} (UTC)`], ['Id', fields.id]]),
    '',
    'Open it in the DynamoDB console (signed in to the stage account):',
    consoleItemUrl(place.region, place.tableName, fields.id),
    '',
    `The rest of the ${formNames[form]} stays in DynamoDB. Set its status as you work on it: ${submissionStatuses.join(' -> ')}.`,
    ...retentionLine(form, fields[expiryAttribute]),
  ].join('\n');
  return {
    form,
    id: fields.id,
    // The address is read for this alone: it is not in the allow-list, so it reaches no text.
    sender: senderKey(item.email, fields.id),
    submittedAt: fields.submitted_at,
    subject: snsSubject(`[${place.stage}] New ${formNames[form]}: ${topic}`),
    message,
  };
}
