/**
 * What the legal pages must keep saying whatever their wording: what the system does
 * with a visitor's data (the retention the tables enforce, the speed measurements),
 * the brand's contact details, and well-formed documents. Their sections, order and
 * words are the editors' (and lawyers') to choose.
 */
import { describe, expect, it } from 'vitest';
import { brand } from '../brand.ts';
import { backupRecoveryDays, retentionPeriods, retentionPeriodWords } from '../retention.ts';
import { legalSectionId, privacyPolicy, termsOfService, type LegalDocument } from './legal.ts';

const documents: [string, LegalDocument][] = [
  ['privacy policy', privacyPolicy],
  ['terms of service', termsOfService],
];

/** Every word of a document, paragraphs and bullets. */
const wordsOf = (document: LegalDocument) =>
  document.sections
    .flatMap((section) => [...section.paragraphs, ...(section.bullets ?? []), ...(section.afterBullets ?? [])])
    .join(' ');

describe.each(documents)('the %s', (_name, document) => {
  it('numbers its sections 1, 2, 3… in order, each with a paragraph and its own anchor', () => {
    document.sections.forEach((section, index) => {
      expect(section.heading).toMatch(new RegExp(`^${index + 1}\\. \\S`));
      expect(section.paragraphs.length, section.heading).toBeGreaterThan(0);
    });
    const anchors = document.sections.map((section) => legalSectionId(section.heading));
    expect(new Set(anchors).size).toBe(anchors.length);
  });

  it('was last updated on a real day, not after today', () => {
    const updated = new Date(`${document.lastUpdated}T00:00:00Z`);
    expect(updated.toISOString().slice(0, 10)).toBe(document.lastUpdated);
    expect(updated.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('gives the brand’s contact details', () => {
    expect(wordsOf(document)).toContain(brand.email);
  });
});

describe('privacy policy', () => {
  const words = wordsOf(privacyPolicy);

  it('states the retention the tables enforce, worded from the shared periods and counted from sending', () => {
    const contact = retentionPeriodWords(retentionPeriods.contact);
    const applications = retentionPeriodWords(retentionPeriods.jobApplications);
    expect(words).toContain(`contact inquiries for ${contact} after you send them`);
    expect(words).toContain(`job applications for ${applications} after you send them`);
    expect(words).toContain('newsletter subscriptions until you unsubscribe');
    expect(words).toContain('deleted automatically');
    expect(words).toContain(`up to ${backupRecoveryDays} days more`);
    // What the system never did: count from a last exchange or from filling a position.
    expect(words).not.toMatch(/last exchange|position is filled/);
  });

  it('says what the page speed measurements are and that nothing in them identifies a visitor', () => {
    expect(words).toContain('Page speed measurements, on a sample of page views');
    expect(words).toContain('phone, tablet or desktop');
    expect(words).toContain('no cookie and no identifier');
    expect(words).toContain('without any IP address or identifier');
    expect(words).toContain('It sets no cookie, stores nothing in your browser and sends nothing that identifies you.');
  });
});

describe('terms of service', () => {
  it('gives the brand’s phone number', () => {
    expect(wordsOf(termsOfService)).toContain(brand.phone);
  });
});
