/**
 * Never dark: the hour's model spend, counted in a table shared by every
 * instance (dynalite here), switches the chat to answers from the site's content
 * at the stage's ceiling, under concurrent answers, and back when the hour turns.
 */
import { randomUUID } from 'node:crypto';
import { mockClient } from 'aws-sdk-client-mock';
import 'aws-sdk-client-mock-vitest/extend';
import { CreateTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  BedrockRuntimeClient,
  ConverseStreamCommand,
  type ConverseStreamOutput,
} from '@aws-sdk/client-bedrock-runtime';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import type { ChatMessage, ChatResponse } from '@ferrum/shared';
import { assistantCopy } from '../src/chat/assistant-copy.ts';
import { createChatResponder, finalReply } from '../src/chat/responder.ts';
import { answerCostUsd, createSpendCounter, spendHour, spendTableInput } from '../src/chat/spend-counter.ts';
import { converseStream, recordedAnswer } from './support/chat.ts';
import { testCredentials, testRegion } from './support/dynamo.ts';

const bedrock = mockClient(BedrockRuntimeClient);
const endpoint = inject('dynamoEndpoint');
/** Each answer of the fake model costs $0.004: 40 input tokens at $100 per million. */
const prices = { input: 100, output: 0, cacheRead: 0, cacheWrite: 0 };
const ceilingUsd = 0.01;
let tableName: string;

async function* modelAnswer(): AsyncGenerator<ConverseStreamOutput> {
  yield { contentBlockDelta: { contentBlockIndex: 0, delta: { text: 'From the model.' } } };
  yield { messageStop: { stopReason: 'end_turn' } };
  yield { metadata: { usage: { inputTokens: 40, outputTokens: 0, totalTokens: 40 }, metrics: { latencyMs: 1 } } };
}

/** One chat function instance: its own counter object on the shared table. */
function instance() {
  const spend = createSpendCounter({ tableName, ceilingUsd, prices, region: testRegion, dynamoEndpoint: endpoint });
  const respond = createChatResponder(
    { mode: 'bedrock', modelId: 'us.anthropic.claude-test-v1:0', region: testRegion },
    { spend },
  );
  return (question: string): Promise<ChatResponse> =>
    finalReply(respond([{ role: 'user', content: question }] as ChatMessage[], { timeoutMs: 5_000 }));
}

const fromModel = (reply: ChatResponse) => reply.id.startsWith('chat-');
const fromSite = (reply: ChatResponse) =>
  reply.id.startsWith('offline-') && reply.content[0]!.text.startsWith(assistantCopy.fallbackNotice);

beforeAll(() => {
  process.env.AWS_ACCESS_KEY_ID = testCredentials.accessKeyId;
  process.env.AWS_SECRET_ACCESS_KEY = testCredentials.secretAccessKey;
});
beforeEach(async () => {
  tableName = `test-chat-spend-${randomUUID()}`;
  const client = new DynamoDBClient({ endpoint, region: testRegion, credentials: testCredentials });
  await client.send(new CreateTableCommand(spendTableInput(tableName)));
  client.destroy();
  bedrock.reset();
  bedrock.on(ConverseStreamCommand).callsFake(async () => ({ $metadata: {}, stream: modelAnswer() }));
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-25T18:10:00Z'));
});
afterEach(() => vi.useRealTimers());
afterAll(() => bedrock.restore());

