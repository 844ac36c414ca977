/**
 * `npm start` (after the build): serves the prerendered site and the API on one
 * port, with the embedded DynamoDB. Ctrl-C stops it cleanly.
 */
import { readLocalConfig } from './config.ts';
import { runUntilStopped } from './run-until-stopped.ts';
import { startLocalStack } from './local-stack.ts';
import { localOutboxDir } from './local-notifier.ts';

await runUntilStopped(async () => {
  const config = readLocalConfig();
  // Staff notifications go to the terminal and .local-data/outbox (or OUTBOX_DIR); in-memory runs skip them unless OUTBOX_DIR is set.
  const outboxDir = localOutboxDir(config);
  const stack = await startLocalStack(config, outboxDir ? { notifications: { outboxDir } } : {});
  const chat = config.BEDROCK_MODEL_ID ? `Bedrock ${config.BEDROCK_MODEL_ID}` : 'offline answers from site content';
  const store = config.DYNAMODB_ENDPOINT
    ? config.DYNAMODB_ENDPOINT
    : config.IN_MEMORY_STORE
      ? 'in memory'
      : config.DATA_DIR;
  const staff = stack.notifier ? `staff notifications: terminal and ${outboxDir}` : 'staff notifications: off';
  console.log(`Ferrum Shield is running at ${stack.url}  (data: ${store}; chat: ${chat}; ${staff}; Ctrl-C stops)`);
  return stack;
});
