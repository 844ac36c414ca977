/**
 * The phone profile: a visitor on a mid-range phone taps or types the moment a
 * control first shows, while the page is still loading, and we time how long
 * until the page answers. Lighthouse cannot see this (it never interacts).
 *
 * Playwright's chromium with a phone's screen and touch, throttled through the
 * DevTools protocol (network: Lighthouse's mobile figures; CPU 4x slower). Each
 * run is a fresh browser context (cold cache). Times come from the page's own
 * clock, so the bench's own round trips do not count: from the tap's (or key's)
 * event time to the end of the first frame that shows the answer (the answer is
 * checked in each animation frame; a task queued from there runs once that frame
 * has been rendered).
 */
/// <reference lib="dom" />
import { chromium, type Browser, type Locator, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../web/e2e/support/chromium.ts';
import { budgets, median } from './budgets.ts';

/** The emulated phone and its throttling (one place, also printed in the report). */
export const phoneProfile = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 2.6,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36',
  latencyMs: 150,
  downloadKbps: 1.6 * 1024,
  uploadKbps: 750,
  cpuSlowdown: 4,
} as const;

export const phoneProfileDescription =
  `${phoneProfile.viewport.width}×${phoneProfile.viewport.height} at ${phoneProfile.deviceScaleFactor}x, touch, ` +
  `${phoneProfile.latencyMs} ms latency, ${phoneProfile.downloadKbps / 1024} Mbit/s down, ${phoneProfile.uploadKbps} kbit/s up ` +
  `(DevTools network emulation), CPU ${phoneProfile.cpuSlowdown}x slower (DevTools CPU throttling)`;

/** How long a response may take before the run counts as lost. */
const responseTimeoutMs = 20_000;

/** What one run of a scenario observed, in ms on the page's clock (navigation start = 0). */
interface RunObservation {
  /** The first tap (its first pointer event). */
  tappedAt: number;
  /** The last key pressed, when the scenario types. */
  lastKeyAt?: number;
  /** The end of the first frame that showed the answer. */
  answeredAt: number;
  /** data-island-state of the island the first tap landed in, at that moment (`asleep`: not yet touched). */
  islandAtTap?: string;
  /** Main-thread work between the tap and the answer: input delay, slowest handler of the tap, long tasks. */
  mainThread: { inputDelayMs: number; slowestHandler?: string; longTaskMs: number };
  /** Set when the answer showed but is not the right one (a tap or keystroke was lost). */
  problem?: string;
}

interface Scenario {
  id: string;
  /** The control, as the report names it. */
  control: string;
  path: string;
  /** What counts as the page's answer. */
  answer: string;
  /** Budget from the tap to the answer; native controls only (an island's answer waits for its code). */
  budgetMs?: number;
  /** Taps or types at the control's first paint; resolves with the page-clock time at which the answer showed. */
  interact(page: Page): Promise<number>;
  /** After the answer: a problem when what shows is not what the visitor asked for. */
  verify?(page: Page): Promise<string | undefined>;
}

export interface FirstTapMeasurement {
  id: string;
  control: string;
  path: string;
  answer: string;
  budgetMs?: number;
  runs: number;
  /** Median time from navigation start to the first tap, made as soon as the control showed. */
  tappedAtMs: number;
  /** Median time from the first tap to the answer on screen (runs that answered). */
  responseMs: number;
  /** Median time from the last key to the answer, for scenarios that type. */
  afterLastKeyMs?: number;
  /** The island's state at the first tap, per run. */
  islandAtTap: string[];
  /** Runs in which the right answer showed (no tap or keystroke lost). */
  answeredRuns: number;
  problems: string[];
  /** Medians of the main thread's input delay and long-task time between tap and answer; each run's slowest tap handler. */
  mainThread: { inputDelayMs: number; longTaskMs: number; slowestHandlers: string[] };
}

// The functions below run in the page, in an animation frame. tsx names inner functions with a
// helper the page lacks (`__name`), so they keep to inline callbacks. Once the answer shows, each
// resolves with the time right after this frame has been rendered.

