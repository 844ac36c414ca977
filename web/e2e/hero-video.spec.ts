/**
 * The heroes' background clip: the poster is the first paint, the clip comes once the
 * page is idle, plays only while its hero is on screen, and the visitor can stop it
 * (WCAG 2.2.2) for the rest of the visit.
 */
import { expect, test, type Page } from '@playwright/test';
import { industryPath } from '@ferrum/shared';
import { expectNoAxeViolations } from './support/axe.ts';
import { openPage } from './support/console.ts';

const clip = (page: Page) => page.locator('[data-background-video] video');

const currentTime = (page: Page) => clip(page).evaluate((video: HTMLVideoElement) => video.currentTime);

/** The clip plays: not paused, and its time moves on. */
async function expectPlaying(page: Page) {
  await expect(clip(page)).toHaveJSProperty('paused', false);
  const before = await currentTime(page);
  await expect.poll(() => currentTime(page)).toBeGreaterThan(before);
}

test('the home clip plays once the page is idle, and Pause stops it', async ({ page }) => {
  await openPage(page, '/');
  const pause = page.getByRole('button', { name: 'Pause background video' });
  await expect(pause).toBeVisible();
  await expectPlaying(page);
  await expectNoAxeViolations(page, { include: '[data-background-video-toggle]' });

  await pause.click();
  await expect(page.getByRole('button', { name: 'Play background video' })).toBeFocused();
  await expect(clip(page)).toHaveJSProperty('paused', true);
});

test('after Pause, the next page of the visit shows the poster and Play, and Play starts its clip', async ({
  page,
}) => {
  await openPage(page, '/');
  await page.getByRole('button', { name: 'Pause background video' }).click();
  await expect(page.getByRole('button', { name: 'Play background video' })).toBeVisible();

  await openPage(page, industryPath('aerospace'));
  const play = page.getByRole('button', { name: 'Play background video' });
  await expect(play).toBeVisible();
  await expect(clip(page)).toHaveCount(0);
  await play.click();
  await expectPlaying(page);
  await expect(page.getByRole('button', { name: 'Pause background video' })).toBeVisible();
});

test('the clip stops while its hero is scrolled away and plays again when it comes back', async ({ page }) => {
  await openPage(page, '/');
  await expect(page.getByRole('button', { name: 'Pause background video' })).toBeVisible();
  await expectPlaying(page);
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect(clip(page)).toHaveJSProperty('paused', true);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectPlaying(page);
});

test.describe('a visitor who prefers reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('sees the poster alone, with no clip and no button', async ({ page }) => {
    // The clip would come when the page is idle; the vitals beacon waits for a later idle moment and then asks for its sample rate.
    const idleWorkDone = page.waitForRequest('**/vitals-sampling.json');
    await openPage(page, '/');
    await expect(page.locator('[data-background-video] img')).toBeVisible();
    await idleWorkDone;
    await expect(clip(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: /background video/ })).toBeHidden();
  });
});
