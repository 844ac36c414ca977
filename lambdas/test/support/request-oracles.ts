/**
 * What the API accepts, written out again in plain code for the property tests:
 * oracles that never ask the handlers' own zod schemas, so a mistake in a schema
 * shows up as a disagreement instead of agreeing with itself. The rules are the
 * documented ones (docs/product.md); only lists of data (page templates, job
 * ids, limits) come from shared. Forms: required text trimmed to a length range
 * in characters, e-mail addresses trimmed and lower-cased, optional text capped,
 * text that holds only text (one-line text without format characters, with a
 * letter), the hidden honeypot, unknown keys ignored.
 */
import {
  contactLimits,
  deviceClasses,
  jobApplicationLimits,
  navigationTypes,
  newsletterSources,
  pageTemplates,
  plausibleVitalMaxima,
  webVitalNames,
} from '@ferrum/shared';
import { jobIds } from '@ferrum/shared/content/jobs';

/** A body the form accepts: what it stands for once normalised, and whether the honeypot is filled. */
export type OracleVerdict = { valid: false } | { valid: true; payload: Record<string, unknown>; honeypot: boolean };

type Body = Record<string, unknown>;
const invalid: OracleVerdict = { valid: false };

const isObject = (value: unknown): value is Body =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Characters as a reader counts them: "𐀀" is one, though JavaScript strings hold it as two units. */
const characters = (text: string) => [...text].length;

/** A required text field: a string of `min`..`max` characters once trimmed. */
function requiredText(value: unknown, min: number, max: number): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  return characters(text) >= min && characters(text) <= max ? text : undefined;
}

/** Code points of a control character a paragraph may hold: tab, LF, VT, FF, CR, NEL. */
const paragraphControls = new Set([0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x85]);
/** Line breaks: LF, VT, FF, CR, NEL, LINE SEPARATOR, PARAGRAPH SEPARATOR. */
const lineBreaks = new Set([0x0a, 0x0b, 0x0c, 0x0d, 0x85, 0x2028, 0x2029]);

/**
 * What a form's text field may hold: no lone surrogate, no U+FFFD, no control character
 * but tab and line breaks (none on one line), no bidi embedding, override or isolate.
 */
function holdsText(text: string, oneLine: boolean): boolean {
  return [...text].every((character) => {
    const code = character.codePointAt(0)!;
    const control = code < 0x20 || (code >= 0x7f && code <= 0x9f);
    return !(
      (code >= 0xd800 && code <= 0xdfff) ||
      code === 0xfffd ||
      (control && !paragraphControls.has(code)) ||
      (oneLine && lineBreaks.has(code)) ||
      (code >= 0x202a && code <= 0x202e) ||
      (code >= 0x2066 && code <= 0x2069)
    );
  });
}

/** A one-line text field's value as stored: format characters (Cf) dropped, trimmed; undefined when not text. */
function lineValue(value: string): string | undefined {
  return holdsText(value, true) ? value.replace(/\p{Cf}/gu, '').trim() : undefined;
}

/** A required one-line text field: `min`..`max` characters once its format characters are dropped, with a letter. */
function requiredLine(value: unknown, min: number, max: number): string | undefined {
  const text = typeof value === 'string' ? lineValue(value) : undefined;
  return text !== undefined && /\p{L}/u.test(text) ? requiredText(text, min, max) : undefined;
}

/** A required multi-line text field: text only, `min`..`max` characters once trimmed. */
function requiredParagraph(value: unknown, min: number, max: number): string | undefined {
  return typeof value === 'string' && holdsText(value, false) ? requiredText(value, min, max) : undefined;
}

/** An optional one-line text field: absent, or at most `max` characters of text once trimmed, empty or with a letter. */
function optionalLine(value: unknown, max: number): { ok: boolean; text?: string } {
  if (value === undefined) return { ok: true };
  const text = typeof value === 'string' ? lineValue(value) : undefined;
  if (text === undefined || (text !== '' && !/\p{L}/u.test(text))) return { ok: false };
  return characters(text) <= max ? { ok: true, text } : { ok: false };
}