/** A `<dialog>` or `role="dialog"` element named `name` (aria-label or aria-labelledby) is open on screen. */
function dialogShown(name: string): Promise<number> | false {
  const shown = [...document.querySelectorAll('dialog, [role="dialog"]')].some(
    (element) =>
      (
        element.getAttribute('aria-label') ??
        document.getElementById(element.getAttribute('aria-labelledby') ?? '')?.textContent ??
        ''
      ).trim() === name && element.checkVisibility(),
  );
  return shown ? new Promise((resolve) => setTimeout(() => resolve(performance.now()), 0)) : false;
}

/** A live status (`role="status"`) reads `text`. */
function statusShown(text: string): Promise<number> | false {
  const shown = [...document.querySelectorAll('[role="status"]')].some(
    (element) => element.textContent?.trim() === text && element.checkVisibility(),
  );
  return shown ? new Promise((resolve) => setTimeout(() => resolve(performance.now()), 0)) : false;
}

/** The chat log shows a message from `role` (`assistant`, `user`) with text in it. */
function chatMessageShown(role: string): Promise<number> | false {
  const answer = document.querySelector(`[role="log"] [data-role="${role}"]`);
  const shown = Boolean(answer?.textContent?.trim() && answer.checkVisibility());
  return shown ? new Promise((resolve) => setTimeout(() => resolve(performance.now()), 0)) : false;
}

/**
 * Watches the answer from before the interaction, so an instant answer is not missed.
 * (Playwright checks `shown` in each animation frame and awaits the promise it returns.)
 */
function watchFor(page: Page, shown: (arg: string) => Promise<number> | false, arg: string): Promise<number> {
  const answered = page
    .waitForFunction<number | false, string>(shown, arg, { polling: 'raf', timeout: responseTimeoutMs })
    .then(async (handle) => Number(await handle.jsonValue()));
  // Handled here too: when the interaction itself fails, the run reports that failure instead.
  answered.catch(() => undefined);
  return answered;
}

