/**
 * Where the end-to-end suite's local stack listens (ports chosen to stay clear of
 * `npm start`). E2E_PORT / E2E_DYNAMO_PORT / WEB_DIST let two runs share a machine.
 */
import { fileURLToPath } from 'node:url';

const port = Number(process.env.E2E_PORT ?? 4173);
const dynamoPort = Number(process.env.E2E_DYNAMO_PORT ?? port + 1);

export const e2eStack = {
  port,
  dynamoPort,
  stage: 'e2e',
  url: `http://127.0.0.1:${port}`,
  dynamoEndpoint: `http://127.0.0.1:${dynamoPort}`,
  /** Where the stack files its staff notifications, one text file each (read back by the tests). */
  outboxDir: fileURLToPath(new URL(`../../../.local-data/e2e-outbox-${port}`, import.meta.url)),
  /** The built site the stack serves. */
  siteDir: `web/${process.env.WEB_DIST ?? 'dist'}/client`,
} as const;
