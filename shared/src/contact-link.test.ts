import { describe, expect, it } from 'vitest';
import { contactPath } from './contact-link.ts';
import { contactLinkFields, readContactLink } from './contact-link-query.ts';
import { pages } from './pages.ts';
import { pageSections } from './page-sections.ts';
import { contactLimits } from './schemas/contact-limits.ts';

/** The link's parts as a browser reads them. */
function parts(path: string) {
  const url = new URL(path, 'https://example.com');
  return { path: url.pathname, hash: url.hash, query: url.searchParams };
}

describe('contactPath', () => {
  it('opens the contact form at its anchor with the subject in the query', () => {
    const link = contactPath({ subject: 'Choose Plan: Advanced Oversight' });
    expect(link).toBe('/company/contact?subject=Choose%20Plan%3A%20Advanced%20Oversight#message');
    const { path, hash, query } = parts(link);
    expect(path).toBe(pages.contact.path);
    expect(hash).toBe(`#${pageSections.contact.message.id}`);
    expect([...query.keys()]).toEqual(['subject']);
  });

  it('adds the message as a second parameter only when given', () => {
    const { query } = parts(contactPath({ subject: 'Quote request: Data Diode', message: 'Our needs:' }));
    expect([...query.entries()]).toEqual([
      ['subject', 'Quote request: Data Diode'],
      ['message', 'Our needs:'],
    ]);
  });

  it('encodes every character that would end or split a parameter, and reads back what it was given', () => {
    const subject = 'Demo request: Oil & Gas #1 + 50% = ?/é';
    const message = 'Line one\nLine two & more';
    const link = contactPath({ subject, message });
    expect(link.split('#')).toHaveLength(2);
    expect(link.slice(link.indexOf('?') + 1, link.indexOf('#')).split('&')).toHaveLength(2);
    expect(link).toMatch(/^[A-Za-z0-9/?=&%#._~:-]+$/);
    expect(readContactLink(link.slice(link.indexOf('?'), link.indexOf('#')))).toEqual({ subject, message });
  });

  it('trims what it is given', () => {
    expect(parts(contactPath({ subject: '  Meeting request  ' })).query.get('subject')).toBe('Meeting request');
  });

  it('refuses a subject outside the form’s rule: 5 to 200 characters on one line', () => {
    expect(() => contactPath({ subject: 'Hi' })).toThrow(RangeError);
    expect(() => contactPath({ subject: '    Hey    ' })).toThrow(RangeError);
    expect(() => contactPath({ subject: 'x'.repeat(contactLimits.subjectMax + 1) })).toThrow(RangeError);
    expect(() => contactPath({ subject: 'Two\nlines' })).toThrow(RangeError);
    expect(() => contactPath({ subject: 'x'.repeat(contactLimits.subjectMin) })).not.toThrow();
    expect(() => contactPath({ subject: 'x'.repeat(contactLimits.subjectMax) })).not.toThrow();
  });

  it('refuses an empty message or one over the form’s maximum', () => {
    expect(() => contactPath({ subject: 'A subject', message: ' ' })).toThrow(RangeError);
    expect(() => contactPath({ subject: 'A subject', message: 'x'.repeat(contactLimits.messageMax + 1) })).toThrow(
      RangeError,
    );
  });

  it('takes no field but the subject and the message', () => {
    // @ts-expect-error: a visitor's details never travel in a URL.
    contactPath({ subject: 'A subject', email: 'ana@example.com' });
    expect(contactLinkFields).toEqual(['subject', 'message']);
  });
});

describe('readContactLink', () => {
  it('reads the subject and the message, decoding both ways of writing a space', () => {
    expect(readContactLink('?subject=Demo%20request%3A+Water+Utilities&message=Hello%0Athere')).toEqual({
      subject: 'Demo request: Water Utilities',
      message: 'Hello\nthere',
    });
  });

  it('ignores every other parameter, a personal one above all', () => {
    expect(
      readContactLink('?firstName=Ana&lastName=Diaz&email=ana%40example.com&company=Acme&source=assistant&website=x'),
    ).toEqual({});
    expect(readContactLink('?utm_source=mail&subject=Meeting+request')).toEqual({ subject: 'Meeting request' });
  });

  it('trims each value and leaves out an empty or blank one', () => {
    expect(readContactLink('?subject=%20Meeting+request%20&message=%20%20')).toEqual({ subject: 'Meeting request' });
    expect(readContactLink('?subject=')).toEqual({});
    expect(readContactLink('')).toEqual({});
  });
});
