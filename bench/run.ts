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
 * - api: HTTP load on every POST endpoint; bundles: the Lambda bundles as `cdk deploy` uploads them;
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
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chatLimits } from '@ferrum/shared';
import { loadApi, type LoadResult } from './api-load.ts';
import { budgets, check, kib, type BudgetCheck } from './budgets.ts';
import { fakeModel, measureChatStream, type ChatStreamMeasurement } from './chat-stream.ts';
import {
  measureAssistant,
  measureHomeUnderChatLoad,
  type AssistantMeasurement,
  type HomeUnderChatLoad,
} from './assistant.ts';
import type { ChatCosts } from '../infra/lib/chat-costs.ts';
import { startInProcessStack } from './in-process-stack.ts';
import { measureFirstTaps, phoneProfileDescription, type FirstTapMeasurement } from './first-tap.ts';
import { measureBundles, type BundleMeasurement } from './lambda-bundles.ts';
import { measureNotificationDelay, type NotificationDelayMeasurement } from './notification-delay.ts';
import { measureMachineReadable, type MachineReadableMeasurement } from './machine-readable.ts';
import { startStackProcess } from './local-stack-process.ts';
import { isBootScript, scriptsBeforeInteraction } from './page-scripts.ts';
import { benchPages } from './pages.ts';
import { measurePages, type PageMeasurement } from './web-performance.ts';

const reportDir = process.env.BENCH_REPORT_DIR ?? fileURLToPath(new URL('.', import.meta.url));
const siteDir = fileURLToPath(new URL(`../web/${process.env.WEB_DIST ?? 'dist'}/client`, import.meta.url));
const formOperations = new Set(['newsletter', 'contact', 'jobApplications']);
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
const formOf = (path: string) => benchPages.find((page) => page.path === path)?.form;

/** Context for the report: what ran, how, and where. */
interface RunInfo {
  startedAt: Date;
  command: string;
  machine: string;
  lighthouse?: {
    version: string;
    browser: string;
    profile: string;
    lcpRatioProfile: string;
    /** Wall time of the DevTools-throttled runs, and of the whole web part. */
    devtoolsRunsMs: number;
    webPartMs: number;
  };
  phoneBrowser?: string;
}

function pageChecks(pages: PageMeasurement[]): BudgetCheck[] {
  return pages.flatMap((page) => {
    const form = formOf(page.path);
    const scriptBudget = form
      ? budgets.scriptBeforeInteractionGzipBytes.anyPage
      : budgets.scriptBeforeInteractionGzipBytes.withoutForm;
    return [
      check(`${page.path} performance`, page.performance, budgets.performanceScore, { atLeast: true }),
      check(`${page.path} accessibility`, page.accessibility, budgets.accessibilityScore, { atLeast: true }),
      check(`${page.path} best practices`, page.bestPractices, budgets.bestPracticesScore, { atLeast: true }),
      check(`${page.path} SEO`, page.seo, budgets.seoScore, { atLeast: true }),
      check(
        `${page.path} LCP with scripts ÷ scripts blocked (DevTools throttling)`,
        Number(page.devtoolsLcp.ratio.toFixed(2)),
        budgets.lcpRatio,
        { decimals: 2 },
      ),
      check(`${page.path} TBT`, Math.round(page.tbtMs), budgets.tbtMs, { unit: ' ms' }),
      check(`${page.path} CLS`, Number(page.cls.toFixed(3)), budgets.cls),
      check(
        `${page.path} script before any interaction (gzip; ${form ? `${form} form` : 'no form'})`,
        Number((page.jsGzipBytes / 1024).toFixed(1)),
        scriptBudget / 1024,
        { unit: ' KB', decimals: 1 },
      ),
      ...(page.path === '/'
        ? [
            check('/ total weight without video', Math.round(page.totalBytes / 1024), budgets.homeTotalBytes / 1024, {
              unit: ' KB',
            }),
          ]
        : []),
    ];
  });
}

