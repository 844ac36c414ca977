/**
 * `npm run bench`: measures the built site, the API and the Lambda bundles
 * against the budgets, writes bench/report.md and bench/report.json (or into
 * BENCH_REPORT_DIR), and exits non-zero when a budget is missed.
 *
 * Parts (BENCH_ONLY, comma-separated; all by default):
 * - web: Lighthouse on the bench pages (bench/pages.ts), with and without our scripts, under
 *   simulated and under DevTools throttling, and the check that a page without a form
 *   references the boot script alone;
 * - phone: taps and typing at a control's first paint on a throttled phone (bench/first-tap.ts);
 * - api: HTTP load on every POST endpoint, then a flood of contact messages and the staff notices it gives
 *   (bench/api-load.ts); bundles: the Lambda bundles as `cdk deploy` uploads them;
 * - chat: the streamed chat answer, model's first token to the client's first text (bench/chat-stream.ts);
 * - assistant: the evaluation set answered offline through the chat handler, each answer timed there, and each
 *   set's pass count; the heaviest conversations the API accepts against a plain question, CPU and wall time in
 *   the handler; and the local stack's home page while 20 of them are answered (bench/assistant.ts); with a model,
 *   what an answer costs and the answers an hour under each stage's ceiling, estimated (infra/lib/chat-costs.ts);
 * - notify: a contact message sent → its staff notice printed, locally (bench/notification-delay.ts);
 * - machines: what search engines, link previews and feed readers get: preview images, JSON-LD
 *   by type and its rich-result errors, and a crawl for broken links (bench/machine-readable.ts).
 *
 * Knobs (environment): BENCH_RUNS (Lighthouse runs per page and phone runs per control, 3),
 * BENCH_API_SECONDS (20), BENCH_CONNECTIONS (50), BENCH_LOADS (cold loads per bundle, 10),
 * BENCH_CHAT_REQUESTS (streamed chat answers timed, 40), BENCH_NOTIFICATIONS (contact messages timed, 200),
 * BENCH_WORST_CASE_ANSWERS (answers of each worst-case kind and of the plain question timed, 30),
 * BENCH_PORT (the local stack's port, 4873; the embedded DynamoDB takes the next one),
 * WEB_DIST (the build to measure, web/$WEB_DIST/client; `dist` by default, and
 * `npm run bench` builds into the same folder), BENCH_REPORT_DIR (where report.md and report.json go,
 * bench/ by default: a run of some parts there replaces the full run's report).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { cpus, freemem, loadavg, release, totalmem, type } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { floodContact, loadApi } from './api-load.ts';
import { measureAssistant, measureHomeUnderChatLoad, type HomeUnderChatLoad } from './assistant.ts';
import { measureChatStream } from './chat-stream.ts';
import { startInProcessStack } from './in-process-stack.ts';
import { measureFirstTaps, phoneProfileDescription } from './first-tap.ts';
import { measureBundles } from './lambda-bundles.ts';
import { measureNotificationDelay } from './notification-delay.ts';
import { measureMachineReadable } from './machine-readable.ts';
import { startStackProcess } from './local-stack-process.ts';
import type { BudgetCheck } from './budgets.ts';
import { benchPages } from './pages.ts';
import { budgetChecks, type Measurements } from './report-checks.ts';
import { report, type RunInfo } from './report-markdown.ts';
import { measureSiteFiles } from './site-files.ts';
import { measurePages } from './web-performance.ts';

const reportDir = process.env.BENCH_REPORT_DIR ?? fileURLToPath(new URL('.', import.meta.url));
const siteDir = fileURLToPath(new URL(`../web/${process.env.WEB_DIST ?? 'dist'}/client`, import.meta.url));
const knobs = [
  'WEB_DIST',
  'BENCH_ONLY',
  'BENCH_RUNS',
  'BENCH_PORT',
  'BENCH_API_SECONDS',
  'BENCH_CONNECTIONS',
  'BENCH_LOADS',
  'BENCH_CHAT_REQUESTS',
  'BENCH_NOTIFICATIONS',
  'BENCH_WORST_CASE_ANSWERS',
  'BENCH_REPORT_DIR',
] as const;

const numberFrom = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const parts = new Set((process.env.BENCH_ONLY ?? 'web,phone,api,bundles,chat,assistant,notify,machines').split(','));
const log = (line: string) => console.log(line);

/** The command as it was run, with the knobs that were set. */
function commandLine(): string {
  const set = knobs.filter((name) => process.env[name] !== undefined).map((name) => `${name}=${process.env[name]}`);
  const command = process.env.npm_lifecycle_event === 'bench' ? 'npm run bench' : 'npx tsx bench/run.ts';
  return [...set, command].join(' ');
}

/** The machine the bench ran on, and how busy it was at the start. */
function machine(): string {
  const [oneMinute, fiveMinutes] = loadavg();
  return (
    `${cpus()[0]?.model.trim() ?? 'unknown CPU'}, ${cpus().length} cores, ${(totalmem() / 2 ** 30).toFixed(0)} GiB ` +
    `(${(freemem() / 2 ** 30).toFixed(0)} GiB free), ${type()} ${release()}, Node ${process.version}; ` +
    `load average ${oneMinute!.toFixed(1)} / ${fiveMinutes!.toFixed(1)} (1 / 5 min) at the start`
  );
}

