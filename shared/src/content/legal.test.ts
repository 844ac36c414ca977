import { describe, expect, it } from 'vitest';
import { brand } from '../brand.ts';
import { backupRecoveryDays, retentionPeriods, retentionPeriodWords } from '../retention.ts';
import { privacyPolicy, termsOfService } from './legal.ts';

describe('privacy policy', () => {
  it('has its 11 sections in order, last updated when retention, unsubscribing and vitals were added', () => {
    expect(privacyPolicy.lastUpdated).toBe('2026-11-24');
    expect(privacyPolicy.sections.map((section) => section.heading)).toEqual([
      '1. Introduction',
      '2. Information We Collect',
      '3. How We Use Your Information',
      '4. Cookies and Similar Technologies',
      '5. Third-Party Services',
      '6. Data Security and Retention',
      '7. International Data Transfers',
      '8. Your Rights',
      '9. Children’s Privacy',
      '10. Changes to This Policy',
      '11. Contact Us',
    ]);
  });

  it('states the retention the tables enforce, worded from the shared periods and counted from sending', () => {
    const retention = privacyPolicy.sections[5]?.paragraphs.join(' ') ?? '';
    const contact = retentionPeriodWords(retentionPeriods.contact);
    const applications = retentionPeriodWords(retentionPeriods.jobApplications);
    expect(retention).toContain(`contact inquiries for ${contact} after you send them`);
    expect(retention).toContain(`job applications for ${applications} after you send them`);
    expect(retention).toContain('newsletter subscriptions until you unsubscribe');
    expect(retention).toContain('deleted automatically');
    expect(retention).toContain(`up to ${backupRecoveryDays} days more`);
    // What the system never did: count from a last exchange or from filling a position.
    expect(retention).not.toMatch(/last exchange|position is filled/);
  });

  it('says what the page speed measurements are and that nothing in them identifies a visitor', () => {
    const collected = privacyPolicy.sections[1]?.bullets?.join(' ') ?? '';
    expect(collected).toContain('Page speed measurements, on a sample of page views');
    expect(collected).toContain('phone, tablet or desktop');
    expect(collected).toContain('no cookie and no identifier');
    expect(collected).toContain('without any IP address or identifier');
    const cookies = privacyPolicy.sections[3]?.paragraphs.join(' ') ?? '';
    expect(cookies).toContain(
      'It sets no cookie, stores nothing in your browser and sends nothing that identifies you.',
    );
  });

  it('covers children under 16 and gives the brand contact details', () => {
    expect(privacyPolicy.sections[8]?.paragraphs.join(' ')).toContain('under 16');
    expect(privacyPolicy.sections[10]?.bullets?.join(' ')).toContain(brand.email);
  });
});

describe('terms of service', () => {
  it('has its 13 sections in order, last updated April 6, 2025', () => {
    expect(termsOfService.lastUpdated).toBe('2025-04-06');
    expect(termsOfService.sections.map((section) => section.heading)).toEqual([
      '1. Introduction',
      '2. Definitions',
      '3. Account Registration',
      '4. Acceptable Use',
      '5. Intellectual Property',
      '6. Subscriptions and Payment',
      '7. Limitation of Liability',
      '8. Disclaimer of Warranties',
      '9. Indemnification',
      '10. Governing Law',
      '11. Changes to These Terms',
      '12. Severability',
      '13. Contact Us',
    ]);
  });

  it('names California law, courts in San Jose and 30 days’ notice for material changes', () => {
    const text = (index: number) => termsOfService.sections[index]?.paragraphs.join(' ') ?? '';
    expect(text(9)).toContain('State of California');
    expect(text(9)).toContain('San Jose, California');
    expect(text(10)).toContain('30 days’ notice');
    expect(termsOfService.sections[12]?.bullets?.join(' ')).toContain(brand.phone);
  });

  it('gives every section of both documents at least one paragraph', () => {
    for (const section of [...privacyPolicy.sections, ...termsOfService.sections]) {
      expect(section.paragraphs.length, section.heading).toBeGreaterThan(0);
    }
  });
});