/** A page without a form loads the boot script alone: no other script, no modulepreload of React. */
function bootScriptOnlyChecks(): BudgetCheck[] {
  return benchPages
    .filter((page) => !page.form)
    .map((page) => {
      const { referenced } = scriptsBeforeInteraction(siteDir, page.path);
      return {
        name: `${page.path} HTML references the boot script alone`,
        measured: referenced.map((src) => basename(src)).join(', ') || '(no script)',
        budget: 'main-*.js only',
        ok: referenced.length === 1 && referenced.every(isBootScript),
      };
    });
}

const ms = (value: number) => (Number.isNaN(value) ? 'no answer' : `${Math.round(value)} ms`);
const minutes = (value: number) => `${(value / 60_000).toFixed(1)} min`;

function phoneChecks(measurements: FirstTapMeasurement[]): BudgetCheck[] {
  return measurements.flatMap((measurement) => {
    const name = `phone: ${measurement.control} on ${measurement.path}`;
    const timing =
      measurement.budgetMs === undefined
        ? []
        : [
            Number.isNaN(measurement.responseMs)
              ? {
                  name: `${name}, tap → open`,
                  measured: 'no answer',
                  budget: `≤ ${measurement.budgetMs} ms`,
                  ok: false,
                }
              : check(`${name}, tap → open`, Math.round(measurement.responseMs), measurement.budgetMs, { unit: ' ms' }),
          ];
    return [
      ...timing,
      {
        name: `${name}, no tap or keystroke lost`,
        measured:
          `${measurement.answeredRuns}/${measurement.runs} runs showed ${measurement.answer}` +
          (measurement.budgetMs === undefined ? ` (median ${ms(measurement.responseMs)} after the tap)` : ''),
        budget: 'every run',
        ok: measurement.answeredRuns === measurement.runs,
      },
    ];
  });
}

function apiChecks(results: LoadResult[]): BudgetCheck[] {
  return results.flatMap((result) => [
    check(`${result.path} non-2xx answers`, result.non2xx, 0),
    check(`${result.path} connection errors`, result.errors, 0),
    ...(result.storedItems === undefined
      ? []
      : [
          // Every request carries unique data, so: every 2xx answer stored (nothing lost) and no
          // request stored twice (nothing doubled). Requests still in flight when the run
          // stopped may be stored without an answer having been counted.
          {
            name: `${result.path} nothing lost, nothing doubled`,
            measured: `${result.responses2xx} answered 2xx ≤ ${result.storedItems} stored ≤ ${result.sent} sent`,
            budget: '2xx ≤ stored ≤ sent',
            ok: result.responses2xx <= result.storedItems && result.storedItems <= result.sent,
          },
        ]),
  ]);
}

function bundleChecks(bundles: BundleMeasurement[]): BudgetCheck[] {
  return bundles
    .filter((bundle) => formOperations.has(bundle.operation))
    .map((bundle) =>
      check(
        `${bundle.operation} bundle (minified)`,
        Math.round(bundle.bytes / 1024),
        budgets.formHandlerBundleBytes / 1024,
        {
          unit: ' KB',
        },
      ),
    );
}

function chatChecks(chat: ChatStreamMeasurement | undefined): BudgetCheck[] {
  if (!chat) return [];
  return [
    check("chat: model's first token → first text at the client (p95)", chat.firstText.p95, budgets.chatFirstTextMs, {
      unit: ' ms',
      decimals: 1,
    }),
  ];
}

function assistantChecks(assistant: AssistantMeasurement | undefined): BudgetCheck[] {
  if (!assistant) return [];
  return [
    check('assistant: an offline answer in the chat handler (p95)', assistant.answerMs.p95, budgets.offlineAnswerMs, {
      unit: ' ms',
      decimals: 1,
    }),
    // A required set passes whole, as in npm test (lambdas/eval/chat-eval-cases.ts); quality sets are only reported.
    ...assistant.sets
      .filter((set) => set.required)
      .map((set) => ({
        name: `assistant: required set passed offline, ${set.name}`,
        measured: `${set.passed} / ${set.total}`,
        budget: 'every case (100 %)',
        ok: set.passed === set.total,
      })),
    ...assistant.worstCase.inputs.map((input) =>
      check(
        `assistant: heaviest conversation the API accepts (${input.words}) ÷ a plain question, CPU p50`,
        input.cpuRatio,
        budgets.worstChatCpuRatio,
        { unit: '×', decimals: 2 },
      ),
    ),
  ];
}

