/**
 * Real visitors' Core Web Vitals, as the site reports them and the stage
 * watches them: the metric names, the "good" thresholds the alarms use, the
 * device classes and the CloudWatch names the vitals function writes through
 * the embedded metric format. The report's body schema lives in
 * ./schemas/web-vitals.ts; this file is the contract between the beacon, the
 * function and the dashboard.
 */

/** The metrics each page view reports (the `web-vitals` library's names). */
export const webVitalNames = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;

export type WebVitalName = (typeof webVitalNames)[number];

/** The Core Web Vitals, which the stage alarms on. */
export const coreWebVitalNames = ['LCP', 'INP', 'CLS'] as const satisfies readonly WebVitalName[];

export type CoreWebVitalName = (typeof coreWebVitalNames)[number];

/**
 * Google's "good" thresholds at the 75th percentile (web.dev/articles/vitals):
 * milliseconds, except CLS, which has no unit.
 */
export const goodVitalThresholds = { LCP: 2500, INP: 200, CLS: 0.1 } as const satisfies Record<
  CoreWebVitalName,
  number
>;

/** CloudWatch's unit of each metric (CLS is a score). */
export const webVitalUnits = {
  LCP: 'Milliseconds',
  INP: 'Milliseconds',
  CLS: 'None',
  FCP: 'Milliseconds',
  TTFB: 'Milliseconds',
} as const satisfies Record<WebVitalName, 'Milliseconds' | 'None'>;

/**
 * The largest value a real page can report for each metric. A page that takes
 * a minute to paint or to answer a tap has failed, not slowed down, and a
 * layout shift score above 10 means the whole viewport moved ten times over:
 * such a value comes from no working page, only from a broken or forged report.
 * Milliseconds, except CLS; every metric is at least 0.
 */
export const plausibleVitalMaxima = {
  LCP: 60_000,
  INP: 60_000,
  CLS: 10,
  FCP: 60_000,
  TTFB: 60_000,
} as const satisfies Record<WebVitalName, number>;

/** Whether `value` is one a real page can report for the metric `name` (from 0 to its plausible maximum). */
export function isPlausibleVital(name: WebVitalName, value: number): boolean {
  return value >= 0 && value <= plausibleVitalMaxima[name];
}

/**
 * Whether a report's metrics may be counted: every value plausible. One
 * implausible value drops the whole report, not only that metric: no working
 * beacon sends it, so the report's other values are no evidence either, and a
 * forger cannot slip believable values in beside a discarded one
 * (docs/decisions/019).
 */
export function isPlausibleVitalsReport(metrics: Partial<Record<WebVitalName, number>>): boolean {
  return webVitalNames.every((name) => {
    const value = metrics[name];
    return value === undefined || isPlausibleVital(name, value);
  });
}

/** A coarse device class from the viewport's width, never from the user agent. */
export const deviceClasses = ['phone', 'tablet', 'desktop'] as const;

export type DeviceClass = (typeof deviceClasses)[number];

/** The narrowest viewport (CSS px) of each class above phone. */
export const deviceClassMinWidths = { tablet: 640, desktop: 1024 } as const;

/** The device class of a viewport `width` CSS pixels wide. */
export function deviceClassOf(width: number): DeviceClass {
  if (width >= deviceClassMinWidths.desktop) return 'desktop';
  if (width >= deviceClassMinWidths.tablet) return 'tablet';
  return 'phone';
}

/** The CloudWatch namespace of a stage's own metrics (the chat's and the vitals'). */
export function stageMetricsNamespace(stage: string): string {
  return `FerrumShield/${stage}`;
}

/** The dimensions the vitals function writes each metric with. */
export const webVitalDimensions = { template: 'PageTemplate', device: 'DeviceClass' } as const;

/**
 * The metric name of a vital in CloudWatch (`WebVitalLCP`, …). The function
 * writes each one twice: by page template and device class (the dashboard),
 * and with no dimension (the alarms, which cannot add up dimensions).
 */
export function webVitalMetricName(name: WebVitalName): `WebVital${WebVitalName}` {
  return `WebVital${name}`;
}

/** Fewest reports in an hour for a p75 to alarm on: a quiet hour cannot alarm. */
export const vitalsAlarmMinimumSamples = 50;

/** The environment variable that names the stage to a function writing the stage's metrics. */
export const stageEnvironmentVariable = 'STAGE';

/**
 * The share of page views that report, per stage. The site is built once for
 * every stage, so the rate is not in the build: the CDK app writes this file
 * into the stage's bucket, the local server answers it from its own setting,
 * and the beacon fetches it (at idle, after the first paint) before deciding.
 */
export const vitalsSamplingFile = {
  path: '/vitals-sampling.json',
  /** Browsers and CloudFront may keep it five minutes: a changed rate is live within ten. */
  cacheControl: 'public, max-age=300',
} as const;

/** The sampling file's content. */
export interface VitalsSampling {
  /** The share of page views that report, from 0 (none) to 1 (every one). */
  sampleRate: number;
}

/** Whether `rate` is a share of page views (0 to 1). */
export function isSampleRate(rate: unknown): rate is number {
  return typeof rate === 'number' && rate >= 0 && rate <= 1;
}

/** The sample rate a sampling file holds; 0 (report nothing) for anything that is not a valid file. */
export function sampleRateOf(file: unknown): number {
  const rate = typeof file === 'object' && file !== null ? (file as Partial<VitalsSampling>).sampleRate : undefined;
  return isSampleRate(rate) ? rate : 0;
}
