/** The bench's budget checks: each measurement against bench/budgets.ts. */
import type { SiteFilesMeasurement } from './site-files.ts';
import { basename } from 'node:path';
import { floodChecks, type LoadResult } from './api-load.ts';
import type { AssistantMeasurement } from './assistant.ts';
import { budgets, check, type BudgetCheck } from './budgets.ts';
import type { ChatStreamMeasurement } from './chat-stream.ts';
import type { FirstTapMeasurement } from './first-tap.ts';
import type { BundleMeasurement } from './lambda-bundles.ts';
import type { MachineReadableMeasurement } from './machine-readable.ts';
import type { NotificationDelayMeasurement } from './notification-delay.ts';
import { isBootScript, scriptsBeforeInteraction } from './page-scripts.ts';
import { benchPages, formOf } from './pages.ts';
import type { PageMeasurement } from './web-performance.ts';

/** What one run measured; a part that did not run leaves its list empty or its value undefined. */
export interface Measurements {
  pages: PageMeasurement[];
  taps: FirstTapMeasurement[];
  api: LoadResult[];
  bundles: BundleMeasurement[];
  chat?: ChatStreamMeasurement;
  assistant?: AssistantMeasurement;
  notify?: NotificationDelayMeasurement;
  machines?: MachineReadableMeasurement;
  siteFiles?: SiteFilesMeasurement;
}

const formOperations = new Set(['newsletter', 'contact', 'jobApplications']);

/** A duration in whole milliseconds, or "no answer" when none came. */
export const ms = (value: number) => (Number.isNaN(value) ? 'no answer' : `${Math.round(value)} ms`);

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
function bootScriptOnlyChecks(siteDir: string): BudgetCheck[] {
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

/** Every budget check of a run; the boot-script check reads the built site, so only when the web part ran. */
export function budgetChecks(measured: Measurements, site: { dir: string; webPartRan: boolean }): BudgetCheck[] {
  return [
    ...pageChecks(measured.pages),
    ...(site.webPartRan ? bootScriptOnlyChecks(site.dir) : []),
    ...phoneChecks(measured.taps),
    ...apiChecks(measured.api),
    ...floodChecks(measured.api),
    ...bundleChecks(measured.bundles),
    ...chatChecks(measured.chat),
    ...assistantChecks(measured.assistant),
    ...notificationChecks(measured.notify),
    ...machineReadableChecks(measured.machines),
  ];
}