function notificationChecks(notify: NotificationDelayMeasurement | undefined): BudgetCheck[] {
  if (!notify) return [];
  return [
    check(
      'staff notice: contact message sent → notice printed, locally (p95)',
      notify.delay.p95,
      budgets.localNoticeMs,
      {
        unit: ' ms',
        decimals: 1,
      },
    ),
    check('staff notices carrying the message text', notify.leaked, 0),
  ];
}

function machineReadableChecks(machines: MachineReadableMeasurement | undefined): BudgetCheck[] {
  if (!machines) return [];
  return [
    check('pages with a preview image of their own', machines.pagesWithOwnPreview, machines.pages, { atLeast: true }),
    check('largest preview image', Math.round(machines.largestPreviewBytes / 1024), budgets.previewImageBytes / 1024, {
      unit: ' KB',
    }),
    check('rich-result errors (all pages)', machines.richResultErrors.length, 0),
    check('internal links that lead nowhere', machines.crawl.broken.length, 0),
  ];
}

function table(headers: string[], rows: (string | number)[][]): string {
  return [
    `| ${headers.join(' | ')} |`,
    `| ${headers.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
}

/** The command as it was run, with the knobs that were set. */
function commandLine(): string {
  const set = knobs.filter((name) => process.env[name] !== undefined).map((name) => `${name}=${process.env[name]}`);
  const command = process.env.npm_lifecycle_event === 'bench' ? 'npm run bench' : 'npx tsx bench/run.ts';
  return [...set, command].join(' ');
}

function machine(): string {
  const [oneMinute, fiveMinutes] = loadavg();
  return (
    `${cpus()[0]?.model.trim() ?? 'unknown CPU'}, ${cpus().length} cores, ${(totalmem() / 2 ** 30).toFixed(0)} GiB ` +
    `(${(freemem() / 2 ** 30).toFixed(0)} GiB free), ${type()} ${release()}, Node ${process.version}; ` +
    `load average ${oneMinute!.toFixed(1)} / ${fiveMinutes!.toFixed(1)} (1 / 5 min) at the start`
  );
}

const count = (value: number) => value.toLocaleString('en-US');
const usd = (value: number) => `$${value.toFixed(4)}`;

/** With a model on AWS: the cached prefix, a typical answer's cost and the answers an hour under each ceiling. */
function costSections({ prefix, answer, stages }: ChatCosts): string[] {
  return [
    `### With a model: what an answer costs and the answers an hour under each ceiling (estimated, \`infra/lib/chat-costs.ts\`)`,
    table(
      ['measure', 'value'],
      [
        [
          'cached prefix: system prompt before the cache point (`systemRules()` + `siteContentPrompt()`)',
          `${count(prefix.characters)} characters ≈ ${count(prefix.systemTokens)} tokens`,
        ],
        [
          '… with the hand-off tool and the tool-use prompt: read from the cache (or written) per call',
          `${count(prefix.tokens)} tokens (tool ${count(prefix.toolCharacters)} characters)`,
        ],
        [
          `a typical answer: about ${answer.words} words (the prompt’s rule), the first of a conversation`,
          `${count(answer.outputTokens)} output tokens, ${count(answer.inputTokens)} input tokens at full price (date, events, question)`,
        ],
      ],
    ),
    table(
      [
        'stage',
        'model',
        'ceiling',
        'per answer: prefix read from the cache / written',
        'answers an hour under the ceiling: all read / all written',
      ],
      stages.map((stage) => [
        stage.stage,
        `\`${stage.modelId}\``,
        `$${stage.ceilingUsdPerHour}/h`,
        `${usd(stage.cacheReadUsd)} / ${usd(stage.cacheWriteUsd)}`,
        `${count(Math.floor(stage.answersPerHour.cacheRead))} / ${count(Math.floor(stage.answersPerHour.cacheWrite))}`,
      ]),
    ),
    'Tokens are characters ÷ 4 (English prose and markdown): Anthropic publishes no offline tokenizer for Claude 3 and later, ' +
      'and its legacy one counts this prompt at about 4.3 characters a token. Prices: `infra/lib/bedrock-prices.ts`; ceilings: ' +
      '`chat.spendAlarmUsdPerHour` in `infra/lib/stages.ts`; the sum is the spend counter’s (model tokens only, no guardrail charges). ' +
      'A cache read is a visitor within 5 minutes of the last call; a write, the first call after a quiet spell. ' +
      'Blog passages a question calls for and the earlier turns of a conversation add input at the full price.',
  ];
}

