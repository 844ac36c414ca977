/**
 * What the API accepts, written out again in plain code for the property tests:
 * oracles that never ask the handlers' own zod schemas, so a mistake in a schema
 * shows up as a disagreement instead of agreeing with itself. The rules are the
 * documented ones (docs/product.md); only lists of data (page templates, job
 * ids, limits) come from shared. Forms: required text trimmed to a length range
 * in characters, e-mail addresses trimmed and lower-cased, optional text capped,
 * the hidden honeypot, unknown keys ignored.
 */
import {
  contactLimits,
  deviceClasses,
  jobApplicationLimits,
  navigationTypes,
  newsletterSources,
  pageTemplates,
  webVitalMaxima,
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

/** An optional text field: absent, or a string of at most `max` characters once trimmed. */
function optionalText(value: unknown, max: number): { ok: boolean; text?: string } {
  if (value === undefined) return { ok: true };
  if (typeof value !== 'string') return { ok: false };
  const text = value.trim();
  return characters(text) <= max ? { ok: true, text } : { ok: false };
}

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
    firstName: requiredText(body.firstName, l.nameMin, l.nameMax),
    lastName: requiredText(body.lastName, l.nameMin, l.nameMax),
    email: emailAddress(body.email),
    subject: requiredText(body.subject, l.subjectMin, l.subjectMax),
    message: requiredText(body.message, l.messageMin, l.messageMax),
  };
  const company = optionalText(body.company, l.companyMax);
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
  const phone = requiredText(body.phone, l.phoneMin, l.phoneMax);
  const fields = {
    jobId: (jobIds as readonly unknown[]).includes(body.jobId) ? (body.jobId as string) : undefined,
    fullName: requiredText(body.fullName, l.fullNameMin, l.fullNameMax),
    email: emailAddress(body.email),
    // Digits, spaces and + ( ) . / - only.
    phone: phone !== undefined && /^[0-9+()./\s-]+$/.test(phone) ? phone : undefined,
    coverLetter: requiredText(body.coverLetter, l.coverLetterMin, l.coverLetterMax),
  };
  const linkedIn = optionalText(body.linkedIn, l.linkedInMax);
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
 * an optional website context of at most 10,000 characters.
 */
export function chatRequestOracle(body: unknown): boolean {
  if (!isObject(body) || !Array.isArray(body.messages)) return false;
  const { messages } = body;
  if (messages.length < 1 || messages.length > 20) return false;
  const wellFormed = messages.every(
    (message: unknown) =>
      isObject(message) &&
      (message.role === 'user' || message.role === 'assistant') &&
      requiredText(message.content, 1, 2000) !== undefined,
  );
  if (!wellFormed) return false;
  const roles = messages.map((message: Body) => message.role);
  const alternating = roles.every((role, index) => index === 0 || role !== roles[index - 1]);
  const context = body.websiteContext;
  const contextOk = context === undefined || (typeof context === 'string' && characters(context) <= 10_000);
  return roles[0] === 'user' && roles.at(-1) === 'user' && alternating && contextOk;
}

/**
 * A vitals report: exactly a known page template, device class and navigation type,
 * and metrics: at least one of the known metrics, each a number from 0 to its maximum,
 * nothing else anywhere.
 */
export function webVitalsReportOracle(body: unknown): boolean {
  if (!isObject(body)) return false;
  const keys = ['template', 'device', 'navigation', 'metrics'];
  if (!Object.keys(body).every((key) => keys.includes(key))) return false;
  const known = (list: readonly string[], value: unknown) => typeof value === 'string' && list.includes(value);
  if (!known(pageTemplates, body.template) || !known(deviceClasses, body.device)) return false;
  if (!known(navigationTypes, body.navigation) || !isObject(body.metrics)) return false;
  const metrics = Object.entries(body.metrics);
  const metricOk = ([name, value]: [string, unknown]) =>
    (webVitalNames as readonly string[]).includes(name) &&
    (value === undefined ||
      (typeof value === 'number' && value >= 0 && value <= webVitalMaxima[name as keyof typeof webVitalMaxima]));
  return metrics.every(metricOk) && metrics.some(([, value]) => value !== undefined);
}
