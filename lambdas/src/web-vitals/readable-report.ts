/**
 * A vitals report as one line a person reads in the terminal of `npm start`
 * (`vitals  blog-post  phone  navigate  LCP 1234 ms  INP 80 ms  CLS 0.012 …`),
 * where CloudWatch would otherwise read an EMF line.
 */
import { webVitalNames, webVitalUnits, type WebVitalName, type WebVitalsReportPayload } from '@ferrum/shared';

function formatted(name: WebVitalName, value: number): string {
  return webVitalUnits[name] === 'Milliseconds' ? `${name} ${Math.round(value)} ms` : `${name} ${value.toFixed(3)}`;
}

/** The report's line, metrics in the shared order. */
export function readableVitalsLine(report: WebVitalsReportPayload): string {
  const metrics = webVitalNames.flatMap((name) => {
    const value = report.metrics[name];
    return value === undefined ? [] : [formatted(name, value)];
  });
  return ['vitals', report.template, report.device, report.navigation, ...metrics].join('  ');
}
