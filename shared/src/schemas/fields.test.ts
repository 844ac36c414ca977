import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { idempotencyKeyMessage, idempotencyKeySchema, lineField, optionalLineField, paragraphField } from './fields.ts';

/** A fixed seed, so a failure reproduces (lambdas/test/support/fast-check-seed.ts does the same there). */
const seed = 20_261_127;

describe('idempotencyKeySchema (the Idempotency-Key header)', () => {
  const key = '7b0f4a52-3c1e-4d2a-9f3b-2a1c5e6d7f80';

  it('lower-cases the key so a retry in another case is the same key', () => {
    expect(idempotencyKeySchema.parse(key.toUpperCase())).toBe(key);
  });

  it.each(['', 'not-a-uuid', `${key}x`, ` ${key}`])('rejects %j with a message naming the header', (value) => {
    const result = idempotencyKeySchema.safeParse(value);
    expect(result.error?.issues[0]?.message).toBe(idempotencyKeyMessage);
    expect(idempotencyKeyMessage).toBe('The Idempotency-Key header must be a UUID.');
  });
});

describe('lineField (a name, a subject: one line of text)', () => {
  const subject = lineField('Subject', 5, 'Subject must be at least 5 characters', 200);
  const messageOf = (value: unknown) => subject.safeParse(value).error?.issues[0]?.message;

  it('drops invisible format characters before measuring, so the visitor never has to find one', () => {
    expect(subject.parse('\uFEFF Plant\u00AD assess\u200Bment \u200D')).toBe('Plant assessment');
    expect(messageOf('\u200B\u200B\u200B\u200B\u200B')).toBe('Subject must be at least 5 characters');
  });

  it.each([
    ['Invoice \u202Etxt.exe paid', 'Subject must not contain characters that change the text direction'],
    ['Hello \u2067there\u2069', 'Subject must not contain characters that change the text direction'],
    ['Hello\nBcc: all@example.com', 'Subject must be on one line'],
    ['Hello\u2028there', 'Subject must be on one line'],
    ['Hello \uD800 there', 'Subject contains characters that are not text'],
    ['Hello \u0000 there', 'Subject contains characters that are not text'],
    ['Hello \uFFFD there', 'Subject contains characters that are not text'],
    ['12345 67890', 'Subject must contain letters'],
    ['-----', 'Subject must contain letters'],
  ])('refuses %j with "%s"', (value, message) => {
    expect(messageOf(value)).toBe(message);
  });

  it('keeps letters of any script, and a tab', () => {
    expect(subject.parse('Grüße, 李 and Ж\there')).toBe('Grüße, 李 and Ж\there');
  });

  it('accepts only trimmed text of 5 or more characters with a letter, free of format, control and break characters', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 30 }), (value) => {
        const result = subject.safeParse(value);
        if (!result.success) return;
        expect(result.data).toBe(result.data.trim());
        expect(result.data.length).toBeGreaterThanOrEqual(5);
        expect(result.data).toMatch(/\p{L}/u);
        // A tab is the one control character a line keeps.
        expect(result.data).not.toMatch(/[^\P{Cc}\t]|[\p{Cf}\uFFFD\uD800-\uDFFF\u2028\u2029]/u);
      }),
      { seed, numRuns: 3000 },
    );
  });

  it('reads a valid subject the same with format characters slipped in anywhere', () => {
    const formatCharacter = fc.constantFrom('\u200B', '\u200C', '\u200D', '\u00AD', '\uFEFF', '\u2060', '\u200E');
    const slipped = fc
      .tuple(fc.stringMatching(/^[A-Za-z][A-Za-z ]{4,40}[A-Za-z]$/), fc.array(fc.tuple(fc.nat(), formatCharacter)))
      .map(([text, inserts]) => ({
        text,
        withInserts: inserts.reduce((current, [at, character]) => {
          const index = at % (current.length + 1);
          return current.slice(0, index) + character + current.slice(index);
        }, text),
      }));
    fc.assert(
      fc.property(slipped, ({ text, withInserts }) => {
        expect(subject.parse(withInserts)).toBe(subject.parse(text));
      }),
      { seed },
    );
  });
});

describe('optionalLineField (a company)', () => {
  const company = optionalLineField('Company', 200);

  it('takes nothing, an empty value, or one line with a letter', () => {
    expect(company.parse(undefined)).toBeUndefined();
    expect(company.parse('  ')).toBe('');
    expect(company.parse('3M')).toBe('3M');
    expect(company.parse('\u200B')).toBe('');
  });

  it.each([
    ['42', 'Company must contain letters'],
    ['Acme\nCorp', 'Company must be on one line'],
    ['Acme \u202DCorp', 'Company must not contain characters that change the text direction'],
  ])('refuses %j with "%s"', (value, message) => {
    expect(company.safeParse(value).error?.issues[0]?.message).toBe(message);
  });
});

describe('paragraphField (a message, a cover letter)', () => {
  const message = paragraphField('Message', 10, 'Message must be at least 10 characters', 5000);
  const messageOf = (value: unknown) => message.safeParse(value).error?.issues[0]?.message;

  it('keeps line breaks, tabs, joiners and direction marks: paragraphs, emoji and right-to-left text', () => {
    const text = 'Dear team,\r\n\tour 👩‍💻 team writes می‌خواهم\u200F too.\n\nThanks';
    expect(message.parse(text)).toBe(text);
  });

  it.each([
    ['Please \u202Ereverse this text', 'Message must not contain characters that change the text direction'],
    ['A broken \uDC00 character', 'Message contains characters that are not text'],
    ['A terminal \u001b[2J escape', 'Message contains characters that are not text'],
    ['A lost \uFFFD byte here', 'Message contains characters that are not text'],
  ])('refuses %j with "%s"', (value, expected) => {
    expect(messageOf(value)).toBe(expected);
  });

  it('accepts only text free of lone surrogates, controls and direction controls', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', minLength: 10, maxLength: 40 }), (value) => {
        const result = message.safeParse(value);
        if (!result.success) return;
        expect(result.data).not.toMatch(/[\u202A-\u202E\u2066-\u2069\uFFFD\uD800-\uDFFF]|[^\P{Cc}\t\n\r\v\f\u0085]/u);
      }),
      { seed, numRuns: 3000 },
    );
  });
});
