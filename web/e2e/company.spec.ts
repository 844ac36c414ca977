import { expectNoAxeViolations } from './support/axe.ts';
import { expect, test, type Page } from '@playwright/test';
import { brand, pages, telHref } from '@ferrum/shared';
import { about } from '@ferrum/shared/content/company';
import { events } from '@ferrum/shared/content/events';
import { jobOpenings } from '@ferrum/shared/content/jobs';
import { partners } from '@ferrum/shared/content/partners';
import { eventsPageCopy } from '../src/content/events-page.ts';
import { sortByStartDate } from '../src/pages/events/sort-events.ts';
import { openPage } from './support/console.ts';

const main = (page: Page) => page.locator('main');

test.describe('about', () => {
  test('shows the mission, three values, three leaders with initials and Global Impact', async ({ page }) => {
    await openPage(page, pages.about.path);
    await expect(page.getByRole('heading', { level: 2, name: 'Our Mission' })).toBeVisible();
    await expect(page.getByText(about.mission.statement)).toBeVisible();
    const values = page.getByRole('region', { name: 'Our Core Values' });
    await expect(values.getByRole('heading', { level: 3 })).toHaveText([
      'Security First',
      'Innovation',
      'Customer Partnership',
    ]);
    const team = page.getByRole('region', { name: 'Leadership Team' });
    await expect(team.getByRole('heading', { level: 3 })).toHaveText(about.leadership.members.map((m) => m.name));
    await expect(team.getByText('NK', { exact: true })).toBeVisible();
    await expect(team.getByText('TB', { exact: true })).toBeVisible();
    await expect(team.getByText('PR', { exact: true })).toBeVisible();
    const impact = page.getByRole('region', { name: 'Global Impact' });
    await expect(impact.getByText('25+')).toBeVisible();
    await expect(impact.getByText('Countries with protected sites')).toBeVisible();
  });

  test('links to careers and contact', async ({ page }) => {
    await openPage(page, pages.about.path);
    await main(page).getByRole('link', { name: 'View Careers' }).click();
    await expect(page).toHaveURL(pages.careers.path);
    await page.goBack();
    await main(page).getByRole('link', { name: 'Contact Us' }).last().click();
    await expect(page).toHaveURL(pages.contact.path);
  });

  test('has no axe violations', async ({ page }) => {
    await openPage(page, pages.about.path);
    await expectNoAxeViolations(page);
  });
});

