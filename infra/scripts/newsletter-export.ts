/**
 * `npm run newsletter:export -- --stage <name> [--site-url <url>]` (with AWS
 * credentials) or `-- --local` (while `npm start` runs in this checkout):
 * prints the newsletter list as CSV for the mailing tool; the row count goes to
 * stderr, so stdout is the file (`npm run -s …  > subscribers.csv`: without `-s`
 * npm prints its own banner on stdout too).
 */
import { parseArgs } from 'node:util';
import { readLocalConfig } from '../local/config.ts';
import { readRuntimeFile } from '../local/runtime-file.ts';
import { exportNewsletter, localExportTarget, stageExportTarget, type ExportTarget } from './newsletter-list.ts';

const usage = 'Usage: npm run newsletter:export -- --stage <name> [--site-url <https://...>] | --local';

async function target(): Promise<ExportTarget> {
  const { values } = parseArgs({
    options: { stage: { type: 'string' }, local: { type: 'boolean' }, 'site-url': { type: 'string' } },
  });
  if (values.local === true && values.stage === undefined) {
    return localExportTarget(await readRuntimeFile(readLocalConfig().RUNTIME_FILE));
  }
  if (values.stage !== undefined && values.local !== true) {
    return await stageExportTarget(values.stage, { siteUrl: values['site-url'] });
  }
  throw new Error(usage);
}

try {
  const rows = await exportNewsletter(await target(), (chunk) => process.stdout.write(chunk));
  console.error(`${rows} subscription${rows === 1 ? '' : 's'} exported.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