/** Waits for the control's first paint and taps its middle at once (scrolling it into view first if needed). */
async function tapAtFirstPaint(page: Page, control: Locator): Promise<void> {
  await control.waitFor({ state: 'visible', timeout: responseTimeoutMs });
  let box = await control.boundingBox();
  const viewport = page.viewportSize();
  if (box && viewport && (box.y < 0 || box.y + box.height > viewport.height)) {
    await control.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
    box = await control.boundingBox();
  }
  if (!box) throw new Error('The control has no box on screen.');
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

/** Taps a native control and waits for the dialog it opens. */
function nativeDialogScenario(
  id: string,
  control: string,
  path: string,
  locate: (page: Page) => Locator,
  dialog: string,
): Scenario {
  return {
    id,
    control,
    path,
    answer: `dialog "${dialog}" open`,
    budgetMs: budgets.nativeControlResponseMs,
    async interact(page) {
      const control = locate(page);
      await control.waitFor({ state: 'attached', timeout: responseTimeoutMs });
      const answered = watchFor(page, dialogShown, dialog);
      await tapAtFirstPaint(page, control);
      return answered;
    },
  };
}

const chatMessage = 'What is MDR?';
const searchWords = 'digital twin';
const searchAnswer = `1 article matching “${searchWords}”`;

export const scenarios: readonly Scenario[] = [
  nativeDialogScenario('menu', 'Menu button', '/', (page) => page.getByRole('button', { name: 'Open menu' }), 'Menu'),
  nativeDialogScenario(
    'chat-button',
    'Chat button',
    '/',
    (page) => page.getByRole('button', { name: 'Open chat' }),
    'Ferrum Assistant',
  ),
  nativeDialogScenario(
    'apply-now',
    'Apply Now',
    '/company/careers',
    (page) => page.getByRole('button', { name: /^Apply Now\s*:\s*Senior OT Security Engineer$/ }),
    'Apply for Senior OT Security Engineer',
  ),
  {
    id: 'blog-search',
    control: `Blog search, "${searchWords}" typed at first paint`,
    path: '/blog',
    answer: `"${searchAnswer}", one article listed`,
    async interact(page) {
      const search = page.getByRole('searchbox', { name: 'Search articles' });
      await search.waitFor({ state: 'attached', timeout: responseTimeoutMs });
      const answered = watchFor(page, statusShown, searchAnswer);
      await tapAtFirstPaint(page, search);
      await page.keyboard.type(searchWords);
      return answered;
    },
    async verify(page) {
      const articles = await page.getByRole('region', { name: 'Latest Articles' }).locator('article').count();
      const typed = await page.getByRole('searchbox', { name: 'Search articles' }).inputValue();
      if (articles !== 1 || typed !== searchWords) return `${articles} articles listed, box reads "${typed}"`;
      return undefined;
    },
  },
  {
    id: 'chat-answer',
    control: `Chat opened at first paint, "${chatMessage}" + Enter at once`,
    path: '/',
    answer: "the assistant's answer",
    async interact(page) {
      const open = page.getByRole('button', { name: 'Open chat' });
      await open.waitFor({ state: 'attached', timeout: responseTimeoutMs });
      const answered = watchFor(page, chatMessageShown, 'assistant');
      await tapAtFirstPaint(page, open);
      await tapAtFirstPaint(page, page.getByRole('textbox', { name: 'Chat message' }));
      await page.keyboard.type(chatMessage);
      await page.keyboard.press('Enter');
      return answered;
    },
    async verify(page) {
      const asked = (await page.getByRole('log').locator('[data-role="user"]').allTextContents()).map((text) =>
        text.trim(),
      );
      if (asked.length !== 1 || !asked[0]?.includes(chatMessage))
        return `the chat shows ${JSON.stringify(asked)} asked`;
      return undefined;
    },
  },
];

/** What the page records for the bench (see recordInputs). */
interface InputRecord {
  /** The first touch of the page: when, and the state of the island it landed in. */
  tap?: { at: number; island?: string };
  keys: number[];
  /** Event Timing entries (≥ 16 ms): where an interaction's time went. */
  events: { name: string; start: number; processingStart: number; processingEnd: number }[];
  longTasks: { start: number; duration: number }[];
}

/**
 * Runs in the page before its own scripts: records the first touch (pointerover
 * comes first, and is what wakes an island), every key, and the main thread's
 * long tasks and slow events, to explain a slow answer.
 */
function recordInputs() {
  const record: InputRecord = { keys: [], events: [], longTasks: [] };
  Object.assign(window, { benchInputs: record });
  for (const type of ['pointerover', 'pointerdown', 'touchstart']) {
    addEventListener(
      type,
      (event) => {
        if (record.tap) return;
        const island = event.target instanceof Element ? event.target.closest('[data-island]') : null;
        record.tap = {
          at: event.timeStamp,
          ...(island ? { island: island.getAttribute('data-island-state') ?? 'asleep' } : {}),
        };
      },
      { capture: true, passive: true },
    );
  }
  addEventListener('keydown', (event) => record.keys.push(event.timeStamp), { capture: true, passive: true });
  // `durationThreshold` is Event Timing's own option, missing from TypeScript's DOM types.
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      record.events.push({
        name: entry.name,
        start: entry.startTime,
        processingStart: entry.processingStart,
        processingEnd: entry.processingEnd,
      });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) record.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
}

/** Where the time between the tap and the answer went on the main thread. */
function mainThreadDuring(record: InputRecord, from: number, to: number): RunObservation['mainThread'] {
  const tapEvents = record.events.filter((entry) => Math.abs(entry.start - from) < 1);
  const slowest = [...tapEvents].sort(
    (a, b) => b.processingEnd - b.processingStart - (a.processingEnd - a.processingStart),
  )[0];
  const longTaskMs = record.longTasks.reduce(
    (sum, task) => sum + Math.max(0, Math.min(to, task.start + task.duration) - Math.max(from, task.start)),
    0,
  );
  return {
    inputDelayMs: tapEvents.length ? Math.min(...tapEvents.map((entry) => entry.processingStart)) - from : 0,
    ...(slowest
      ? { slowestHandler: `${slowest.name} ${(slowest.processingEnd - slowest.processingStart).toFixed(0)} ms` }
      : {}),
    longTaskMs,
  };
}

