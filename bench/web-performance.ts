/**
 * Lighthouse (mobile preset) on the key pages of the built site served by the
 * local stack: the median of several runs per page, plus the same page with its
 * scripts blocked to see how much our JavaScript stands between the visitor and
 * the content (LCP ratio).
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { systemChromium } from '../web/e2e/support/chromium.ts';
import { median } from './budgets.ts';

export interface PageMeasurement {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Transfer sizes as served (brotli), all requests but media. */
  totalBytes: number;
  /**
   * Scripts and stylesheets the page loads, gzip -9 of the built files. Lighthouse
   * loads the page without interacting, so these are the scripts before any interaction.
   */
  jsGzipBytes: number;
  cssGzipBytes: number;
  /** Site paths of those scripts. */
  scripts: string[];
  /** LCP with JavaScript disabled (median), and LCP / that. */
  lcpNoJsMs: number;
  lcpRatio: number;
  runs: number;
}

interface NetworkItem {
  url: string;
  transferSize?: number;
  resourceType?: string;
}

const chromeFlags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'];

/** Lighthouse's own CHROME_PATH first, else the browser the end-to-end tests use. */
function systemChrome(): string | undefined {
  const chromePath = process.env.CHROME_PATH;
  return chromePath && existsSync(chromePath) ? chromePath : systemChromium;
}

async function gzipSizeOf(siteDir: string, url: string): Promise<number> {
  const file = join(siteDir, new URL(url).pathname);
  const body = await readFile(file).catch(() => undefined);
  return body ? gzipSync(body, { level: 9 }).length : 0;
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

async function runLighthouse(url: string, port: number, options: { withoutScripts?: boolean } = {}): Promise<Lhr> {
  // Lighthouse sometimes loses the trace of a load (NO_NAVSTART) and asks to run again: one retry.
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, {
      port,
      // Without our scripts: block them rather than disable JavaScript, which Lighthouse itself needs.
      ...(options.withoutScripts ? { blockedUrlPatterns: ['*.js'] } : {}),
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (!result.lhr.runtimeError) return result.lhr;
    if (attempt === 2) throw new Error(`Lighthouse failed on ${url}: ${result.lhr.runtimeError.message}`);
  }
}

/** The emulated device and throttling Lighthouse applied, in words. */
function describeProfile(settings: Lhr['configSettings']): string {
  const { screenEmulation: screen, throttling } = settings;
  return (
    `${settings.formFactor} preset, ${screen.width}×${screen.height} at ${screen.deviceScaleFactor}x, ` +
    `${settings.throttlingMethod} throttling: ${throttling.rttMs} ms RTT, ${(throttling.throughputKbps / 1024).toFixed(1)} Mbit/s, ` +
    `CPU ${throttling.cpuSlowdownMultiplier}x slower`
  );
}

const score = (lhr: Lhr, category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
const numeric = (lhr: Lhr, audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;

/** Measures each path `runs` times with JavaScript and `runs` times without; also names the Lighthouse and browser versions. */
export async function measurePages(
  baseUrl: string,
  paths: readonly string[],
  siteDir: string,
  runs: number,
  onProgress: (line: string) => void,
): Promise<{ lighthouseVersion: string; browser: string; profile: string; pages: PageMeasurement[] }> {
  const chromePath = systemChrome();
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  try {
    const measurements: PageMeasurement[] = [];
    let versions = { lighthouseVersion: '', browser: '', profile: '' };
    for (const path of paths) {
      const url = `${baseUrl}${path}`;
      const reports: Lhr[] = [];
      const noJsLcp: number[] = [];
      for (let run = 1; run <= runs; run += 1) {
        reports.push(await runLighthouse(url, chrome.port));
        noJsLcp.push(
          numeric(await runLighthouse(url, chrome.port, { withoutScripts: true }), 'largest-contentful-paint'),
        );
        onProgress(`  ${path}: run ${run}/${runs}`);
      }
      // The run with the median performance score stands for the page's byte counts.
      const byScore = [...reports].sort((a, b) => score(a, 'performance') - score(b, 'performance'));
      const representative = byScore[Math.floor(byScore.length / 2)]!;
      versions = {
        lighthouseVersion: representative.lighthouseVersion,
        browser: /(?:Headless)?Chrome\/[\d.]+/.exec(representative.environment.hostUserAgent)?.[0] ?? '',
        profile: describeProfile(representative.configSettings),
      };
      const items = ((representative.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)
        ?.items ?? []) as NetworkItem[];
      const sameOrigin = items.filter((item) => item.url.startsWith(baseUrl));
      const scripts = sameOrigin.filter((item) => item.resourceType === 'Script');
      const styles = sameOrigin.filter((item) => item.resourceType === 'Stylesheet');
      const jsGzip = (await Promise.all(scripts.map((item) => gzipSizeOf(siteDir, item.url)))).reduce(
        (a, b) => a + b,
        0,
      );
      const cssGzip = (await Promise.all(styles.map((item) => gzipSizeOf(siteDir, item.url)))).reduce(
        (a, b) => a + b,
        0,
      );
      const totalBytes = items
        .filter((item) => item.resourceType !== 'Media')
        .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
      const lcpMs = median(reports.map((lhr) => numeric(lhr, 'largest-contentful-paint')));
      const lcpNoJsMs = median(noJsLcp);
      measurements.push({
        path,
        performance: median(reports.map((lhr) => score(lhr, 'performance'))),
        accessibility: median(reports.map((lhr) => score(lhr, 'accessibility'))),
        bestPractices: median(reports.map((lhr) => score(lhr, 'best-practices'))),
        seo: median(reports.map((lhr) => score(lhr, 'seo'))),
        lcpMs,
        tbtMs: median(reports.map((lhr) => numeric(lhr, 'total-blocking-time'))),
        cls: median(reports.map((lhr) => numeric(lhr, 'cumulative-layout-shift'))),
        totalBytes,
        jsGzipBytes: jsGzip,
        cssGzipBytes: cssGzip,
        scripts: scripts.map((item) => new URL(item.url).pathname),
        lcpNoJsMs,
        lcpRatio: lcpMs / lcpNoJsMs,
        runs,
      });
      const failing = Object.entries(representative.audits)
        .filter(([, audit]) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
        .map(([id]) => id);
      if (failing.length) onProgress(`  ${path}: failing binary audits: ${failing.join(', ')}`);
    }
    return { ...versions, pages: measurements };
  } finally {
    chrome.kill();
  }
}
