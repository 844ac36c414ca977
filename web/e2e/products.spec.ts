import { expectNoAxeViolations } from './support/axe.ts';
import { expect, test, type Page } from '@playwright/test';
import { pages } from '@ferrum/shared';
import { dataDiodePage, digitalTwinPage, productListings } from '@ferrum/shared/content/products';
import { choosePlanPath, mdrPage, mdrPlans } from '@ferrum/shared/content/services';
import { openPage } from './support/console.ts';

const cardLinks = (page: Page) => page.getByRole('main').getByRole('article').getByRole('link');

test.describe('product listings', () => {
  for (const [key, path] of [
    ['all', pages.products.path],
    ['software', pages.software.path],
    ['hardware', pages.hardware.path],
  ] as const) {
    test(`${path} lists its offers, each linking to its detail page`, async ({ page }) => {
      const listing = productListings[key];
      await openPage(page, path);
      await expect(page.getByRole('heading', { level: 1, name: listing.hero.title })).toBeVisible();
      await expect(cardLinks(page)).toHaveCount(listing.offers.length);
      for (const offer of listing.offers) {
        await expect(page.getByRole('link', { name: `Learn More – ${offer.name}` })).toHaveAttribute(
          'href',
          offer.path,
        );
      }
    });
  }

  test('a listing card opens the detail page', async ({ page }) => {
    await openPage(page, pages.hardware.path);
    await page.getByRole('link', { name: 'Learn More – Data Diode' }).click();
    await expect(page).toHaveURL(pages.dataDiode.path);
    await expect(page.getByRole('heading', { level: 1, name: 'Data Diode' })).toBeVisible();
  });
});

test.describe('Cyber Digital Twin page', () => {
  test('the hero buttons go to the contact form and to the features', async ({ page }) => {
    await openPage(page, pages.digitalTwin.path);
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Request a Demo' })).toHaveAttribute(
      'href',
      digitalTwinPage.hero.primaryButton.href,
    );
    await main.getByRole('link', { name: 'Learn More' }).click();
    await expect(page).toHaveURL(/#features$/);
    await expect(page.locator('#features')).toBeInViewport();
  });

  test('shows six features and the three-step process', async ({ page }) => {
    await openPage(page, pages.digitalTwin.path);
    const features = page.locator('#features');
    await expect(features.getByRole('listitem')).toHaveCount(6);
    for (const feature of digitalTwinPage.features.items) {
      await expect(features.getByRole('heading', { level: 3, name: feature.title })).toBeVisible();
    }
    const steps = page.getByRole('region', { name: 'How It Works' }).getByRole('listitem');
    await expect(steps).toHaveCount(3);
    await expect(steps.getByRole('heading', { level: 3 })).toHaveText([
      'Model Creation',
      'Simulation & Testing',
      'Continuous Monitoring',
    ]);
  });

  test('the integrations filter is single-select: 13, IAM 3, EDR 4 (kept on re-click), SIEM 3, CLOUD 3', async ({
    page,
  }) => {
    await openPage(page, pages.digitalTwin.path);
    const region = page.getByRole('region', { name: 'Integrations' });
    const filter = (name: string) =>
      region.getByRole('group', { name: 'Filter integrations by category' }).getByRole('radio', { name, exact: true });
    // The radios are drawn as pills: a visitor taps the pill, the radio's label.
    const choose = (name: string) =>
      region
        .locator('label')
        .filter({ has: page.getByRole('radio', { name, exact: true }) })
        .click();
    const cards = region.getByRole('list').getByRole('listitem');
    const status = region.getByRole('status');

    await expect(cards).toHaveCount(13);
    await expect(filter('All Integrations')).toBeChecked();
    // Every count line is in the HTML; the visitor sees (and hears) the one of the chosen filter.
    await expect(status).toHaveText('Showing 13 integrations', { useInnerText: true });

    await choose('IAM');
    await expect(cards).toHaveCount(3);
    await expect(status).toHaveText('Showing 3 integrations', { useInnerText: true });

    await choose('EDR');
    await expect(cards).toHaveCount(4);
    await choose('EDR');
    await expect(cards).toHaveCount(4);
    await expect(filter('EDR')).toBeChecked();
    await expect(status).toHaveText('Showing 4 integrations', { useInnerText: true });

    await choose('SIEM');
    await expect(cards).toHaveCount(3);
    await choose('CLOUD');
    await expect(cards).toHaveCount(3);
    await expect(region.getByText('Google Cloud')).toBeVisible();

    await choose('All Integrations');
    await expect(cards).toHaveCount(13);
    await expect(filter('CLOUD')).not.toBeChecked();
  });

  test('the closing buttons go to the contact form and the data diode page', async ({ page }) => {
    await openPage(page, pages.digitalTwin.path);
    const cta = page.getByRole('region', { name: digitalTwinPage.cta.title });
    await expect(cta.getByRole('link', { name: 'Schedule a Demo' })).toHaveAttribute(
      'href',
      digitalTwinPage.cta.primaryButton.href,
    );
    await cta.getByRole('link', { name: 'Explore Data Diode' }).click();
    await expect(page).toHaveURL(pages.dataDiode.path);
  });
});

