import { describe, expect, it } from 'vitest';
import { contactSchema, pages } from '@ferrum/shared';
import { events } from '@ferrum/shared/content/events';
import { industries } from '@ferrum/shared/content/industries';
import {
  dataDiode,
  dataDiodePage,
  digitalTwin,
  digitalTwinPage,
  productListings,
} from '@ferrum/shared/content/products';
import { choosePlanPath, mdrPlans } from '@ferrum/shared/content/services';
import { contactLimits } from '@ferrum/shared/schemas/contact-limits';
import { eventsPageCopy } from './events-page.ts';
import { industryPageCopy } from './industry-page.ts';

/** Every call to action that carries its context into the contact form (docs/product.md#calls-to-action): where, and its link. */
const callsToAction: [string, string][] = [
  ...mdrPlans.map((plan): [string, string] => [`Choose Plan, ${plan.title}`, choosePlanPath(plan)]),
  ['Cyber Digital Twin hero, Request a Demo', digitalTwinPage.hero.primaryButton.href],
  ['Cyber Digital Twin closing, Schedule a Demo', digitalTwinPage.cta.primaryButton.href],
  ['Data Diode hero, Request a Quote', dataDiodePage.hero.primaryButton.href],
  ['Data Diode closing, Request a Quote', dataDiodePage.cta.primaryButton.href],
  ['Software listing, Request a Demo', productListings.software.hero.primaryButton.href],
  ['Hardware listing, Request a Quote', productListings.hardware.hero.primaryButton.href],
  ...industries.map((industry): [string, string] => [
    `${industry.name}, Request Demo`,
    industryPageCopy.primaryButton(industry.hero.subtitle).href,
  ]),
  ['Events hero, Book a Meeting', eventsPageCopy.hero.primaryButton.href],
  ...events.flatMap((event): [string, string][] => [
    [`${event.title}, Book a Meeting`, eventsPageCopy.bookMeeting.href(event)],
    [`${event.title}, Hear about the next one`, eventsPageCopy.nextEdition.href(event)],
  ]),
];

function read(link: string) {
  const url = new URL(link, 'https://example.com');
  return {
    path: url.pathname,
    hash: url.hash,
    names: [...url.searchParams.keys()],
    subject: url.searchParams.get('subject') ?? '',
    message: url.searchParams.get('message'),
  };
}

describe('every call to action', () => {
  it.each(callsToAction)('%s opens the contact form at its anchor', (_, link) => {
    expect(read(link)).toMatchObject({ path: pages.contact.path, hash: '#message' });
  });

  it.each(callsToAction)('%s carries a subject the contact form accepts as it is', (_, link) => {
    const { subject, message } = read(link);
    expect(contactSchema.shape.subject.safeParse(subject)).toEqual({ success: true, data: subject });
    if (message !== null) expect(message.length).toBeLessThanOrEqual(contactLimits.messageMax);
  });

  it.each(callsToAction)('%s carries nothing but a subject and a first line, encoded', (_, link) => {
    const { names } = read(link);
    expect(names[0]).toBe('subject');
    expect(names.every((name) => name === 'subject' || name === 'message')).toBe(true);
    expect(new Set(names).size).toBe(names.length);
    // Percent-encoded: each value holds only what encodeURIComponent leaves as it is, so no `&`, `#` or space splits it.
    const pairs = link.slice(link.indexOf('?') + 1, link.indexOf('#')).split('&');
    expect(pairs.map((pair) => pair.split('=')[0])).toEqual(names);
    for (const pair of pairs) expect(pair).toMatch(/^[a-z]+=[A-Za-z0-9%._~*'()!-]+$/);
  });

  it('names what it is about, in the words the visitor saw', () => {
    const subject = (link: string) => read(link).subject;
    for (const plan of mdrPlans) expect(subject(choosePlanPath(plan))).toContain(plan.title);
    expect(subject(digitalTwinPage.hero.primaryButton.href)).toContain(digitalTwin.name);
    expect(digitalTwinPage.cta.primaryButton.href).toBe(digitalTwinPage.hero.primaryButton.href);
    expect(subject(dataDiodePage.hero.primaryButton.href)).toContain(dataDiode.name);
    expect(read(dataDiodePage.hero.primaryButton.href).message).toContain(dataDiode.name);
    expect(dataDiodePage.cta.primaryButton.href).toBe(dataDiodePage.hero.primaryButton.href);
    for (const industry of industries) {
      // The hero's badge, which is what the visitor read above Request Demo.
      expect(subject(industryPageCopy.primaryButton(industry.hero.subtitle).href)).toContain(industry.hero.subtitle);
    }
    expect(subject(eventsPageCopy.hero.primaryButton.href)).not.toBe('');
    for (const event of events) {
      const meeting = read(eventsPageCopy.bookMeeting.href(event));
      expect(meeting.subject).toContain(event.title);
      expect(meeting.message).toContain(event.title);
      expect(read(eventsPageCopy.nextEdition.href(event))).toMatchObject({
        subject: expect.stringContaining(event.title),
        message: null,
      });
    }
  });
});