async function runOnce(browser: Browser, baseUrl: string, scenario: Scenario): Promise<RunObservation> {
  const context = await browser.newContext({
    viewport: phoneProfile.viewport,
    deviceScaleFactor: phoneProfile.deviceScaleFactor,
    isMobile: phoneProfile.isMobile,
    hasTouch: phoneProfile.hasTouch,
    userAgent: phoneProfile.userAgent,
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(recordInputs);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: phoneProfile.latencyMs,
      downloadThroughput: (phoneProfile.downloadKbps * 1024) / 8,
      uploadThroughput: (phoneProfile.uploadKbps * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: phoneProfile.cpuSlowdown });
    await page.goto(`${baseUrl}${scenario.path}`, { waitUntil: 'commit' });
    const answeredAt = await scenario.interact(page);
    const problem = await scenario.verify?.(page);
    // Event Timing entries arrive after the next frame.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
    const record = await page.evaluate(() => (window as unknown as { benchInputs: InputRecord }).benchInputs);
    if (!record.tap) throw new Error('The page saw no tap.');
    return {
      tappedAt: record.tap.at,
      answeredAt,
      ...(record.keys.length ? { lastKeyAt: record.keys.at(-1)! } : {}),
      ...(record.tap.island ? { islandAtTap: record.tap.island } : {}),
      mainThread: mainThreadDuring(record, record.tap.at, answeredAt),
      ...(problem ? { problem } : {}),
    };
  } finally {
    await context.close();
  }
}

/** Runs every scenario `runs` times against the site at `baseUrl`. */
export async function measureFirstTaps(
  baseUrl: string,
  runs: number,
  onProgress: (line: string) => void,
): Promise<{ browserVersion: string; measurements: FirstTapMeasurement[] }> {
  // The same browser and flags as the end-to-end tests.
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const measurements: FirstTapMeasurement[] = [];
    for (const scenario of scenarios) {
      const observed: RunObservation[] = [];
      const problems: string[] = [];
      for (let run = 1; run <= runs; run += 1) {
        try {
          const observation = await runOnce(browser, baseUrl, scenario);
          observed.push(observation);
          if (observation.problem) problems.push(`run ${run}: ${observation.problem}`);
          onProgress(
            `  ${scenario.id} run ${run}/${runs}: tap at ${observation.tappedAt.toFixed(0)} ms, answer ${(observation.answeredAt - observation.tappedAt).toFixed(0)} ms later` +
              (observation.problem ? ` (${observation.problem})` : ''),
          );
        } catch (error) {
          const message = error instanceof Error ? error.message.split('\n')[0]! : String(error);
          problems.push(`run ${run}: ${message}`);
          onProgress(`  ${scenario.id} run ${run}/${runs}: no answer (${message})`);
        }
      }
      const answered = observed.filter((run) => !run.problem);
      const typed = answered.filter((run) => run.lastKeyAt !== undefined);
      measurements.push({
        id: scenario.id,
        control: scenario.control,
        path: scenario.path,
        answer: scenario.answer,
        ...(scenario.budgetMs === undefined ? {} : { budgetMs: scenario.budgetMs }),
        runs,
        tappedAtMs: observed.length ? median(observed.map((run) => run.tappedAt)) : Number.NaN,
        responseMs: answered.length ? median(answered.map((run) => run.answeredAt - run.tappedAt)) : Number.NaN,
        ...(typed.length ? { afterLastKeyMs: median(typed.map((run) => run.answeredAt - run.lastKeyAt!)) } : {}),
        islandAtTap: observed.map((run) => run.islandAtTap ?? '(none)'),
        answeredRuns: answered.length,
        problems,
        mainThread: {
          inputDelayMs: observed.length ? median(observed.map((run) => run.mainThread.inputDelayMs)) : Number.NaN,
          longTaskMs: observed.length ? median(observed.map((run) => run.mainThread.longTaskMs)) : Number.NaN,
          slowestHandlers: observed.map((run) => run.mainThread.slowestHandler ?? '(none ≥ 16 ms)'),
        },
      });
    }
    return { browserVersion: browser.version(), measurements };
  } finally {
    await browser.close();
  }
}