/** Lighthouse on the bench pages, recorded in the measurements and the run's context. */
async function measureWeb(url: string, runs: number, info: RunInfo, measured: Measurements): Promise<void> {
  log(`Lighthouse on ${benchPages.length} pages...`);
  const webStart = performance.now();
  const web = await measurePages(
    url,
    benchPages.map((page) => page.path),
    siteDir,
    runs,
    log,
  );
  measured.pages = web.pages;
  measured.siteFiles = measureSiteFiles(siteDir);
  info.lighthouse = {
    version: web.lighthouseVersion,
    browser: web.browser,
    profile: web.profile,
    lcpRatioProfile: web.lcpRatioProfile,
    devtoolsRunsMs: web.devtoolsRunsMs,
    webPartMs: performance.now() - webStart,
  };
}

/** The parts measured against the local stack in a process of its own; the home page under chat load is returned for the assistant part. */
async function measureAgainstStackProcess(
  runs: number,
  info: RunInfo,
  measured: Measurements,
): Promise<HomeUnderChatLoad | undefined> {
  if (!['web', 'phone', 'api', 'machines', 'assistant'].some((part) => parts.has(part))) return undefined;
  let homeUnderChatLoad: HomeUnderChatLoad | undefined;
  const stack = await startStackProcess(numberFrom('BENCH_PORT', 4873), { siteDir });
  try {
    if (parts.has('web')) await measureWeb(stack.url, runs, info, measured);
    if (parts.has('phone')) {
      log('Phone: taps and typing at first paint...');
      const phone = await measureFirstTaps(stack.url, runs, log);
      measured.taps = phone.measurements;
      info.phoneBrowser = `Chromium ${phone.browserVersion}`;
    }
    if (parts.has('machines')) {
      log('What machines read: crawl, preview images, structured data...');
      measured.machines = await measureMachineReadable(stack.url);
    }
    if (parts.has('assistant')) {
      log('Assistant: the home page while worst-case chats are answered...');
      homeUnderChatLoad = await measureHomeUnderChatLoad(stack.url);
    }
    if (parts.has('api')) {
      log('API load...');
      measured.api = await loadApi(
        stack.url,
        { endpoint: stack.dynamoEndpoint, stage: stack.stage },
        { connections: numberFrom('BENCH_CONNECTIONS', 50), seconds: numberFrom('BENCH_API_SECONDS', 20) },
        log,
      );
      // Issue 33's flood, on a stack of its own (a fresh store and a short notice window) two ports past the chat's.
      measured.api.push(await floodContact(numberFrom('BENCH_PORT', 4873) + 4, log));
    }
  } finally {
    await stack.stop();
  }
  return homeUnderChatLoad;
}

/** The parts whose fakes live in this process: the streamed chat (a fake model) and the printed staff notices. */
async function measureInThisProcess(measured: Measurements): Promise<void> {
  if (!parts.has('chat') && !parts.has('notify')) return;
  // On the port after the store's.
  const stack = await startInProcessStack(numberFrom('BENCH_PORT', 4873) + 2);
  try {
    if (parts.has('chat')) {
      log('Chat: streamed answers...');
      measured.chat = await measureChatStream(stack.url, numberFrom('BENCH_CHAT_REQUESTS', 40), stack.model);
    }
    if (parts.has('notify')) {
      log('Staff notices...');
      measured.notify = await measureNotificationDelay(
        stack.url,
        numberFrom('BENCH_NOTIFICATIONS', 200),
        stack.nextNotice,
      );
    }
  } finally {
    await stack.close();
  }
}

/** Writes report.md and report.json into the report folder; returns the markdown and the budgets missed. */
async function writeReports(
  info: RunInfo,
  measured: Measurements,
): Promise<{ markdown: string; failed: BudgetCheck[] }> {
  const checks = budgetChecks(measured, { dir: siteDir, webPartRan: parts.has('web') });
  const markdown = report(info, measured, checks);
  await mkdir(reportDir, { recursive: true });
  await writeFile(join(reportDir, 'report.md'), markdown);
  await writeFile(
    join(reportDir, 'report.json'),
    `${JSON.stringify(
      {
        measuredAt: info.startedAt.toISOString(),
        command: info.command,
        machine: info.machine,
        lighthouse: info.lighthouse,
        phone: measured.taps.length ? { browser: info.phoneBrowser, profile: phoneProfileDescription } : undefined,
        pages: measured.pages,
        phoneTaps: measured.taps,
        api: measured.api,
        bundles: measured.bundles,
        chat: measured.chat,
        assistant: measured.assistant,
        notifications: measured.notify,
        machineReadable: measured.machines,
        checks,
      },
      null,
      2,
    )}\n`,
  );
  return { markdown, failed: checks.filter((item) => !item.ok) };
}

async function main() {
  const info: RunInfo = { startedAt: new Date(), command: commandLine(), machine: machine(), siteDir };
  const runs = numberFrom('BENCH_RUNS', 3);
  const measured: Measurements = { pages: [], taps: [], api: [], bundles: [] };
  if (parts.has('bundles')) {
    log('Lambda bundles: synthesizing the dev stage with bundling...');
    measured.bundles = measureBundles(siteDir, numberFrom('BENCH_LOADS', 10));
  }
  const homeUnderChatLoad = await measureAgainstStackProcess(runs, info, measured);
  if (parts.has('assistant')) {
    log('Assistant: the evaluation set and the heaviest conversations, offline, through the chat handler...');
    measured.assistant = { ...measureAssistant(), ...(homeUnderChatLoad ? { homeUnderChatLoad } : {}) };
  }
  await measureInThisProcess(measured);
  const { markdown, failed } = await writeReports(info, measured);
  console.log(`\n${markdown}`);
  for (const item of failed) console.error(`BUDGET MISSED: ${item.name}: ${item.measured} (budget ${item.budget})`);
  process.exitCode = failed.length ? 1 : 0;
}

await main();
