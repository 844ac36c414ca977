/**
 * `npm start` (after the build): serves the prerendered site and the API on one
 * port, with the embedded DynamoDB. Ctrl-C stops it cleanly.
 */
import { readLocalConfig } from './config.ts';
import { runUntilStopped } from './run-until-stopped.ts';
import { startLocalStack } from './local-stack.ts';

await runUntilStopped(async () => {
  const config = readLocalConfig();
  const stack = await startLocalStack(config);
  const chat = config.BEDROCK_MODEL_ID ? `Bedrock ${config.BEDROCK_MODEL_ID}` : 'offline answers from site content';
  const store = config.DYNAMODB_ENDPOINT
    ? config.DYNAMODB_ENDPOINT
    : config.IN_MEMORY_STORE
      ? 'in memory'
      : config.DATA_DIR;
  console.log(`Ferrum Shield is running at ${stack.url}  (data: ${store}; chat: ${chat}; Ctrl-C stops)`);
  return stack;
});
