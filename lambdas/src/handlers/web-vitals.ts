/**
 * `POST /api/vitals`: one page view's Core Web Vitals, sent by the site's
 * beacon when the page is hidden. A valid report becomes CloudWatch metrics
 * through one EMF log line (Powertools Metrics: no API call) and answers 204;
 * one holding a value no real page reports is dropped before it is counted,
 * with the same 204 (its sender learns nothing) and the outcome
 * `dropped-implausible` in the log; anything else gets the contract's 400.
 * Nothing about the visitor is read or logged.
 */
import { logMetrics } from '@aws-lambda-powertools/metrics/middleware';
import {
  apiCacheControl,
  isPlausibleVitalsReport,
  requestBodyLimits,
  webVitalsReportSchema,
  type WebVitalsReportPayload,
} from '@ferrum/shared';
import { httpHandler, logOutcome, type ApiEvent } from '../lib/http-handler.ts';
import { createStageMetrics } from '../metrics/stage-metrics.ts';
import { readableVitalsLine } from '../web-vitals/readable-report.ts';
import { readVitalsConfig } from '../web-vitals/vitals-config.ts';
import { recordVitalsMetrics } from '../web-vitals/vitals-metrics.ts';

const config = readVitalsConfig();

const metrics = config.output === 'emf' ? createStageMetrics(config.stage) : undefined;

const record = metrics
  ? (report: WebVitalsReportPayload) => recordVitalsMetrics(metrics, report)
  : (report: WebVitalsReportPayload) => console.log(readableVitalsLine(report));

async function recordReport({ input }: ApiEvent<WebVitalsReportPayload>) {
  if (isPlausibleVitalsReport(input.metrics)) {
    record(input);
    logOutcome('recorded');
  } else logOutcome('dropped-implausible');
  // The beacon reads no answer.
  return { statusCode: 204, headers: { 'Cache-Control': apiCacheControl }, body: '' };
}

const chain = httpHandler(
  { operation: 'vitals', body: { schema: webVitalsReportSchema, limitBytes: requestBodyLimits.vitals } },
  recordReport,
);
// Writes the invocation's metrics when it ends, answered or failed.
if (metrics) chain.use(logMetrics(metrics));
export const handler = chain;