describe('the hour’s spend ceiling', () => {
  it('prices an answer from its tokens', () => {
    expect(answerCostUsd({ inputTokens: 40 }, prices)).toBeCloseTo(0.004, 10);
    expect(
      answerCostUsd(
        { inputTokens: 150, outputTokens: 250, cacheReadInputTokens: 12_000, cacheWriteInputTokens: 0 },
        { input: 3.3, output: 16.5, cacheRead: 0.33, cacheWrite: 4.125 },
      ),
    ).toBeCloseTo(0.00858, 6);
    expect(spendHour(new Date('2026-11-25T18:59:59Z'))).toBe('2026-11-25T18');
  });

  it('answers from the site content once the hour reaches the ceiling, without calling the model', async () => {
    const ask = instance();
    for (let answer = 0; answer < 3; answer += 1) expect(fromModel(await ask('What is a data diode?'))).toBe(true);
    // $0.012 spent, over $0.01: the site content answers, and says so.
    const reply = await ask('What is a data diode?');
    expect(fromSite(reply)).toBe(true);
    expect(reply.content[0]!.text).toContain('(/products/data-diode');
    expect(bedrock).toHaveReceivedCommandTimes(ConverseStreamCommand, 3);
  });

  it('counts every answer of concurrent instances, and every instance knows the shared total', async () => {
    const asks = Array.from({ length: 5 }, instance);
    const replies = await Promise.all(asks.map((ask) => ask('Which MDR plans do you offer?')));
    // A new hour: each instance read $0 and called the model; every cost was added, none lost.
    expect(replies.every(fromModel)).toBe(true);
    const shared = createSpendCounter({
      tableName,
      ceilingUsd: 1,
      prices,
      region: testRegion,
      dynamoEndpoint: endpoint,
    });
    expect((await shared.add({})).hourUsd).toBeCloseTo(0.02, 10);
    // Over the ceiling now: every instance reads it, one that has not answered yet too.
    const fresh = instance();
    expect(fromSite(await fresh('Which MDR plans do you offer?'))).toBe(true);
    for (const ask of asks) expect(fromSite(await ask('Which MDR plans do you offer?'))).toBe(true);
    expect(bedrock).toHaveReceivedCommandTimes(ConverseStreamCommand, 5);
  });

  it('goes back to the model when the hour turns', async () => {
    const ask = instance();
    for (let answer = 0; answer < 3; answer += 1) await ask('hello');
    expect(fromSite(await ask('hello'))).toBe(true);
    vi.setSystemTime(new Date('2026-11-25T19:00:05Z'));
    expect(fromModel(await ask('hello'))).toBe(true);
  });

  it('counts both model calls of an answer whose model called its hand-off tool before writing', async () => {
    const toolFirst = recordedAnswer({
      tool: { id: 'tooluse_demo', input: ['{"reason":"demo",', '"subject":"Demo request"}'] },
      usage: { inputTokens: 40, outputTokens: 0, totalTokens: 40 },
    });
    const written = recordedAnswer({
      text: ['Happy to show you. ', 'Press **Talk to our team** below.'],
      usage: { inputTokens: 40, outputTokens: 0, totalTokens: 40 },
    });
    bedrock.reset();
    bedrock
      .on(ConverseStreamCommand)
      .resolvesOnce({ $metadata: {}, stream: converseStream(toolFirst) })
      .resolvesOnce({ $metadata: {}, stream: converseStream(written) });
    const reply = await instance()('Can I get a demo?');
    expect(fromModel(reply)).toBe(true);
    expect(reply.handoff?.reason).toBe('demo');
    expect(bedrock).toHaveReceivedCommandTimes(ConverseStreamCommand, 2);
    // One answer, two calls: $0.008 in the hour.
    const shared = createSpendCounter({
      tableName,
      ceilingUsd: 1,
      prices,
      region: testRegion,
      dynamoEndpoint: endpoint,
    });
    expect((await shared.add({})).hourUsd).toBeCloseTo(0.008, 10);
  });

  it('never stops the chat when the counter itself cannot answer', async () => {
    const broken = createSpendCounter({
      tableName: 'no-such-table',
      ceilingUsd,
      prices,
      region: testRegion,
      dynamoEndpoint: endpoint,
    });
    const respond = createChatResponder(
      { mode: 'bedrock', modelId: 'us.anthropic.claude-test-v1:0', region: testRegion },
      { spend: broken },
    );
    const reply = await finalReply(respond([{ role: 'user', content: 'hello' }], { timeoutMs: 5_000 }));
    expect(fromModel(reply)).toBe(true);
  });
});