test.describe('partners', () => {
  test('shows the three partners with three benefits each and Learn More opening their site in a new tab', async ({
    page,
  }) => {
    await openPage(page, pages.partners.path);
    const section = page.getByRole('region', { name: 'Technology Partners' });
    await expect(section.getByRole('heading', { level: 3 })).toHaveText(partners.map((p) => p.name));
    for (const partner of partners) {
      const card = section.getByRole('article').filter({ has: page.getByRole('heading', { name: partner.name }) });
      await expect(card.getByRole('list').getByRole('listitem')).toHaveCount(3);
      const learnMore = card.getByRole('link', { name: /^Learn More.*\(opens in a new tab\)$/ });
      await expect(learnMore).toHaveAttribute('href', partner.url);
      await expect(learnMore).toHaveAttribute('target', '_blank');
      await expect(learnMore).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await expect(section.locator('svg path').first()).toBeAttached();
  });

  test('shows the why-partner tiles and Become a Partner goes to contact', async ({ page }) => {
    await openPage(page, pages.partners.path);
    await expect(
      page.getByRole('region', { name: `Why Partner with ${brand.company}` }).getByRole('heading', { level: 3 }),
    ).toHaveCount(4);
    await page
      .getByRole('region', { name: 'Become a Partner' })
      .getByRole('link', { name: 'Become a Partner' })
      .click();
    await expect(page).toHaveURL(pages.contact.path);
  });

  test('has no axe violations', async ({ page }) => {
    await openPage(page, pages.partners.path);
    await expectNoAxeViolations(page);
  });
});

test.describe('events', () => {
  test('lists the four events by start date with US long dates, Past event badges and Hear about the next one', async ({
    page,
  }) => {
    await openPage(page, pages.events.path);
    const cards = page.locator('#events').getByRole('article');
    await expect(cards).toHaveCount(4);
    await expect(cards.getByRole('heading', { level: 3 })).toHaveText([
      'Seamless Middle East 2025',
      'Next-Gen ICS Security Webinar',
      'Next Generation IoT Expo',
      'Cybersecurity Best Practices for OT/ICS',
    ]);
    await expect(cards.locator('time')).toHaveText([
      'May 20 – 22, 2025',
      'July 15, 2025',
      'August 24 – 26, 2025',
      'September 5, 2025',
    ]);
    await expect(cards.getByText('Conference', { exact: true })).toHaveCount(2);
    await expect(cards.getByText('Webinar', { exact: true })).toHaveCount(1);
    await expect(cards.getByText('Online', { exact: true })).toHaveCount(1);
    // Every event is in 2025 and both the build and the visitor's clock are later: each card is marked,
    // and offers news of the next edition instead of a meeting.
    await expect(cards.getByText('Past event')).toHaveCount(4);
    await expect(cards.getByRole('link', { name: /^Book a Meeting/ })).toHaveCount(0);
    const nextEditions = cards.getByRole('link', { name: /^Hear about the next one/ });
    await expect(nextEditions).toHaveCount(4);
    for (const [index, event] of sortByStartDate(events).entries()) {
      await expect(nextEditions.nth(index)).toHaveAttribute('href', eventsPageCopy.nextEdition.href(event));
    }
  });

  test('the prerendered HTML marks the events past on the build date; the page corrects them with the visitor’s date', async ({
    page,
    request,
  }) => {
    const html = await (await request.get(pages.events.path)).text();
    expect(html).toContain('May 20 – 22, 2025');
    const prerenderedBadges = html.match(/<span data-shown-when="ended"[^>]*>/g) ?? [];
    expect(prerenderedBadges.filter((badge) => !/\shidden/.test(badge))).toHaveLength(4);

    // A visitor on August 1, 2025: two events are over, two are still to come.
    await page.clock.setFixedTime(new Date('2025-08-01T12:00:00'));
    // A frozen clock also freezes animation frames: wait for the load rather than the first paint.
    await page.goto(pages.events.path);
    const shownBadges = (card: string) =>
      page.getByRole('article').filter({ hasText: card }).getByText('Past event').filter({ visible: true });
    await expect(page.getByRole('article').getByText('Past event').filter({ visible: true })).toHaveCount(2);
    await expect(shownBadges('Next Generation IoT Expo')).toHaveCount(0);
    await expect(shownBadges('Seamless Middle East 2025')).toHaveCount(1);
    await expect(page.getByRole('article').getByRole('link', { name: /^Book a Meeting/ })).toHaveText([
      'Book a Meeting: Next Generation IoT Expo',
      'Book a Meeting: Cybersecurity Best Practices for OT/ICS',
    ]);
  });

  test('has no axe violations', async ({ page }) => {
    await openPage(page, pages.events.path);
    await expect(page.getByText('Past event').first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('careers', () => {
  test('shows the five openings with title, department, location, type and Apply Now', async ({ page }) => {
    await openPage(page, pages.careers.path);
    await expect(page.getByRole('heading', { level: 1, name: 'Join Our Team' })).toBeVisible();
    const openings = page.getByRole('region', { name: 'Current Openings' });
    const cards = openings.getByRole('article');
    await expect(cards).toHaveCount(5);
    for (const job of jobOpenings) {
      const card = cards.filter({ has: page.getByRole('heading', { level: 3, name: job.title }) });
      await expect(card.getByText(job.department, { exact: true })).toBeVisible();
      await expect(card.getByText(job.location, { exact: true })).toBeVisible();
      await expect(card.getByText(job.type, { exact: true })).toBeVisible();
      await expect(card.getByRole('button', { name: /^Apply Now/ })).toHaveAttribute('type', 'button');
    }
    await expect(openings.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', pages.contact.path);
  });

  test('shows why work here and the benefits', async ({ page }) => {
    await openPage(page, pages.careers.path);
    await expect(
      page.getByRole('region', { name: `Why Work at ${brand.company}` }).getByRole('heading', { level: 3 }),
    ).toHaveCount(4);
    await expect(page.getByRole('region', { name: 'Benefits' }).getByRole('heading', { level: 3 })).toHaveCount(6);
  });

  test('the hero button jumps to the openings', async ({ page }) => {
    await openPage(page, pages.careers.path);
    await page.getByRole('link', { name: 'View Open Positions' }).click();
    await expect(page).toHaveURL(/#openings$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Current Openings' })).toBeInViewport();
  });

  test('has no axe violations', async ({ page }) => {
    await openPage(page, pages.careers.path);
    await expectNoAxeViolations(page);
  });
});

test.describe('contact', () => {
  test('shows the headquarters, three e-mail lines, two phone lines and the hours', async ({ page }) => {
    await openPage(page, pages.contact.path);
    const details = page.getByRole('region', { name: 'Get in Touch' });
    await expect(details.getByText(brand.address.street)).toBeVisible();
    for (const label of ['General inquiries:', 'Sales:', 'Support:']) {
      await expect(details.getByText(label, { exact: true })).toBeVisible();
    }
    await expect(details.getByRole('link', { name: brand.email })).toHaveCount(3);
    for (const link of await details.getByRole('link', { name: brand.email }).all()) {
      await expect(link).toHaveAttribute('href', `mailto:${brand.email}`);
    }
    await expect(details.getByText('Main office:', { exact: true })).toBeVisible();
    await expect(details.getByText('Emergency (24/7):', { exact: true })).toBeVisible();
    await expect(details.getByRole('link', { name: brand.phone }).first()).toHaveAttribute(
      'href',
      telHref(brand.phone),
    );
    await expect(details.getByText('Monday to Friday 9:00 AM to 6:00 PM EST')).toBeVisible();
    await expect(details.getByText('Emergency support available 24/7 for critical issues')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Send Us a Message' })).toBeVisible();
  });

  test('Live Chat opens the assistant and Emergency Hotline calls the emergency line', async ({ page }) => {
    await openPage(page, pages.contact.path);
    await page.getByRole('button', { name: 'Live Chat' }).click();
    await expect(page.getByRole('dialog', { name: 'Ferrum Assistant' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Emergency Hotline/ })).toHaveAttribute(
      'href',
      telHref(brand.emergencyPhone),
    );
  });

  test('has no axe violations', async ({ page }) => {
    await openPage(page, pages.contact.path);
    await expectNoAxeViolations(page);
  });
});
