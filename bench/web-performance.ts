/**
 * Lighthouse (mobile preset) on the key pages of the built site served by the
 * local stack: the median of several runs per page, plus the same page with its
 * scripts blocked to see how much our JavaScript stands between the visitor and
 * the content (LCP ratio).
 *
 * Scores, TBT, CLS and bytes come from Lighthouse's default simulated throttling,
 * comparable with earlier reports. The budgeted LCP ratio comes from extra runs
 * under DevTools throttling (the same mobile numbers applied by the browser):
 * the simulation charges our deferred module script to the paint, which a
 * browser does not wait for (docs/decisions/018-lab-lcp-ratio-with-devtools-throttling.md).
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
  /** Simulated LCP (median), as in earlier reports. */
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
  /** Simulated LCP with our scripts blocked (median). */
  lcpNoJsMs: number;
  /** lcpMs ÷ lcpNoJsMs: information only, not a budget. */
  simulatedLcpRatio: number;
  /** LCP under DevTools throttling, with scripts and with them blocked (medians): the budgeted ratio. */
  devtoolsLcp: LcpRatio;
  runs: number;
}

/** Median LCP with our scripts and with them blocked, and the first ÷ the second. */
export interface LcpRatio {
  withScriptsMs: number;
  scriptsBlockedMs: number;
  ratio: number;
}

/** How Lighthouse throttles: Lantern's model of the load, or the browser itself (DevTools). */
type ThrottlingMethod = 'simulate' | 'devtools';

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

/**
 * Our scripts, all built into /assets/. Chrome matches a blocked-URL pattern as substrings in
 * order, so `*.js` also blocked /speculation-rules.json and sped up the side without scripts.
 */
const scriptsPattern = '*/assets/*.js';

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

async function runLighthouse(
  url: string,
  port: number,
  options: { withoutScripts?: boolean; throttlingMethod?: ThrottlingMethod } = {},
): Promise<Lhr> {
  const throttlingMethod = options.throttlingMethod ?? 'simulate';
  // Lighthouse sometimes loses the trace of a load (NO_NAVSTART) and asks to run again: one retry.
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, {
      port,
      // Without our scripts: block them rather than disable JavaScript, which Lighthouse itself needs.
      ...(options.withoutScripts ? { blockedUrlPatterns: [scriptsPattern] } : {}),
      output: 'json',
      logLevel: 'error',
      throttlingMethod,
      // Under DevTools throttling Lighthouse waits 5.25 s quiet windows, doubling a run's time;
      // only the LCP is read from those runs, so they skip every other audit.
      ...(throttlingMethod === 'devtools'
        ? { onlyAudits: ['largest-contentful-paint'] }
        : { onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] }),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (!result.lhr.runtimeError) return result.lhr;
    if (attempt === 2) throw new Error(`Lighthouse failed on ${url}: ${result.lhr.runtimeError.message}`);
  }
}

/** The emulated device and throttling Lighthouse applied, in words. */
function describeProfile(settings: Lhr['configSettings']): string {
  const { screenEmulation: screen } = settings;
  return `${settings.formFactor} preset, ${screen.width}×${screen.height} at ${screen.deviceScaleFactor}x, ${describeThrottling(settings)}`;
}

/** The throttling figures the method uses: Lantern's RTT and throughput, or DevTools' per-request latency and rates. */
function describeThrottling({ throttlingMethod, throttling }: Lhr['configSettings']): string {
  const mbits = (kbps = 0) => `${(kbps / 1024).toFixed(1)} Mbit/s`;
  const network =
    throttlingMethod === 'devtools'
      ? `${throttling.requestLatencyMs} ms request latency, ${mbits(throttling.downloadThroughputKbps)} down, ${mbits(throttling.uploadThroughputKbps)} up`
      : `${throttling.rttMs} ms RTT, ${mbits(throttling.throughputKbps)}`;
  return `${throttlingMethod} throttling: ${network}, CPU ${throttling.cpuSlowdownMultiplier}x slower`;
}

