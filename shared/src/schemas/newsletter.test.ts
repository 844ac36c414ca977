import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../api-contract.ts';
import { newsletterFormSchema, newsletterSchema } from './newsletter.ts';

function messagesFor(input: unknown): Record<string, string> {
  const result = newsletterSchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

describe('newsletterSchema', () => {
  it('accepts an address and normalises it: trimmed and lower-cased', () => {
    expect(newsletterSchema.parse({ email: '  Ana.Lopez@Example.COM ' })).toEqual({ email: 'ana.lopez@example.com' });
  });

  it.each(['', '   ', 'no-at-sign', 'ana@', '@example.com', 'ana@example', 'ana @example.com', 'ana@@example.com'])(
    'rejects %j with "Please enter a valid email address"',
    (email) => {
      expect(messagesFor({ email })).toEqual({ email: 'Please enter a valid email address' });
    },
  );

  it.each(['ana\u200B@example.com', 'ana@\u2060example.com', 'ana@exam\u202Eple.com', 'ana\uD800@example.com'])(
    'rejects %j, an address with a hidden or broken character, with the same message',
    (email) => {
      expect(messagesFor({ email })).toEqual({ email: 'Please enter a valid email address' });
    },
  );

  it('trims a byte order mark around an address like any other space', () => {
    expect(newsletterSchema.parse({ email: '\uFEFFana@example.com' }).email).toBe('ana@example.com');
  });

  it('reports the same message when the address is missing or not text', () => {
    expect(messagesFor({})).toEqual({ email: 'Please enter a valid email address' });
    expect(messagesFor({ email: 42 })).toEqual({ email: 'Please enter a valid email address' });
  });

  it('rejects an address longer than 254 characters', () => {
    expect(messagesFor({ email: `${'a'.repeat(245)}@example.com` })).toEqual({
      email: 'Please enter a valid email address',
    });
  });

  it('accepts the known sources and rejects others', () => {
    expect(newsletterSchema.parse({ email: 'a@b.co', source: 'academy-signup' }).source).toBe('academy-signup');
    expect(messagesFor({ email: 'a@b.co', source: 'footer' })).toEqual({ source: 'Unknown newsletter source' });
  });

  it('keeps the honeypot value so the API can spot bots', () => {
    expect(newsletterSchema.parse({ email: 'a@b.co', website: 'http://spam.example' }).website).toBe(
      'http://spam.example',
    );
  });

  it('drops unknown fields', () => {
    expect(newsletterSchema.parse({ email: 'a@b.co', admin: true })).toEqual({ email: 'a@b.co' });
  });

  it('has a form-only schema (address and honeypot) with the same message', () => {
    expect(newsletterFormSchema.parse({ email: ' A@B.co ' })).toEqual({ email: 'a@b.co' });
    expect(newsletterFormSchema.safeParse({ email: 'nope' }).error?.issues[0]?.message).toBe(
      'Please enter a valid email address',
    );
  });
});
