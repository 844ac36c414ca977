/**
 * `POST /api/vitals`: one report per page view, sent by the site's vitals
 * beacon when the page is hidden. Nothing in it identifies a visitor: a page
 * template (not the URL), a device class (not the user agent), how the page
 * was reached, and the metrics.
 */
import './zod-config.ts';
import * as z from 'zod';
import { pageTemplates } from '../page-templates.ts';
import { deviceClasses, webVitalNames, type WebVitalName } from '../web-vitals.ts';

/** How the page was reached: the `web-vitals` library's `navigationType` values. */
export const navigationTypes = [
  'navigate',
  'reload',
  'back-forward',
  'back-forward-cache',
  'prerender',
  'restore',
  'soft-navigation',
] as const;

export type NavigationType = (typeof navigationTypes)[number];

/**
 * A metric's value: a finite number. Whether a real page could report it is
 * not the schema's to say: an implausible value is a well-formed report the
 * function drops without telling the sender (`isPlausibleVitalsReport`).
 */
function metricValue(name: WebVitalName) {
  return z.number({ error: `${name} must be a number` });
}

/**
 * An object of `shape` that refuses any other key, each in an issue of its own
 * path, so that the 400 names it (zod's strict object reports them all at the
 * object's path, which names no field for the top level).
 */
function exactObject<Shape extends z.ZodRawShape>(shape: Shape, messages: { notAnObject: string; otherKey: string }) {
  // The keys are read from the input as received: a copy would turn a `__proto__` key into a prototype and lose it.
  const otherKeys = z.unknown().superRefine((value, context) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return;
    for (const key of Object.keys(value)) {
      if (!Object.hasOwn(shape, key)) context.addIssue({ code: 'custom', path: [key], message: messages.otherKey });
    }
  });
  return otherKeys
    .pipe(z.looseObject(shape, { error: messages.notAnObject }))
    .transform((value) => value as z.output<z.ZodObject<Shape>>);
}

const metricsSchema = exactObject(
  Object.fromEntries(webVitalNames.map((name) => [name, metricValue(name).optional()])) as {
    [Name in WebVitalName]: z.ZodOptional<ReturnType<typeof metricValue>>;
  },
  { notAnObject: 'The metrics must be an object', otherKey: `Only ${webVitalNames.join(', ')} may be reported` },
).refine((metrics) => Object.values(metrics).some((value) => value !== undefined), {
  error: 'At least one metric must be reported',
});

/** The report body; any other key (a URL, an id) is refused. */
export const webVitalsReportSchema = exactObject(
  {
    template: z.enum(pageTemplates, { error: 'Unknown page template' }),
    device: z.enum(deviceClasses, { error: 'Unknown device class' }),
    navigation: z.enum(navigationTypes, { error: 'Unknown navigation type' }),
    metrics: metricsSchema,
  },
  { notAnObject: 'The report must be a JSON object', otherKey: 'Not part of a vitals report' },
);

/** What the beacon sends. */
export type WebVitalsReport = z.input<typeof webVitalsReportSchema>;
/** What the function works with. */
export type WebVitalsReportPayload = z.output<typeof webVitalsReportSchema>;
