/**
 * zod settings, applied before any schema is built (each schema file imports this
 * first). jitless: zod v4 otherwise probes `new Function` to compile faster
 * parsers, which the site's CSP (no 'unsafe-eval') reports as a violation.
 * Listed under `sideEffects` in package.json so bundlers keep it.
 */
import * as z from 'zod';

z.config({ jitless: true });
