/**
 * One page view's report, as the shared schema takes it: the latest value of
 * each metric the `web-vitals` library gave, rounded, with the page template,
 * the device class and how the page was reached. Nothing else: no URL, no id.
 */
import { pageTemplateOf, type PageTemplate } from '@ferrum/shared/page-templates';
import type { NavigationType, WebVitalsReport } from '@ferrum/shared/schemas/web-vitals';
import { deviceClassOf, webVitalUnits, type DeviceClass, type WebVitalName } from '@ferrum/shared/web-vitals';

/** What the library hands each callback (its `Metric`, narrowed to what a report keeps). */
export interface ObservedMetric {
  name: WebVitalName;
  value: number;
  navigationType: NavigationType;
}

/** Where the page view happened, known before any metric is. */
export interface PageViewContext {
  template: PageTemplate;
  device: DeviceClass;
}

/**
 * The page view of `win`: the template from the path (a not-found document by
 * its status, where the browser tells it) and the device class from the viewport.
 */
export function pageViewContext(win: Window = window): PageViewContext {
  const [navigation] = win.performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  const notFound = navigation?.responseStatus === 404;
  return {
    template: notFound ? 'not-found' : pageTemplateOf(win.location.pathname),
    device: deviceClassOf(win.innerWidth),
  };
}

/** Whole milliseconds; a layout shift score to four decimals: the body stays small, nothing useful is lost. */
function rounded(name: WebVitalName, value: number): number {
  return webVitalUnits[name] === 'Milliseconds' ? Math.round(value) : Math.round(value * 10_000) / 10_000;
}

/** Collects the metrics of one page view; `report()` is undefined until there is at least one. */
export function createVitalsReport(context: PageViewContext) {
  const metrics: Partial<Record<WebVitalName, number>> = {};
  let navigation: NavigationType | undefined;
  return {
    record(metric: ObservedMetric): void {
      metrics[metric.name] = rounded(metric.name, metric.value);
      navigation ??= metric.navigationType;
    },
    report(): WebVitalsReport | undefined {
      if (navigation === undefined) return undefined;
      return { template: context.template, device: context.device, navigation, metrics: { ...metrics } };
    },
  };
}
