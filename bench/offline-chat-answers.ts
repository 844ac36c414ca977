/**
 * Child process of `npm run bench` (bench/assistant.ts): the chat handler as the
 * Lambda runs it, offline (no model configured), asked every conversation of the
 * evaluation set turn by turn through API Gateway-shaped events. Times each
 * answer inside the handler (event in → JSON reply out) and judges the last
 * answer of each case; prints one JSON line.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { text } from 'node:stream/consumers';
import type { Context } from 'aws-lambda';
import { apiRoutes, type ChatMessage, type ChatResponse } from '@ferrum/shared';
import { installResponseStreaming, invokeStreamingHandler, isStreamingHandler } from '@ferrum/lambdas/tooling';
import { chatEvalCases, chatEvalSets } from '../lambdas/eval/chat-eval-cases.ts';
import { runChatEval } from '../lambdas/eval/chat-eval.ts';
import { toApiGatewayEvent } from '../infra/local/api-gateway-adapter.ts';

delete process.env.BEDROCK_MODEL_ID;
process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
installResponseStreaming();
const { handler } = await import('@ferrum/lambdas/handlers/chat');
if (!isStreamingHandler(handler)) throw new Error('The chat handler is not a streaming handler.');

const path = apiRoutes.chat.path;
const request = {
  method: 'POST',
  httpVersion: '1.1',
  headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
  socket: { remoteAddress: '127.0.0.1' },
} as unknown as IncomingMessage;
const context = (): Context =>
  ({ functionName: 'ferrum-chat', awsRequestId: randomUUID(), getRemainingTimeInMillis: () => 28_000 }) as Context;

const answerMs: number[] = [];
async function answer(messages: readonly ChatMessage[]): Promise<ChatResponse> {
  const event = toApiGatewayEvent(
    request,
    new URL(path, 'http://localhost'),
    Buffer.from(JSON.stringify({ messages })),
    path,
  );
  const startedAt = performance.now();
  const response = await invokeStreamingHandler(handler as never, event, context());
  const body = await text(response.body);
  await response.completion;
  answerMs.push(performance.now() - startedAt);
  if (response.statusCode !== 200) throw new Error(`The chat answered ${response.statusCode}: ${body}`);
  return JSON.parse(body) as ChatResponse;
}

// Warm, as a function that has answered before: the first call builds the index.
await answer([{ role: 'user', content: 'hello' }]);
answerMs.length = 0;
const report = await runChatEval(chatEvalCases, answer);
process.stdout.write(
  `${JSON.stringify({
    answerMs,
    passed: report.passed,
    total: report.total,
    multiTurn: chatEvalCases.filter((evalCase) => evalCase.turns.length > 1).length,
    failed: report.results.filter((result) => !result.passed).map((result) => result.id),
    sets: chatEvalSets.map((set) => {
      const ids = new Set(set.cases.map((evalCase) => evalCase.id));
      return {
        name: set.name,
        passed: report.results.filter((result) => ids.has(result.id) && result.passed).length,
        total: set.cases.length,
        floor: set.floor,
      };
    }),
  })}\n`,
);