/** A phone number: 7 to 32 characters once trimmed, only digits, spaces and + ( ) . / -, at least 7 digits. */
function phoneNumber(value: unknown): string | undefined {
  const l = jobApplicationLimits;
  const phone = requiredText(value, l.phoneMin, l.phoneMax);
  if (phone === undefined || !/^[0-9+()./\p{Zs}-]+$/u.test(phone)) return undefined;
  return phone.replace(/[^0-9]/g, '').length >= 7 ? phone : undefined;
}

/** True when `text` holds no lone surrogate. */
const withoutLoneSurrogate = (text: string) => [...text].every((character) => !/^[\uD800-\uDFFF]$/u.test(character));

/**
 * True when a raw body is refused as not UTF-8: it holds U+FFFD once encoded (a lone
 * surrogate in the test's string becomes one, as invalid bytes do on the way in).
 */
export const isRefusedAsNotUtf8 = (rawBody: string) => Buffer.from(rawBody, 'utf8').toString('utf8').includes('\uFFFD');

/**
 * An address: a local part of letters, digits and _ ' + - in dot-separated runs (not
 * ending in a dot or an apostrophe), "@", then dot-separated domain labels that start
 * with a letter or digit, ending in a top-level domain of two letters or more.
 */
function emailAddress(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const address = value.trim().toLowerCase();
  if (characters(address) > 254) return undefined;
  const at = address.lastIndexOf('@');
  if (at <= 0 || address.indexOf('@') !== at) return undefined;
  const local = address.slice(0, at);
  const domain = address.slice(at + 1);
  const localRuns = local.split('.');
  const localOk =
    localRuns.every((run, index) => run.length > 0 || index === localRuns.length - 1) &&
    localRuns.every((run) => /^[a-z0-9_'+-]*$/.test(run)) &&
    /[a-z0-9_+-]$/.test(local);
  const labels = domain.split('.');
  const tld = labels.at(-1) ?? '';
  const domainOk =
    labels.length >= 2 &&
    labels.slice(0, -1).every((label) => /^[a-z0-9][a-z0-9-]*$/.test(label)) &&
    /^[a-z]{2,}$/.test(tld);
  return localOk && domainOk ? address : undefined;
}

/** The hidden honeypot: absent, or a string of at most 500 characters; filled when not blank. */
function honeypot(value: unknown): { ok: boolean; filled: boolean } {
  if (value === undefined) return { ok: true, filled: false };
  if (typeof value !== 'string' || characters(value) > 500) return { ok: false, filled: false };
  return { ok: true, filled: value.trim() !== '' };
}

/** `payload` without its undefined fields. */
const defined = (payload: Body) =>
  Object.fromEntries(Object.entries(payload).filter(([, value]) => value !== undefined));

export function newsletterOracle(body: unknown): OracleVerdict {
  if (!isObject(body)) return invalid;
  const email = emailAddress(body.email);
  const trap = honeypot(body.website);
  const sourceOk = body.source === undefined || (newsletterSources as readonly unknown[]).includes(body.source);
  if (!email || !trap.ok || !sourceOk) return invalid;
  return {
    valid: true,
    honeypot: trap.filled,
    payload: defined({ email, source: body.source, website: body.website }),
  };
}

export function contactOracle(body: unknown): OracleVerdict {
  if (!isObject(body)) return invalid;
  const l = contactLimits;
  const fields = {
    firstName: requiredLine(body.firstName, l.nameMin, l.nameMax),
    lastName: requiredLine(body.lastName, l.nameMin, l.nameMax),
    email: emailAddress(body.email),
    subject: requiredLine(body.subject, l.subjectMin, l.subjectMax),
    message: requiredParagraph(body.message, l.messageMin, l.messageMax),
  };
  const company = optionalLine(body.company, l.companyMax);
  const trap = honeypot(body.website);
  // The hidden source: empty (the contact page) or "assistant" (the chat's hand-off).
  const sourceOk = body.source === undefined || body.source === '' || body.source === 'assistant';
  if (Object.values(fields).some((value) => value === undefined) || !company.ok || !trap.ok || !sourceOk)
    return invalid;
  return {
    valid: true,
    honeypot: trap.filled,
    payload: defined({ ...fields, company: company.text, website: body.website, source: body.source || undefined }),
  };
}

export function jobApplicationOracle(body: unknown): OracleVerdict {
  if (!isObject(body)) return invalid;
  const l = jobApplicationLimits;
  const fields = {
    jobId: (jobIds as readonly unknown[]).includes(body.jobId) ? (body.jobId as string) : undefined,
    fullName: requiredLine(body.fullName, l.fullNameMin, l.fullNameMax),
    email: emailAddress(body.email),
    phone: phoneNumber(body.phone),
    coverLetter: requiredParagraph(body.coverLetter, l.coverLetterMin, l.coverLetterMax),
  };
  const linkedIn = optionalLine(body.linkedIn, l.linkedInMax);
  const trap = honeypot(body.website);
  if (Object.values(fields).some((value) => value === undefined) || !linkedIn.ok || !trap.ok) return invalid;
  return {
    valid: true,
    honeypot: trap.filled,
    payload: defined({ ...fields, linkedIn: linkedIn.text, website: body.website }),
  };
}

/**
 * A chat request: 1 to 20 messages, each a role ("user" or "assistant") and text of 1 to
 * 2,000 characters once trimmed, starting and ending with the visitor and alternating;
 * an optional website context of at most 10,000 characters; no lone surrogate anywhere.
 */
export function chatRequestOracle(body: unknown): boolean {
  if (!isObject(body) || !Array.isArray(body.messages)) return false;
  const { messages } = body;
  if (messages.length < 1 || messages.length > 20) return false;
  const wellFormed = messages.every(
    (message: unknown) =>
      isObject(message) &&
      (message.role === 'user' || message.role === 'assistant') &&
      requiredText(message.content, 1, 2000) !== undefined &&
      withoutLoneSurrogate(message.content as string),
  );
  if (!wellFormed) return false;
  const roles = messages.map((message: Body) => message.role);
  const alternating = roles.every((role, index) => index === 0 || role !== roles[index - 1]);
  const context = body.websiteContext;
  const contextOk =
    context === undefined ||
    (typeof context === 'string' && characters(context) <= 10_000 && withoutLoneSurrogate(context));
  return roles[0] === 'user' && roles.at(-1) === 'user' && alternating && contextOk;
}

/**
 * A vitals report: exactly a known page template, device class and navigation type,
 * and metrics: at least one of the known metrics, each a finite number, nothing else
 * anywhere; anything else is refused (4xx). A report is counted (`recorded`) when
 * every value is from 0 to its plausible maximum, else `dropped` with the same 204.
 */
export function webVitalsReportOracle(body: unknown): 'recorded' | 'dropped' | 'refused' {
  if (!isObject(body)) return 'refused';
  const keys = ['template', 'device', 'navigation', 'metrics'];
  if (!Object.keys(body).every((key) => keys.includes(key))) return 'refused';
  const known = (list: readonly string[], value: unknown) => typeof value === 'string' && list.includes(value);
  if (!known(pageTemplates, body.template) || !known(deviceClasses, body.device)) return 'refused';
  if (!known(navigationTypes, body.navigation) || !isObject(body.metrics)) return 'refused';
  const metrics = Object.entries(body.metrics);
  const metricOk = ([name, value]: [string, unknown]) =>
    (webVitalNames as readonly string[]).includes(name) &&
    (value === undefined || (typeof value === 'number' && Number.isFinite(value)));
  if (!metrics.every(metricOk) || !metrics.some(([, value]) => value !== undefined)) return 'refused';
  const plausible = ([name, value]: [string, unknown]) =>
    value === undefined ||
    ((value as number) >= 0 && (value as number) <= plausibleVitalMaxima[name as keyof typeof plausibleVitalMaxima]);
  return metrics.every(plausible) ? 'recorded' : 'dropped';
}
