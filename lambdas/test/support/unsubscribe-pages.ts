/**
 * A small stand-in for the three built pages the unsubscribe function serves, in
 * a temporary folder named by `SITE_PAGES_DIR` (set before the handler loads).
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { unsubscribePages } from '@ferrum/shared';

/** The fixture pages' HTML: the handler must serve exactly these bytes. */
export const fixturePages = {
  confirm:
    '<!doctype html><title>Leave?</title><form method="post"><input type="hidden" name="confirm" value="unsubscribe"><button>Unsubscribe</button></form>',
  linkNotValid: '<!doctype html><title>Not valid</title><p>This unsubscribe link is not valid.</p>',
  unavailable: '<!doctype html><title>Unavailable</title><p>We could not reach our newsletter list.</p>',
} as const;

/** Writes the fixture pages and points `SITE_PAGES_DIR` at them. */
export function useFixturePages(): void {
  const dir = mkdtempSync(join(tmpdir(), 'ferrum-pages-'));
  for (const which of ['confirm', 'linkNotValid', 'unavailable'] as const) {
    const file = join(dir, unsubscribePages[which].file);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, fixturePages[which]);
  }
  process.env.SITE_PAGES_DIR = dir;
}
