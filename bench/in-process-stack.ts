/**
 * One local stack in the benchmark's own process, for the parts that need a
 * hand inside it: the chat on a fake model (aws-sdk-client-mock works only in
 * the process that runs the handler) and the staff notices as they are printed.
 * One per run: the handlers read their configuration (the store's endpoint)
 * when first imported, so a second stack in the same process would not reach
 * its own store.
 */
import { readLocalConfig } from '../infra/local/config.ts';
import { startLocalStack } from '../infra/local/local-stack.ts';
import { installFakeModel, type FakeModel } from './chat-stream.ts';

export interface InProcessStack {
  url: string;
  model: FakeModel;
  /** The next staff notice the stack prints. */
  nextNotice(): Promise<string>;
  close(): Promise<void>;
}

export async function startInProcessStack(port: number): Promise<InProcessStack> {
  const model = installFakeModel();
  const waiting: ((text: string) => void)[] = [];
  // The handlers log each request as JSON lines; the report is what matters here.
  process.env.POWERTOOLS_LOG_LEVEL ??= 'SILENT';
  // With a model configured the stack leaves credentials to the SDK; the embedded store and the fake model accept any.
  process.env.AWS_ACCESS_KEY_ID ??= 'bench';
  process.env.AWS_SECRET_ACCESS_KEY ??= 'bench';
  const stack = await startLocalStack(
    readLocalConfig({
      ...process.env,
      PORT: String(port),
      IN_MEMORY_STORE: 'true',
      BEDROCK_MODEL_ID: 'us.anthropic.claude-haiku-4-5-20251001-v1:0',
      BEDROCK_REGION: 'us-east-1',
      // Every message its own notice: this stack times the notice path, not the digest (bench/api-load.ts floods for that).
      NOTICES_PER_WINDOW: '1000000',
    }),
    {
      site: async (_request, response) => void response.end(),
      notifications: { print: (text) => waiting.shift()?.(text) },
    },
  );
  return {
    url: stack.url,
    model,
    nextNotice: () => new Promise<string>((resolve) => waiting.push(resolve)),
    close: async () => {
      await stack.close();
      model.restore();
    },
  };
}
