/**
 * Child process of `npm run bench` (bench/assistant.ts): the chat handler as the
 * Lambda runs it, offline (no model configured), asked every conversation of the
 * evaluation set turn by turn through API Gateway-shaped events. Times each
 * answer inside the handler (event in → JSON reply out) and judges the last
 * answer of each case; then answers the heaviest conversations the API accepts
 * (bench/worst-chat.ts) and a plain question, in turns, timing the CPU and the
 * wall time of each. Prints one JSON line.
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
import { plainQuestion, worstCaseConversations, worstCaseMessages, worstCaseWords } from './worst-chat.ts';

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

/** CPU (user and system, the whole process) and wall time of one answer in the handler, ms. */
interface Timing {
  cpuMs: number;
  wallMs: number;
}

async function timedAnswer(messages: readonly ChatMessage[]): Promise<{ reply: ChatResponse } & Timing> {
  const event = toApiGatewayEvent(
    request,
    { path, query: new URLSearchParams() },
    Buffer.from(JSON.stringify({ messages })),
    path,
  );
  const cpuBefore = process.cpuUsage();
  const startedAt = performance.now();
  const response = await invokeStreamingHandler(handler as never, event, context());
  const body = await text(response.body);
  await response.completion;
  const wallMs = performance.now() - startedAt;
  const cpu = process.cpuUsage(cpuBefore);
  if (response.statusCode !== 200) throw new Error(`The chat answered ${response.statusCode}: ${body}`);
  return { reply: JSON.parse(body) as ChatResponse, cpuMs: (cpu.user + cpu.system) / 1000, wallMs };
}

const answerMs: number[] = [];
async function answer(messages: readonly ChatMessage[]): Promise<ChatResponse> {
  const { reply, wallMs } = await timedAnswer(messages);
  answerMs.push(wallMs);
  return reply;
}

/**
 * The plain question and each kind of worst case, answered in turns (so a slower
 * moment of the machine falls on all of them alike), `repeats` times after `warmUp`
 * rounds; every worst case a conversation of words not asked before.
 */
async function worstCases(repeats: number, warmUp: number) {
  const plain = (): ChatMessage[] => [{ role: 'user', content: plainQuestion }];
  const inputs = [
    { name: 'plain question', next: plain },
    ...worstCaseWords.map((words) => ({ name: words, next: worstCaseConversations(words) })),
  ];
  const timings = new Map<string, Timing[]>(inputs.map(({ name }) => [name, []]));
  for (let round = 0; round < warmUp + repeats; round++) {
    for (const { name, next } of inputs) {
      const { cpuMs, wallMs } = await timedAnswer(next());
      if (round >= warmUp) timings.get(name)!.push({ cpuMs, wallMs });
    }
  }
  const series = (name: string) => ({
    cpuMs: timings.get(name)!.map((timing) => timing.cpuMs),
    wallMs: timings.get(name)!.map((timing) => timing.wallMs),
  });
  const sample = worstCaseConversations('random letters')();
  return {
    messages: worstCaseMessages,
    bodyBytes: Buffer.byteLength(JSON.stringify({ messages: sample })),
    repeats,
    warmUp,
    plain: { question: plainQuestion, ...series('plain question') },
    inputs: worstCaseWords.map((words) => ({ words, ...series(words) })),
  };
}

// Warm, as a function that has answered before: the first call builds the index.
await answer([{ role: 'user', content: 'hello' }]);
answerMs.length = 0;
const report = await runChatEval(chatEvalCases, answer);
const worstCase = await worstCases(Number(process.env.BENCH_WORST_CASE_ANSWERS ?? 30), 20);
process.stdout.write(
  `${JSON.stringify({
    answerMs,
    passed: report.passed,
    total: report.total,
    multiTurn: chatEvalCases.filter((evalCase) => evalCase.turns.length > 1).length,
    failed: report.results.filter((result) => !result.passed).map((result) => result.id),
    sets: chatEvalSets.map((set) => {
      const ids = new Set(set.cases.map((evalCase) => evalCase.id));
      const results = report.results.filter((result) => ids.has(result.id));
      return {
        name: set.name,
        required: set.required,
        passed: results.filter((result) => result.passed).length,
        total: set.cases.length,
        failed: results.filter((result) => !result.passed).map((result) => result.id),
      };
    }),
    worstCase,
  })}\n`,
);
