/**
 * How fast a streamed chat answer reaches a visitor: the local stack, in this
 * process, with the chat in Bedrock mode and the model replaced (through
 * aws-sdk-client-mock) by a fake that writes tokens at a realistic pace. For
 * each request: from the model's first token to the first `delta` an HTTP client
 * receives, and from its last token to the `done` event. Everything between is
 * the real path: fetch → local server → API Gateway-shaped event → the middy
 * chain in streaming mode → ConverseStream's event loop → SSE → the shared reader.
 */
import { mockClient } from 'aws-sdk-client-mock';
import { ConverseStreamCommand, type ConverseStreamOutput } from '@aws-sdk/client-bedrock-runtime';
import { apiRoutes, chatStreamMediaType } from '@ferrum/shared';
import { readChatStream } from '@ferrum/shared/chat-stream-reader';
import { createBedrockClient } from '@ferrum/lambdas/tooling';
import { median } from './budgets.ts';

/** The fake model's pace: Claude Haiku 4.5 writes ~100 output tokens a second; the first comes after ~0.4 s. */
export const fakeModel = { firstTokenMs: 400, tokenIntervalMs: 10, tokens: 120 } as const;

export interface ChatStreamMeasurement {
  requests: number;
  /** Model's first token → first delta at the client, ms. */
  firstText: { p50: number; p95: number };
  /** Model's last token → done event at the client, ms. */
  finished: { p50: number; p95: number };
  /** Request sent → done event, ms (mostly the fake model's own pace). */
  total: { p50: number; p95: number };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}

const summary = (values: number[]) => ({
  p50: Math.round(median(values) * 10) / 10,
  p95: Math.round(percentile(values, 0.95) * 10) / 10,
});

/** Times of the fake model's first and last token in the current request. */
interface ModelTimes {
  firstTokenAt?: number;
  lastTokenAt?: number;
}

async function* fakeModelStream(times: ModelTimes): AsyncGenerator<ConverseStreamOutput> {
  yield { messageStart: { role: 'assistant' } };
  await pause(fakeModel.firstTokenMs);
  for (let index = 0; index < fakeModel.tokens; index += 1) {
    if (index > 0) await pause(fakeModel.tokenIntervalMs);
    const now = performance.now();
    times.firstTokenAt ??= now;
    times.lastTokenAt = now;
    yield { contentBlockDelta: { contentBlockIndex: 0, delta: { text: index === 0 ? 'A ' : 'word ' } } };
  }
  yield { contentBlockStop: { contentBlockIndex: 0 } };
  yield { messageStop: { stopReason: 'end_turn' } };
  yield {
    metadata: {
      usage: { inputTokens: 30, outputTokens: fakeModel.tokens, totalTokens: 0, cacheReadInputTokens: 12_000 },
      metrics: { latencyMs: 0 },
    },
  };
}

/** The fake model behind the chat function: its pace, and when it wrote the current answer's tokens. */
export interface FakeModel {
  /** First and last token of the answer being written (reset before each request). */
  times: ModelTimes;
  restore(): void;
}

/** Replaces ConverseStream, in this process, with the fake model. Call before the chat handler is imported. */
export function installFakeModel(): FakeModel {
  // The class the chat function's own client is made from (its workspace may hold its own SDK copy).
  const clientClass = Object.getPrototypeOf(createBedrockClient('us-east-1')).constructor;
  const bedrock = mockClient(clientClass);
  const model: FakeModel = { times: {}, restore: () => bedrock.restore() };
  bedrock.on(ConverseStreamCommand).callsFake(() => ({ $metadata: {}, stream: fakeModelStream(model.times) }));
  return model;
}

/** Sends `requests` questions one after another to the stack at `url` (chat on the fake model) and times each answer. */
export async function measureChatStream(
  url: string,
  requests: number,
  model: FakeModel,
): Promise<ChatStreamMeasurement> {
  const firstText: number[] = [];
  const finished: number[] = [];
  const total: number[] = [];
  try {
    for (let index = 0; index < requests; index += 1) {
      model.times = {};
      const times = model.times;
      const sentAt = performance.now();
      const response = await fetch(`${url}${apiRoutes.chat.path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: chatStreamMediaType },
        body: JSON.stringify({ messages: [{ role: 'user', content: 'What does a data diode do?' }] }),
      });
      if (!response.ok || !response.body) throw new Error(`The chat answered ${response.status}.`);
      let firstDeltaAt: number | undefined;
      let doneAt: number | undefined;
      for await (const event of readChatStream(response.body)) {
        if (event.event === 'delta') firstDeltaAt ??= performance.now();
        else if (event.event === 'done') doneAt = performance.now();
        else throw new Error(`The chat streamed an error: ${event.data.id}`);
      }
      if (!firstDeltaAt || !doneAt || !times.firstTokenAt || !times.lastTokenAt) {
        throw new Error('A streamed answer ended without text or without its done event.');
      }
      firstText.push(firstDeltaAt - times.firstTokenAt);
      finished.push(doneAt - times.lastTokenAt);
      total.push(doneAt - sentAt);
    }
  } finally {
    model.times = {};
  }
  return { requests, firstText: summary(firstText), finished: summary(finished), total: summary(total) };
}
