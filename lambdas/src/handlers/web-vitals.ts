/**
 * `POST /api/vitals`: one page view's Core Web Vitals, sent by the site's
 * beacon when the page is hidden. A valid report becomes CloudWatch metrics
 * through one EMF log line (no API call) and answers 204; one holding a value no
 * real page reports is dropped before it is counted, with the same 204 (its
 * sender learns nothing) and the outcome `dropped-implausible` in the log;
 * anything else gets the contract's 400. Nothing about the visitor is read or
 * logged.
 */
import {
  apiCacheControl,
  isPlausibleVitalsReport,
  requestBodyLimits,
  webVitalsReportSchema,
  type WebVitalsReportPayload,
} from '@ferrum/shared';
import { httpHandler, logOutcome, type ApiEvent } from '../lib/http-handler.ts';
import { writeEmbeddedMetrics } from '../metrics/embedded-metric-format.ts';
import { readableVitalsLine } from '../web-vitals/readable-report.ts';
import { readVitalsConfig } from '../web-vitals/vitals-config.ts';
import { vitalsMetrics } from '../web-vitals/vitals-metrics.ts';

const config = readVitalsConfig();

const record =
  config.output === 'emf'
    ? (report: WebVitalsReportPayload) => writeEmbeddedMetrics(vitalsMetrics(config.stage, report, new Date()))
    : (report: WebVitalsReportPayload) => console.log(readableVitalsLine(report));

async function recordReport({ input }: ApiEvent<WebVitalsReportPayload>) {
  if (isPlausibleVitalsReport(input.metrics)) {
    record(input);
    logOutcome('recorded');
  } else logOutcome('dropped-implausible');
  // The beacon reads no answer.
  return { statusCode: 204, headers: { 'Cache-Control': apiCacheControl }, body: '' };
}

export const handler = httpHandler(
  { operation: 'vitals', body: { schema: webVitalsReportSchema, limitBytes: requestBodyLimits.vitals } },
  recordReport,
);
