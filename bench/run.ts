/**
 * `npm run bench`: measures the built site, the API and the Lambda bundles
 * against the budgets, writes bench/report.md and bench/report.json, and exits
 * non-zero when a budget is missed.
 *
 * Knobs (environment): BENCH_RUNS (Lighthouse runs per page, 3), BENCH_API_SECONDS (20),
 * BENCH_CONNECTIONS (50), BENCH_LOADS (cold loads per bundle, 10), BENCH_ONLY (web,api,bundles).
 */
import { writeFile } from 'node:fs/promises';
import { cpus, freemem, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';
import { loadApi, type LoadResult } from './api-load.ts';
import { budgets, check, kib, type BudgetCheck } from './budgets.ts';
import { measureBundles, type BundleMeasurement } from './lambda-bundles.ts';
import { startStackProcess } from './local-stack-process.ts';
import { measurePages, type PageMeasurement } from './web-performance.ts';

const benchDir = fileURLToPath(new URL('.', import.meta.url));
const siteDir = fileURLToPath(new URL('../web/dist/client', import.meta.url));
const measuredPages = [
  '/',
  '/products/cyber-digital-twin',
  '/industries/water',
  '/blog',
  '/blog/1',
  '/company/contact',
];
const formOperations = new Set(['newsletter', 'contact', 'jobApplications']);

const numberFrom = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const parts = new Set((process.env.BENCH_ONLY ?? 'web,api,bundles').split(','));
const log = (line: string) => console.log(line);

function pageChecks(pages: PageMeasurement[]): BudgetCheck[] {
  return pages.flatMap((page) => [
    check(`${page.path} performance`, page.performance, budgets.performanceScore, { atLeast: true }),
    check(`${page.path} accessibility`, page.accessibility, budgets.accessibilityScore, { atLeast: true }),
    check(`${page.path} best practices`, page.bestPractices, budgets.bestPracticesScore, { atLeast: true }),
    check(`${page.path} SEO`, page.seo, budgets.seoScore, { atLeast: true }),
    check(`${page.path} LCP`, Math.round(page.lcpMs), budgets.lcpMs, { unit: ' ms' }),
    check(`${page.path} TBT`, Math.round(page.tbtMs), budgets.tbtMs, { unit: ' ms' }),
    check(`${page.path} CLS`, Number(page.cls.toFixed(3)), budgets.cls),
    check(`${page.path} initial JS (gzip)`, Math.round(page.jsGzipBytes / 1024), budgets.initialJsGzipBytes / 1024, {
      unit: ' KB',
    }),
    ...(page.path === '/'
      ? [
          check('/ total weight without video', Math.round(page.totalBytes / 1024), budgets.homeTotalBytes / 1024, {
            unit: ' KB',
          }),
        ]
      : []),
  ]);
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

function table(headers: string[], rows: (string | number)[][]): string {
  return [
    `| ${headers.join(' | ')} |`,
    `| ${headers.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
}

function report(
  pages: PageMeasurement[],
  api: LoadResult[],
  bundles: BundleMeasurement[],
  checks: BudgetCheck[],
): string {
  const failed = checks.filter((item) => !item.ok);
  const sections = [
    `# Benchmark report`,
    `Measured ${new Date().toISOString()} on ${cpus().length} cores, ${(totalmem() / 2 ** 30).toFixed(0)} GiB (${(freemem() / 2 ** 30).toFixed(0)} GiB free), Node ${process.version}. ` +
      `Command: \`npm run bench\`. Budgets: bench/budgets.ts.`,
    failed.length
      ? `**${failed.length} budget(s) missed:** ${failed.map((item) => item.name).join('; ')}.`
      : '**Every budget met.**',
  ];
  if (pages.length) {
    sections.push(
      `## Web performance (Lighthouse ${'13.5'}, mobile preset, median of ${pages[0]!.runs} runs)`,
      table(
        [
          'page',
          'perf',
          'a11y',
          'best pr.',
          'SEO',
          'LCP',
          'TBT',
          'CLS',
          'total (br)',
          'JS (gzip)',
          'CSS (gzip)',
          'LCP no-JS',
          'LCP ratio',
        ],
        pages.map((page) => [
          page.path,
          page.performance,
          page.accessibility,
          page.bestPractices,
          page.seo,
          `${Math.round(page.lcpMs)} ms`,
          `${Math.round(page.tbtMs)} ms`,
          page.cls.toFixed(3),
          kib(page.totalBytes),
          kib(page.jsGzipBytes),
          kib(page.cssGzipBytes),
          `${Math.round(page.lcpNoJsMs)} ms`,
          page.lcpRatio.toFixed(2),
        ]),
      ),
      'LCP ratio: LCP of the page divided by LCP of the same prerendered page with JavaScript disabled (1.00 = our scripts cost the visitor nothing).',
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
  let pages: PageMeasurement[] = [];
  let api: LoadResult[] = [];
  let bundles: BundleMeasurement[] = [];
  if (parts.has('bundles')) {
    log('Lambda bundles: synthesizing the dev stage with bundling...');
    bundles = measureBundles(siteDir, numberFrom('BENCH_LOADS', 10));
  }
  if (parts.has('web') || parts.has('api')) {
    const stack = await startStackProcess(numberFrom('BENCH_PORT', 4873));
    try {
      if (parts.has('web')) {
        log(`Lighthouse on ${measuredPages.length} pages...`);
        pages = await measurePages(stack.url, measuredPages, siteDir, numberFrom('BENCH_RUNS', 3), log);
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
  const checks = [...pageChecks(pages), ...apiChecks(api), ...bundleChecks(bundles)];
  const markdown = report(pages, api, bundles, checks);
  await writeFile(`${benchDir}report.md`, markdown);
  await writeFile(
    `${benchDir}report.json`,
    `${JSON.stringify({ measuredAt: new Date().toISOString(), pages, api, bundles, checks }, null, 2)}\n`,
  );
  console.log(`\n${markdown}`);
  const failed = checks.filter((item) => !item.ok);
  for (const item of failed) console.error(`BUDGET MISSED: ${item.name}: ${item.measured} (budget ${item.budget})`);
  process.exitCode = failed.length ? 1 : 0;
}

await main();
