import { describe, expect, it } from 'vitest';
import { brand } from '@ferrum/shared';
import { checkLinks, checkedLinkTarget, createStreamingLinkCheck } from '../src/chat/site-links.ts';

describe('every link of an answer is checked against the page table', () => {
  it('keeps pages of the site, and anchors their pages have', () => {
    expect(checkedLinkTarget('/products/data-diode')).toBe('/products/data-diode');
    expect(checkedLinkTarget('/products/data-diode#specifications')).toBe('/products/data-diode#specifications');
    expect(checkedLinkTarget('/company/careers/account-executive#apply')).toBe(
      '/company/careers/account-executive#apply',
    );
    expect(checkedLinkTarget('/company/contact/')).toBe('/company/contact');
    expect(checkedLinkTarget(`${brand.siteUrl}/services/mdr`)).toBe('/services/mdr');
  });

  it('links the page when the anchor is unknown, and drops unknown pages and other sites', () => {
    expect(checkedLinkTarget('/products/data-diode#pricing')).toBe('/products/data-diode');
    expect(checkedLinkTarget('/products/firewall')).toBeUndefined();
    expect(checkedLinkTarget('/pricing')).toBeUndefined();
    expect(checkedLinkTarget('https://evil.example/phish')).toBeUndefined();
    expect(checkedLinkTarget('//evil.example')).toBeUndefined();
    expect(checkedLinkTarget('javascript:alert(1)')).toBeUndefined();
  });

  it('keeps only our own e-mail addresses and phone numbers', () => {
    expect(checkedLinkTarget(`mailto:${brand.email}`)).toBe(`mailto:${brand.email}`);
    expect(checkedLinkTarget(`mailto:${brand.securityEmail}`)).toBe(`mailto:${brand.securityEmail}`);
    expect(checkedLinkTarget('tel:+12125550147')).toBe('tel:+12125550147');
    expect(checkedLinkTarget('mailto:sales@competitor.example')).toBeUndefined();
    expect(checkedLinkTarget('tel:+19005550000')).toBeUndefined();
  });

  it('turns a link that may not stay into its text', () => {
    expect(checkLinks('See [pricing](/pricing) and [the diode](/products/data-diode).')).toBe(
      'See pricing and [the diode](/products/data-diode).',
    );
  });

  it('checks a link that arrives in pieces once it is whole, and passes other text at once', () => {
    const check = createStreamingLinkCheck();
    const pieces = [
      'Read ',
      'the [spec',
      's](/products/data',
      '-diode#specif',
      'ications) or [a ',
      'fake](/nope',
      ') now',
      '.',
    ];
    const out = pieces.map((piece) => check.push(piece));
    expect(out[0]).toBe('Read ');
    expect(out.join('') + check.flush()).toBe('Read the [specs](/products/data-diode#specifications) or a fake now.');
  });

  it('lets text with a lone bracket through at the end', () => {
    const check = createStreamingLinkCheck();
    expect(check.push('a [b')).toBe('a ');
    expect(check.flush()).toBe('[b');
  });
});
