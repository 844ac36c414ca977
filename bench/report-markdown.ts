/** bench/report.md: the run's context, one section per part that ran, then every budget check. */
import type { SiteFilesMeasurement } from './site-files.ts';
import { basename } from 'node:path';
import { chatLimits } from '@ferrum/shared';
import type { ChatCosts } from '../infra/lib/chat-costs.ts';
import { floodReport, type LoadResult } from './api-load.ts';
import type { AssistantMeasurement } from './assistant.ts';
import { budgets, kib, type BudgetCheck } from './budgets.ts';
import { fakeModel, type ChatStreamMeasurement } from './chat-stream.ts';
import { phoneProfileDescription, type FirstTapMeasurement } from './first-tap.ts';
import type { BundleMeasurement } from './lambda-bundles.ts';
import type { MachineReadableMeasurement } from './machine-readable.ts';
import type { NotificationDelayMeasurement } from './notification-delay.ts';
import { formOf } from './pages.ts';
import { ms, type Measurements } from './report-checks.ts';
import type { PageMeasurement } from './web-performance.ts';

/** Context for the report: what ran, how, and where. */
export interface RunInfo {
  startedAt: Date;
  command: string;
  machine: string;
  /** The built site the local stack served. */
  siteDir: string;
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

const minutes = (value: number) => `${(value / 60_000).toFixed(1)} min`;
const count = (value: number) => value.toLocaleString('en-US');
const usd = (value: number) => `$${value.toFixed(4)}`;

/** A markdown table. */
function table(headers: string[], rows: (string | number)[][]): string {
  return [
    `| ${headers.join(' | ')} |`,
    `| ${headers.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
}

/** The title, what ran where, and whether every budget was met. */
function headerSection(info: RunInfo, checks: BudgetCheck[]): string[] {
  const failed = checks.filter((item) => !item.ok);
  return [
    `# Benchmark report`,
    [
      `- Measured: ${info.startedAt.toISOString()}.`,
      `- Command: \`${info.command}\`${info.command.includes('npm run bench') ? ' (builds the site first)' : ' (on a site built with `npm run build`)'}; ` +
        `the site served by the local stack (\`infra/local/start.ts\`) from \`${info.siteDir.replace(/^.*\/web\//, 'web/')}\`. Budgets: bench/budgets.ts.`,
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
}

/** Lighthouse on each bench page. */
function webSection(pages: PageMeasurement[]): string[] {
  if (!pages.length) return [];
  return [
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
  ];
}

/** The typeface every page preloads, and the search index loaded on a search. */
function siteFilesSection(files: SiteFilesMeasurement | undefined): string[] {
  if (!files) return [];
  const { searchIndex } = files;
  return [
    '## Typeface and search index (the build)',
    table(
      ['file', 'size', 'loaded'],
      [
        ...files.fonts.map((font) => [font.file, kib(font.bytes), 'preloaded by every page']),
        ['search index: pagefind.js (gzip -9)', kib(searchIndex.scriptGzipBytes), 'on the first search'],
        ['search index: WebAssembly', kib(searchIndex.wasmBytes), 'on the first search'],
        [
          `search index: all ${searchIndex.files} files`,
          kib(searchIndex.totalBytes),
          'only the chunks and fragments a search needs',
        ],
      ],
    ),
  ];
}

/** Taps and typing at first paint on a throttled phone. */
function phoneSection(taps: FirstTapMeasurement[]): string[] {
  if (!taps.length) return [];
  return [
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
  ];
}

/** HTTP load on every POST endpoint. */
function apiSection(api: LoadResult[]): string[] {
  if (!api.length) return [];
  return [
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
    ...floodReport(api),
  ];
}

/** The Lambda bundles: size and cold load. */
function bundleSection(bundles: BundleMeasurement[]): string[] {
  if (!bundles.length) return [];
  return [
    `## Lambda bundles (as \`cdk deploy\` uploads them; cold module load in a fresh Node process, median of ${bundles[0]!.loads})`,
    table(
      ['operation', 'bundle (minified)', 'cold load'],
      bundles.map((bundle) => [bundle.operation, kib(bundle.bytes), `${bundle.coldLoadMs.toFixed(0)} ms`]),
    ),
  ];
}

/** The streamed chat answer. */
function chatSection(chat: ChatStreamMeasurement | undefined): string[] {
  if (!chat) return [];
  return [
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
  ];
}

/** The evaluation sets answered offline through the chat handler. */
function assistantSetsSection(assistant: AssistantMeasurement): string[] {
  const required = assistant.sets.filter((set) => set.required);
  const quality = assistant.sets.filter((set) => !set.required);
  const share = (passed: number, total: number) => `${passed} / ${total} (${((passed / total) * 100).toFixed(1)} %)`;
  const sum = (sets: typeof assistant.sets, key: 'passed' | 'total') =>
    sets.reduce((total, set) => total + set[key], 0);
  const failedIn = (sets: typeof assistant.sets) => sets.flatMap((set) => set.failed).join(', ') || 'none';
  return [
    `## Assistant without a model (the evaluation set through the chat handler, offline)`,
    table(
      ['measure', 'value'],
      [
        ['required sets (behaviours): every case must pass', `${sum(required, 'passed')} / ${sum(required, 'total')}`],
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
  ];
}

/** The heaviest conversations the API accepts against a plain question. */
function worstCaseSection({ worstCase }: AssistantMeasurement): string[] {
  return [
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
  ];
}

/** The local stack's home page while worst-case chats are answered. */
function homeUnderChatLoadSection(home: AssistantMeasurement['homeUnderChatLoad']): string[] {
  if (!home) return [];
  return [
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
  ];
}

/** With a model on AWS: the cached prefix, a typical answer's cost and the answers an hour under each ceiling. */
function costSection({ prefix, answer, stages }: ChatCosts): string[] {
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

/** The assistant without a model, and with one, estimated. */
function assistantSection(assistant: AssistantMeasurement | undefined): string[] {
  if (!assistant) return [];
  return [
    ...assistantSetsSection(assistant),
    ...worstCaseSection(assistant),
    ...homeUnderChatLoadSection(assistant.homeUnderChatLoad),
    ...costSection(assistant.costs),
  ];
}

/** A contact message sent → its staff notice printed, locally. */
function notifySection(notify: NotificationDelayMeasurement | undefined): string[] {
  if (!notify) return [];
  return [
    `## Staff notices (local stack, ${notify.messages} contact messages one after another)`,
    table(
      ['interval', 'p50', 'p95', 'max'],
      [['message sent → notice printed', `${notify.delay.p50} ms`, `${notify.delay.p95} ms`, `${notify.delay.max} ms`]],
    ),
    'The embedded store reports each new item as an INSERT record to the notifier code the Lambda runs (dynalite has no streams). ' +
      'On AWS, the DynamoDB stream and SNS e-mail add their own delay; the notifier alarms when a record waits more than 60 s.',
  ];
}

/** What search engines, link previews and feed readers get. */
function machinesSection(machines: MachineReadableMeasurement | undefined): string[] {
  if (!machines) return [];
  return [
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
  ];
}

/** The markdown report of one run. */
export function report(info: RunInfo, measured: Measurements, checks: BudgetCheck[]): string {
  const sections = [
    ...headerSection(info, checks),
    ...webSection(measured.pages),
    ...siteFilesSection(measured.siteFiles),
    ...phoneSection(measured.taps),
    ...apiSection(measured.api),
    ...bundleSection(measured.bundles),
    ...chatSection(measured.chat),
    ...assistantSection(measured.assistant),
    ...notifySection(measured.notify),
    ...machinesSection(measured.machines),
    `## Budgets`,
    table(
      ['check', 'measured', 'budget', ''],
      checks.map((item) => [item.name, item.measured, item.budget, item.ok ? 'ok' : '**MISSED**']),
    ),
  ];
  return `${sections.join('\n\n')}\n`;
}
