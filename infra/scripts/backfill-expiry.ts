/**
 * `npm run retention:backfill -- --stage <name> [--dry-run]` (with AWS
 * credentials for the stage's account): gives the stage's contact messages and
 * job applications stored before retention existed their `expires_at`. Run it
 * once per stage after the first deploy with TTL, `--dry-run` first.
 */
import { parseArgs } from 'node:util';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { resolveStage, stageEnvironment } from '../lib/stages.ts';
import { backfillExpiry } from './expiry-backfill.ts';

try {
  const { values } = parseArgs({ options: { stage: { type: 'string' }, 'dry-run': { type: 'boolean' } } });
  const { name, config } = resolveStage(values.stage);
  // The CLI's region setting stands in for what the CDK CLI passes as CDK_DEFAULT_REGION.
  const { region } = stageEnvironment(config, {
    CDK_DEFAULT_REGION: process.env.AWS_REGION ?? process.env.AWS_DEFAULT_REGION,
  });
  const dryRun = values['dry-run'] === true;
  const client = DynamoDBDocumentClient.from(new DynamoDBClient({ region }));
  try {
    for (const result of await backfillExpiry(client, name, { dryRun })) {
      const verb = dryRun ? 'would get' : 'got';
      console.log(
        `${result.table}: ${result.updated} item(s) ${verb} an expiry; ${result.alreadyExpired} of them already expired ` +
          `(TTL deletes those within days).`,
      );
      if (result.unreadable.length > 0) {
        console.log(`  left alone, no readable submitted_at: ${result.unreadable.join(', ')}`);
      }
    }
  } finally {
    client.destroy();
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  console.error('Usage: npm run retention:backfill -- --stage <name> [--dry-run]');
  process.exitCode = 1;
}