test.describe('Data Diode page', () => {
  test('the hero buttons go to the contact form and the specifications', async ({ page }) => {
    await openPage(page, pages.dataDiode.path);
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Request a Quote' }).first()).toHaveAttribute(
      'href',
      dataDiodePage.hero.primaryButton.href,
    );
    await main.getByRole('link', { name: 'Technical Specs' }).click();
    await expect(page).toHaveURL(/#specifications$/);
    await expect(page.locator('#specifications')).toBeInViewport();
  });

  test('How It Works names the three stages in order', async ({ page }) => {
    await openPage(page, pages.dataDiode.path);
    const diagram = page.getByRole('list', { name: dataDiodePage.howItWorks.diagramLabel });
    await expect(diagram.getByRole('heading', { level: 3 })).toHaveText([
      'Industrial Network',
      'Unidirectional Gateway',
      'Corporate Network',
    ]);
  });

  test('shows six benefits, the full specifications table and nine certifications', async ({ page }) => {
    await openPage(page, pages.dataDiode.path);
    await expect(page.getByRole('region', { name: 'Benefits' }).getByRole('listitem')).toHaveCount(6);

    const table = page.locator('#specifications').getByRole('table', { name: 'Technical Specifications' });
    const rows = table.getByRole('row');
    await expect(rows).toHaveCount(dataDiodePage.specifications.rows.length);
    for (const { label, value } of dataDiodePage.specifications.rows) {
      const row = rows.filter({ has: page.getByRole('rowheader', { name: label, exact: true }) });
      await expect(row.getByRole('cell')).toHaveText(value);
    }
    await expect(table.getByRole('rowheader', { name: 'Throughput' })).toBeVisible();
    await expect(table).toContainText('Up to 10 Gbps');

    const certifications = page.getByRole('region', { name: 'Certifications & Compliance' });
    await expect(certifications.getByRole('listitem')).toHaveCount(9);
    await expect(certifications.getByRole('heading', { level: 3, name: 'IEC 61508 SIL 3' })).toBeVisible();
  });

  test('the closing buttons go to the contact form and the digital twin page', async ({ page }) => {
    await openPage(page, pages.dataDiode.path);
    const cta = page.getByRole('region', { name: dataDiodePage.cta.title });
    await expect(cta.getByRole('link', { name: 'Request a Quote' })).toHaveAttribute(
      'href',
      dataDiodePage.cta.primaryButton.href,
    );
    await cta.getByRole('link', { name: 'Explore Cyber Digital Twin' }).click();
    await expect(page).toHaveURL(pages.digitalTwin.path);
  });
});

test.describe('MDR page', () => {
  test('the hero buttons go to the contact page and the overview', async ({ page }) => {
    await openPage(page, pages.mdr.path);
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', pages.contact.path);
    await main.getByRole('link', { name: 'Learn More' }).click();
    await expect(page).toHaveURL(/#overview$/);
    await expect(page.locator('#overview')).toBeInViewport();
  });

  test('shows four capabilities and the Detect, Investigate, Respond process', async ({ page }) => {
    await openPage(page, pages.mdr.path);
    const capabilities = page.getByRole('region', { name: 'Capabilities' });
    await expect(capabilities.getByRole('heading', { level: 3 })).toHaveText([
      '24/7 Monitoring',
      'Threat Hunting',
      'Rapid Response',
      'Expert Team',
    ]);
    const process = page.getByRole('region', { name: mdrPage.process.title });
    await expect(process.getByRole('heading', { level: 3 })).toHaveText(['Detect', 'Investigate', 'Respond']);
  });

  test('shows three plans, Most Popular only on Advanced Oversight, every Choose Plan to the contact form', async ({
    page,
  }) => {
    await openPage(page, pages.mdr.path);
    const plans = page.getByRole('region', { name: mdrPage.plans.title }).getByRole('article');
    await expect(plans).toHaveCount(3);
    await expect(plans.getByRole('heading', { level: 3 })).toHaveText(mdrPlans.map((plan) => plan.title));

    await expect(page.getByText('Most Popular', { exact: true })).toHaveCount(1);
    const popular = plans.filter({ hasText: 'Most Popular' });
    await expect(popular.getByRole('heading', { level: 3 })).toHaveText('Advanced Oversight');
    await expect(plans.filter({ hasText: '16x7' })).toHaveCount(1);

    const choose = page.getByRole('link', { name: /^Choose Plan/ });
    await expect(choose).toHaveCount(3);
    for (const [index, plan] of mdrPlans.entries()) {
      await expect(choose.nth(index)).toHaveAttribute('href', choosePlanPath(plan));
    }
    await choose.nth(1).click();
    await expect(page).toHaveURL((url) => url.pathname === pages.contact.path);
  });

  test('Contact Us Today goes to the contact page', async ({ page }) => {
    await openPage(page, pages.mdr.path);
    await page.getByRole('link', { name: 'Contact Us Today' }).click();
    await expect(page).toHaveURL(pages.contact.path);
  });
});

test.describe('accessibility', () => {
  for (const path of [
    pages.products.path,
    pages.software.path,
    pages.hardware.path,
    pages.digitalTwin.path,
    pages.dataDiode.path,
    pages.mdr.path,
  ]) {
    test(`${path} has no WCAG A/AA violations`, async ({ page }) => {
      await openPage(page, path);
      await expectNoAxeViolations(page);
    });
  }

  test('the digital twin page stays clean with a filter applied', async ({ page }) => {
    await openPage(page, pages.digitalTwin.path);
    await page
      .locator('label')
      .filter({ has: page.getByRole('radio', { name: 'EDR', exact: true }) })
      .click();
    await expectNoAxeViolations(page);
  });
});
