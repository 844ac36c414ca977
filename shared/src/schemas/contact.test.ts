import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../api-contract.ts';
import { contactSchema } from './contact.ts';

const valid = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  company: 'Analytical Engines Ltd',
  subject: 'Plant assessment',
  message: 'We would like a quote for a site assessment.',
};

function messagesFor(changes: Record<string, unknown>): Record<string, string> {
  const result = contactSchema.safeParse({ ...valid, ...changes });
  return result.success ? {} : fieldErrors(result.error);
}

describe('contactSchema', () => {
  it('accepts a complete message', () => {
    expect(contactSchema.parse(valid)).toEqual(valid);
  });

  it('trims every text and lower-cases the e-mail', () => {
    const parsed = contactSchema.parse({
      ...valid,
      firstName: '  Ada ',
      email: ' ADA@Example.com ',
      subject: ' Hello there ',
    });
    expect(parsed).toMatchObject({ firstName: 'Ada', email: 'ada@example.com', subject: 'Hello there' });
  });

  it('records a message that began in the assistant, and nothing for the contact page itself', () => {
    expect(contactSchema.parse({ ...valid, source: 'assistant' }).source).toBe('assistant');
    expect(contactSchema.parse({ ...valid, source: '' }).source).toBeUndefined();
    expect(contactSchema.parse(valid).source).toBeUndefined();
    expect(messagesFor({ source: 'newsletter' })).toEqual({ source: 'Unknown message source' });
  });

  it('accepts a missing or empty company (optional)', () => {
    const { company: _company, ...withoutCompany } = valid;
    expect(contactSchema.safeParse(withoutCompany).success).toBe(true);
    expect(contactSchema.parse({ ...valid, company: '' }).company).toBe('');
  });

  it.each([
    ['firstName', 'A', 'First name must be at least 2 characters'],
    ['firstName', '  A  ', 'First name must be at least 2 characters'],
    ['firstName', undefined, 'First name must be at least 2 characters'],
    ['firstName', 'x'.repeat(101), 'First name must be at most 100 characters'],
    ['lastName', 'L', 'Last name must be at least 2 characters'],
    ['lastName', null, 'Last name must be at least 2 characters'],
    ['lastName', 'x'.repeat(101), 'Last name must be at most 100 characters'],
    ['email', 'ada.example.com', 'Please enter a valid email address'],
    ['email', '', 'Please enter a valid email address'],
    ['company', 'x'.repeat(201), 'Company must be at most 200 characters'],
    ['company', 7, 'Company must be at most 200 characters'],
    ['subject', 'Hey', 'Subject must be at least 5 characters'],
    ['subject', 'x'.repeat(201), 'Subject must be at most 200 characters'],
    ['message', 'Too short', 'Message must be at least 10 characters'],
    ['message', 'x'.repeat(5001), 'Message must be at most 5,000 characters'],
  ])('rejects %s = %j with "%s"', (field, value, message) => {
    expect(messagesFor({ [field]: value })).toEqual({ [field]: message });
  });

  it('refuses names of zero-width spaces and a subject that reverses itself (issue 33)', () => {
    expect(messagesFor({ firstName: '\u200B\u200B', lastName: '\u200B\u200B\u200B' })).toEqual({
      firstName: 'First name must be at least 2 characters',
      lastName: 'Last name must be at least 2 characters',
    });
    expect(messagesFor({ subject: 'Invoice \u202Etxt.exe paid' })).toEqual({
      subject: 'Subject must not contain characters that change the text direction',
    });
  });

  it('stores no invisible character of a name, subject or company', () => {
    expect(
      contactSchema.parse({
        ...valid,
        firstName: '\uFEFFAda\u200B',
        lastName: 'Love\u00ADlace',
        company: 'Analytical\u2060 Engines Ltd',
        subject: 'Plant \u200Eassessment',
      }),
    ).toEqual(valid);
  });

  it.each([
    ['firstName', '--', 'First name must contain letters'],
    ['lastName', "1'2", 'Last name must contain letters'],
    ['company', '1234', 'Company must contain letters'],
    ['subject', '!!!!!!', 'Subject must contain letters'],
    ['firstName', 'Ada\nBcc: x@example.com', 'First name must be on one line'],
    ['subject', 'Plant\r\nassessment', 'Subject must be on one line'],
    ['lastName', 'Love\uD800lace', 'Last name contains characters that are not text'],
    ['message', 'Please call me \uDFFF back', 'Message contains characters that are not text'],
    [
      'message',
      'Please \u2066call me\u2069 back',
      'Message must not contain characters that change the text direction',
    ],
  ])('rejects %s = %j with "%s"', (field, value, message) => {
    expect(messagesFor({ [field]: value })).toEqual({ [field]: message });
  });

  it('keeps the line breaks of a message', () => {
    const message = 'Hello,\n\nwe run two plants.\r\nRegards';
    expect(contactSchema.parse({ ...valid, message }).message).toBe(message);
  });

  it('accepts values exactly at the limits', () => {
    const result = contactSchema.safeParse({
      ...valid,
      firstName: 'Al',
      lastName: 'x'.repeat(100),
      subject: 'Hello',
      message: 'x'.repeat(5000),
    });
    expect(result.success).toBe(true);
  });

  it('reports every invalid field at once', () => {
    const result = contactSchema.safeParse({});
    expect(result.success).toBe(false);
    expect(Object.keys(result.success ? {} : fieldErrors(result.error)).sort()).toEqual(
      ['email', 'firstName', 'lastName', 'message', 'subject'].sort(),
    );
  });

  it('is the form itself: the idempotency key travels in a header, and one left in the body is dropped', () => {
    expect(contactSchema.parse({ ...valid, idempotencyKey: '7b0f4a52-3c1e-4d2a-9f3b-2a1c5e6d7f80' })).toEqual(valid);
  });
});