const score = (lhr: Lhr, category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
const numeric = (lhr: Lhr, audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;

/** The median LCPs with and without scripts, and their ratio. */
function lcpRatio(withScriptsMs: number[], scriptsBlockedMs: number[]): LcpRatio {
  const withScripts = median(withScriptsMs);
  const scriptsBlocked = median(scriptsBlockedMs);
  return { withScriptsMs: withScripts, scriptsBlockedMs: scriptsBlocked, ratio: withScripts / scriptsBlocked };
}

/** What measurePages found, with the Lighthouse and browser versions and both throttling profiles in words. */
export interface WebMeasurement {
  lighthouseVersion: string;
  browser: string;
  /** The simulated runs' profile (scores, TBT, CLS, bytes, simulated LCP). */
  profile: string;
  /** The DevTools-throttled runs' profile (the budgeted LCP ratio). */
  lcpRatioProfile: string;
  /** Wall time of the DevTools-throttled runs, all pages together. */
  devtoolsRunsMs: number;
  pages: PageMeasurement[];
}

/**
 * Measures each path `runs` times with simulated throttling and `runs` times under DevTools
 * throttling, each with our scripts and with them blocked. The four loads of a run follow one
 * another, so a busy spell on the machine touches both sides of each ratio alike.
 */
export async function measurePages(
  baseUrl: string,
  paths: readonly string[],
  siteDir: string,
  runs: number,
  onProgress: (line: string) => void,
): Promise<WebMeasurement> {
  const chromePath = systemChrome();
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  try {
    const measurements: PageMeasurement[] = [];
    let versions = { lighthouseVersion: '', browser: '', profile: '', lcpRatioProfile: '' };
    let devtoolsRunsMs = 0;
    for (const path of paths) {
      const url = `${baseUrl}${path}`;
      const reports: Lhr[] = [];
      const noJsLcp: number[] = [];
      const devtools = { withScripts: [] as number[], scriptsBlocked: [] as number[] };
      for (let run = 1; run <= runs; run += 1) {
        reports.push(await runLighthouse(url, chrome.port));
        noJsLcp.push(
          numeric(await runLighthouse(url, chrome.port, { withoutScripts: true }), 'largest-contentful-paint'),
        );
        const devtoolsStart = performance.now();
        const devtoolsWithScripts = await runLighthouse(url, chrome.port, { throttlingMethod: 'devtools' });
        devtools.withScripts.push(numeric(devtoolsWithScripts, 'largest-contentful-paint'));
        devtools.scriptsBlocked.push(
          numeric(
            await runLighthouse(url, chrome.port, { throttlingMethod: 'devtools', withoutScripts: true }),
            'largest-contentful-paint',
          ),
        );
        devtoolsRunsMs += performance.now() - devtoolsStart;
        versions.lcpRatioProfile = describeThrottling(devtoolsWithScripts.configSettings);
        onProgress(`  ${path}: run ${run}/${runs}`);
      }
      // The run with the median performance score stands for the page's byte counts.
      const byScore = [...reports].sort((a, b) => score(a, 'performance') - score(b, 'performance'));
      const representative = byScore[Math.floor(byScore.length / 2)]!;
      versions = {
        ...versions,
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
      const simulated = lcpRatio(
        reports.map((lhr) => numeric(lhr, 'largest-contentful-paint')),
        noJsLcp,
      );
      measurements.push({
        path,
        performance: median(reports.map((lhr) => score(lhr, 'performance'))),
        accessibility: median(reports.map((lhr) => score(lhr, 'accessibility'))),
        bestPractices: median(reports.map((lhr) => score(lhr, 'best-practices'))),
        seo: median(reports.map((lhr) => score(lhr, 'seo'))),
        lcpMs: simulated.withScriptsMs,
        tbtMs: median(reports.map((lhr) => numeric(lhr, 'total-blocking-time'))),
        cls: median(reports.map((lhr) => numeric(lhr, 'cumulative-layout-shift'))),
        totalBytes,
        jsGzipBytes: jsGzip,
        cssGzipBytes: cssGzip,
        scripts: scripts.map((item) => new URL(item.url).pathname),
        lcpNoJsMs: simulated.scriptsBlockedMs,
        simulatedLcpRatio: simulated.ratio,
        devtoolsLcp: lcpRatio(devtools.withScripts, devtools.scriptsBlocked),
        runs,
      });
      const failing = Object.entries(representative.audits)
        .filter(([, audit]) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
        .map(([id]) => id);
      if (failing.length) onProgress(`  ${path}: failing binary audits: ${failing.join(', ')}`);
    }
    return { ...versions, devtoolsRunsMs, pages: measurements };
  } finally {
    chrome.kill();
  }
}