function report(
  info: RunInfo,
  pages: PageMeasurement[],
  taps: FirstTapMeasurement[],
  api: LoadResult[],
  bundles: BundleMeasurement[],
  chat: ChatStreamMeasurement | undefined,
  assistant: AssistantMeasurement | undefined,
  notify: NotificationDelayMeasurement | undefined,
  machines: MachineReadableMeasurement | undefined,
  checks: BudgetCheck[],
): string {
  const failed = checks.filter((item) => !item.ok);
  const sections = [
    `# Benchmark report`,
    [
      `- Measured: ${info.startedAt.toISOString()}.`,
      `- Command: \`${info.command}\`${info.command.includes('npm run bench') ? ' (builds the site first)' : ' (on a site built with `npm run build`)'}; ` +
        `the site served by the local stack (\`infra/local/start.ts\`) from \`${siteDir.replace(/^.*\/web\//, 'web/')}\`. Budgets: bench/budgets.ts.`,
      `- Machine: ${info.machine}.`,
      ...(info.lighthouse
        ? [
            `- Web profile: Lighthouse ${info.lighthouse.version}, ${info.lighthouse.profile}; ${info.lighthouse.browser}, headless. ` +
              `LCP ratio: ${info.lighthouse.lcpRatioProfile} (Lighthouse's mobile figures for DevTools throttling); ` +
              `these runs took ${minutes(info.lighthouse.devtoolsRunsMs)} of the web part's ${minutes(info.lighthouse.webPartMs)}.`,
          ]
        : []),
      ...(info.phoneBrowser
        ? [`- Phone profile: Playwright's chromium (${info.phoneBrowser}), ${phoneProfileDescription}.`]
        : []),
    ].join('\n'),
    failed.length
      ? `**${failed.length} budget(s) missed:** ${failed.map((item) => item.name).join('; ')}.`
      : '**Every budget met.**',
  ];
  if (pages.length) {
    sections.push(
      `## Web performance (Lighthouse, mobile preset, median of ${pages[0]!.runs} runs)`,
      table(
        [
          'page',
          'form',
          'perf',
          'a11y',
          'best pr.',
          'SEO',
          'LCP ratio (DevTools)',
          'LCP, DevTools: scripts / blocked',
          'LCP ratio (simulated, information)',
          'LCP, simulated: scripts / blocked',
          'TBT',
          'CLS',
          'script before interaction (gzip)',
          'CSS (gzip)',
          'total (br)',
          'scripts loaded',
        ],
        pages.map((page) => [
          page.path,
          formOf(page.path) ?? '—',
          page.performance,
          page.accessibility,
          page.bestPractices,
          page.seo,
          page.devtoolsLcp.ratio.toFixed(2),
          `${Math.round(page.devtoolsLcp.withScriptsMs)} / ${Math.round(page.devtoolsLcp.scriptsBlockedMs)} ms`,
          page.simulatedLcpRatio.toFixed(2),
          `${Math.round(page.lcpMs)} / ${Math.round(page.lcpNoJsMs)} ms`,
          `${Math.round(page.tbtMs)} ms`,
          page.cls.toFixed(3),
          kib(page.jsGzipBytes),
          kib(page.cssGzipBytes),
          kib(page.totalBytes),
          page.scripts.map((src) => basename(src)).join(', ') || '—',
        ]),
      ),
      'LCP ratio: LCP of the page divided by LCP of the same page with its scripts blocked (1.00 = our scripts cost the visitor nothing). ' +
        'The budgeted ratio is measured under DevTools throttling, where the browser itself delays each request and slows its CPU, so it shows what a browser does; ' +
        "Lighthouse's simulated ratio is information only, as its model charges our deferred module script to the paint, which a browser does not wait for (decision 018). " +
        'Scores, TBT, CLS and bytes stay simulated, comparable with earlier reports. ' +
        'Script before interaction: every script Lighthouse saw load (it never interacts), gzip -9 of the built files; budget ' +
        `${budgets.scriptBeforeInteractionGzipBytes.withoutForm / 1024} KB on a page without a form, ${budgets.scriptBeforeInteractionGzipBytes.anyPage / 1024} KB on any page (the chat on every page does not count as a form).`,
    );
  }
  if (taps.length) {
    sections.push(
      `## Phone: tap or type at first paint (median of ${taps[0]!.runs} runs)`,
      table(
        [
          'control',
          'page',
          'answer',
          'tapped at',
          'tap → answer',
          'last key → answer',
          'budget',
          'runs answered',
          'island at tap',
          'main thread: input delay, long tasks, slowest tap handler',
        ],
        taps.map((measurement) => [
          measurement.control,
          measurement.path,
          measurement.answer,
          ms(measurement.tappedAtMs),
          ms(measurement.responseMs),
          measurement.afterLastKeyMs === undefined ? '—' : ms(measurement.afterLastKeyMs),
          measurement.budgetMs === undefined ? 'nothing lost' : `≤ ${measurement.budgetMs} ms, nothing lost`,
          `${measurement.answeredRuns}/${measurement.runs}`,
          [...new Set(measurement.islandAtTap)].join(', '),
          `${ms(measurement.mainThread.inputDelayMs)}, ${ms(measurement.mainThread.longTaskMs)}, ${measurement.mainThread.slowestHandlers.join(' / ')}`,
        ]),
      ),
      'Tapped at: from navigation start, as soon as the control first showed (the page is still loading). ' +
        "Tap → answer: from the tap's event time to the end of the first frame that shows the answer, on the page's own clock. " +
        '"Island at tap": the state of the island the tap landed in (asleep = its code not loading yet; "(none)" = a plain, native control). ' +
        'Main thread: medians of the input delay and of long-task time between tap and answer, and each run’s slowest event handler of the tap (Event Timing, ≥ 16 ms).' +
        (taps.some((measurement) => measurement.problems.length)
          ? `\n\nProblems: ${taps.flatMap((measurement) => measurement.problems.map((problem) => `${measurement.id} ${problem}`)).join('; ')}.`
          : ''),
    );
  }
  if (api.length) {
    sections.push(
      `## API load (autocannon, local stack, valid requests with unique data)`,
      table(
        ['endpoint', 'req/s', 'p50', 'p99', 'sent', '2xx', 'non-2xx', 'errors', 'stored items'],
        api.map((result) => [
          result.path,
          result.requestsPerSecond.toFixed(0),
          `${result.p50Ms} ms`,
          `${result.p99Ms} ms`,
          result.sent,
          result.responses2xx,
          result.non2xx,
          result.errors,
          result.storedItems ?? '(stores nothing)',
        ]),
      ),
    );
  }
  if (bundles.length) {
    sections.push(
      `## Lambda bundles (as \`cdk deploy\` uploads them; cold module load in a fresh Node process, median of ${bundles[0]!.loads})`,
      table(
        ['operation', 'bundle (minified)', 'cold load'],
        bundles.map((bundle) => [bundle.operation, kib(bundle.bytes), `${bundle.coldLoadMs.toFixed(0)} ms`]),
      ),
    );
  }
  if (chat) {
    sections.push(
      `## Chat: the streamed answer (local stack, ${chat.requests} answers one after another)`,
      table(
        ['interval', 'p50', 'p95'],
        [
          ["model's first token → first `delta` at the client", `${chat.firstText.p50} ms`, `${chat.firstText.p95} ms`],
          ["model's last token → `done` at the client", `${chat.finished.p50} ms`, `${chat.finished.p95} ms`],
          ['request sent → `done` (the fake model’s pace included)', `${chat.total.p50} ms`, `${chat.total.p95} ms`],
        ],
      ),
      `The model is a fake in this process (aws-sdk-client-mock on ConverseStream): first token after ${fakeModel.firstTokenMs} ms, ` +
        `then one every ${fakeModel.tokenIntervalMs} ms, ${fakeModel.tokens} tokens. Everything else is the real path: fetch → local server → ` +
        'the chat handler in streaming mode → server-sent events → the shared stream reader the widget uses.',
    );
  }
  if (assistant) {
    const required = assistant.sets.filter((set) => set.required);
    const quality = assistant.sets.filter((set) => !set.required);
    const share = (passed: number, total: number) => `${passed} / ${total} (${((passed / total) * 100).toFixed(1)} %)`;
    const sum = (sets: typeof assistant.sets, key: 'passed' | 'total') =>
      sets.reduce((total, set) => total + set[key], 0);
    const failedIn = (sets: typeof assistant.sets) => sets.flatMap((set) => set.failed).join(', ') || 'none';
    const { worstCase } = assistant;
    const home = assistant.homeUnderChatLoad;
    sections.push(
      `## Assistant without a model (the evaluation set through the chat handler, offline)`,
      table(
        ['measure', 'value'],
        [
          [
            'required sets (behaviours): every case must pass',
            `${sum(required, 'passed')} / ${sum(required, 'total')}`,
          ],
          ...required.map((set) => [`… ${set.name}`, `${set.passed} / ${set.total}`]),
          ['quality sets (reported, no budget)', share(sum(quality, 'passed'), sum(quality, 'total'))],
          ...quality.map((set) => [`… ${set.name}`, share(set.passed, set.total)]),
          ['all sets', `${share(assistant.passed, assistant.total)}, ${assistant.multiTurn} cases multi-turn`],
          [
            'answer in the handler (event in → JSON reply out), p50 / p95 / max',
            `${assistant.answerMs.p50} / ${assistant.answerMs.p95} / ${assistant.answerMs.max} ms over ${assistant.answers} answers`,
          ],
          ['cases failed, required sets', failedIn(required)],
          ['cases failed, quality sets', failedIn(quality)],
        ],
      ),
      'Every turn of every case (`lambdas/eval`) goes through the chat handler as Lambda runs it (middy chain, validation, ' +
        'the offline responder, link checks, the hand-off), in a process of its own; `npm run chat:eval` prints each verdict. ' +
        'A required set holds behaviours that must always hold (`npm test` requires every case); a quality set is visitor questions, ' +
        'reported to follow the answers’ quality, never a gate (decision 023).',
      `### The heaviest conversations the API accepts (${worstCase.repeats} answers of each, in turns, after a warm-up)`,
      table(
        ['input', 'CPU p50 / p95', 'wall p50 / p95', '÷ plain question, CPU p50', '÷ plain question, wall p50'],
        [
          [
            `plain question: “${worstCase.plain.question}”`,
            `${worstCase.plain.cpuMs.p50} / ${worstCase.plain.cpuMs.p95} ms`,
            `${worstCase.plain.wallMs.p50} / ${worstCase.plain.wallMs.p95} ms`,
            '1.00',
            '1.00',
          ],
          ...worstCase.inputs.map((input) => [
            `${worstCase.messages} messages × ${chatLimits.maxMessageLength.toLocaleString('en-US')} characters, ${input.words}`,
            `${input.cpuMs.p50} / ${input.cpuMs.p95} ms`,
            `${input.wallMs.p50} / ${input.wallMs.p95} ms`,
            input.cpuRatio.toFixed(2),
            input.wallRatio.toFixed(2),
          ]),
        ],
      ),
      `The longest conversation the chat API accepts (\`shared/src/schemas/chat.ts\`: ${chatLimits.maxMessages} messages at most, user first and last, ` +
        `${chatLimits.maxMessageLength.toLocaleString('en-US')} characters each; a ${kib(worstCase.bodyBytes)} body), every message of random words ` +
        '(`bench/worst-chat.ts`, a fixed seed), a new conversation for each answer so no two are alike. ' +
        'CPU: `process.cpuUsage()` of the handler’s process (user + system) around each answer; wall: event in → JSON reply out. ' +
        `Budget: each kind at most ${budgets.worstChatCpuRatio}× the plain question’s CPU p50.`,
    );
    if (home) {
      sections.push(
        table(
          [`local server: GET / (status ${home.homeStatus})`, 'p50', 'max'],
          [
            ['alone, one request after another', `${home.homeAloneMs.p50} ms`, `${home.homeAloneMs.max} ms`],
            [
              `while ${home.chats} worst-case chats (${home.words}) are answered, one request per round, ${home.rounds} rounds`,
              `${home.homeUnderLoadMs.p50} ms`,
              `${home.homeUnderLoadMs.max} ms`,
            ],
            [
              `the ${home.chats} chats of a round: first sent → last answered`,
              `${home.allChatsAnsweredMs.p50} ms`,
              `${home.allChatsAnsweredMs.max} ms`,
            ],
          ],
        ),
        `The local stack (\`infra/local/start.ts\`, one Node process: site, API and handlers). Each round sends ${home.chats} chats at once and asks for \`/\` once the first is answered ` +
          `(at least ${home.chatsStillAnswering} still unanswered then); ${home.chatsNot200} chat answers other than 200.` +
          (home.homeStatus === 404
            ? ' The site was not built: `/` is the server’s not-found answer, which waits in the same queue.'
            : ''),
      );
    }
    sections.push(...costSections(assistant.costs));
  }
  if (notify) {
    sections.push(
      `## Staff notices (local stack, ${notify.messages} contact messages one after another)`,
      table(
        ['interval', 'p50', 'p95', 'max'],
        [
          [
            'message sent → notice printed',
            `${notify.delay.p50} ms`,
            `${notify.delay.p95} ms`,
            `${notify.delay.max} ms`,
          ],
        ],
      ),
      'The embedded store reports each new item as an INSERT record to the notifier code the Lambda runs (dynalite has no streams). ' +
        'On AWS, the DynamoDB stream and SNS e-mail add their own delay; the notifier alarms when a record waits more than 60 s.',
    );
  }
  if (machines) {
    sections.push(
      `## What machines read (a crawl of the served site)`,
      table(
        ['figure', 'value'],
        [
          ['pages (all in the sitemap)', machines.pages],
          ['pages with a preview image of their own', machines.pagesWithOwnPreview],
          ['largest preview image', kib(machines.largestPreviewBytes)],
          [
            'JSON-LD items by type (all pages)',
            Object.entries(machines.structuredDataItems)
              .sort(([a], [b]) => a.localeCompare(b))
              .map(([type, count]) => `${type} ${count}`)
              .join(', '),
          ],
          ['rich-result errors (Google rules, @adobe/structured-data-validator)', machines.richResultErrors.length],
          [
            'pages and files crawled / internal references followed',
            `${machines.crawl.fetched} / ${machines.crawl.links}`,
          ],
          ['broken internal references', machines.crawl.broken.length],
        ],
      ),
      ...[...machines.richResultErrors, ...machines.crawl.broken].map((problem) => `- ${problem}`),
    );
  }
  sections.push(
    `## Budgets`,
    table(
      ['check', 'measured', 'budget', ''],
      checks.map((item) => [item.name, item.measured, item.budget, item.ok ? 'ok' : '**MISSED**']),
    ),
  );
  return `${sections.join('\n\n')}\n`;
}

