/**
 * How the tests and the bench launch Chromium: Debian's chromium when present
 * (`CHROMIUM_PATH` or /usr/bin/chromium; Playwright cannot download its own
 * browser here), Playwright's own browser otherwise, with flags that keep a
 * headless run quiet and repeatable.
 */
import { existsSync } from 'node:fs';

/** The system Chromium, if this machine has one. */
export const systemChromium = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].find((path) => path && existsSync(path));

/** Playwright's `launchOptions` for Chromium. */
export const chromiumLaunchOptions = {
  ...(systemChromium ? { executablePath: systemChromium } : {}),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};