async function main() {
  const info: RunInfo = { startedAt: new Date(), command: commandLine(), machine: machine() };
  const runs = numberFrom('BENCH_RUNS', 3);
  let pages: PageMeasurement[] = [];
  let taps: FirstTapMeasurement[] = [];
  let api: LoadResult[] = [];
  let bundles: BundleMeasurement[] = [];
  let chat: ChatStreamMeasurement | undefined;
  let assistant: AssistantMeasurement | undefined;
  let notify: NotificationDelayMeasurement | undefined;
  let machines: MachineReadableMeasurement | undefined;
  let homeUnderChatLoad: HomeUnderChatLoad | undefined;
  if (parts.has('bundles')) {
    log('Lambda bundles: synthesizing the dev stage with bundling...');
    bundles = measureBundles(siteDir, numberFrom('BENCH_LOADS', 10));
  }
  if (['web', 'phone', 'api', 'machines', 'assistant'].some((part) => parts.has(part))) {
    const stack = await startStackProcess(numberFrom('BENCH_PORT', 4873), { siteDir });
    try {
      if (parts.has('web')) {
        log(`Lighthouse on ${benchPages.length} pages...`);
        const webStart = performance.now();
        const web = await measurePages(
          stack.url,
          benchPages.map((page) => page.path),
          siteDir,
          runs,
          log,
        );
        pages = web.pages;
        info.lighthouse = {
          version: web.lighthouseVersion,
          browser: web.browser,
          profile: web.profile,
          lcpRatioProfile: web.lcpRatioProfile,
          devtoolsRunsMs: web.devtoolsRunsMs,
          webPartMs: performance.now() - webStart,
        };
      }
      if (parts.has('phone')) {
        log('Phone: taps and typing at first paint...');
        const phone = await measureFirstTaps(stack.url, runs, log);
        taps = phone.measurements;
        info.phoneBrowser = `Chromium ${phone.browserVersion}`;
      }
      if (parts.has('machines')) {
        log('What machines read: crawl, preview images, structured data...');
        machines = await measureMachineReadable(stack.url);
      }
      if (parts.has('assistant')) {
        log('Assistant: the home page while worst-case chats are answered...');
        homeUnderChatLoad = await measureHomeUnderChatLoad(stack.url);
      }
      if (parts.has('api')) {
        log('API load...');
        api = await loadApi(
          stack.url,
          { endpoint: stack.dynamoEndpoint, stage: stack.stage },
          { connections: numberFrom('BENCH_CONNECTIONS', 50), seconds: numberFrom('BENCH_API_SECONDS', 20) },
          log,
        );
      }
    } finally {
      await stack.stop();
    }
  }
  if (parts.has('assistant')) {
    log('Assistant: the evaluation set and the heaviest conversations, offline, through the chat handler...');
    assistant = { ...measureAssistant(), ...(homeUnderChatLoad ? { homeUnderChatLoad } : {}) };
  }
  if (parts.has('chat') || parts.has('notify')) {
    // A stack in this process (the fake model and the printed notices live here), on the port after the store's.
    const stack = await startInProcessStack(numberFrom('BENCH_PORT', 4873) + 2);
    try {
      if (parts.has('chat')) {
        log('Chat: streamed answers...');
        chat = await measureChatStream(stack.url, numberFrom('BENCH_CHAT_REQUESTS', 40), stack.model);
      }
      if (parts.has('notify')) {
        log('Staff notices...');
        notify = await measureNotificationDelay(stack.url, numberFrom('BENCH_NOTIFICATIONS', 200), stack.nextNotice);
      }
    } finally {
      await stack.close();
    }
  }
  const checks = [
    ...pageChecks(pages),
    ...(parts.has('web') ? bootScriptOnlyChecks() : []),
    ...phoneChecks(taps),
    ...apiChecks(api),
    ...bundleChecks(bundles),
    ...chatChecks(chat),
    ...assistantChecks(assistant),
    ...notificationChecks(notify),
    ...machineReadableChecks(machines),
  ];
  const markdown = report(info, pages, taps, api, bundles, chat, assistant, notify, machines, checks);
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
        phone: taps.length ? { browser: info.phoneBrowser, profile: phoneProfileDescription } : undefined,
        pages,
        phoneTaps: taps,
        api,
        bundles,
        chat,
        assistant,
        notifications: notify,
        machineReadable: machines,
        checks,
      },
      null,
      2,
    )}\n`,
  );
  console.log(`\n${markdown}`);
  const failed = checks.filter((item) => !item.ok);
  for (const item of failed) console.error(`BUDGET MISSED: ${item.name}: ${item.measured} (budget ${item.budget})`);
  process.exitCode = failed.length ? 1 : 0;
}

await main();
