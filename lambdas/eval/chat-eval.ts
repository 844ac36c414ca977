/**
 * Runs the evaluation set through an answerer: each case's turns in order, the
 * answerer's own replies between them (as the widget sends the conversation
 * back), and the answer to the last turn judged.
 */
import { chatReplyText, isChatErrorReply, type ChatMessage, type ChatResponse } from '@ferrum/shared';
import { toChatHistory } from '@ferrum/shared/chat-history';
import type { ChatEvalCase } from './chat-eval-case.ts';
import { judgeAnswer } from './judge-answer.ts';

/** Answers a conversation whose last message is the visitor's. */
export type Answerer = (messages: readonly ChatMessage[]) => Promise<ChatResponse>;

export interface CaseResult {
  id: string;
  turns: number;
  passed: boolean;
  failures: string[];
  /** The judged answer's text. */
  answer: string;
  /** Milliseconds to the judged answer. */
  ms: number;
}

export interface EvalReport {
  results: CaseResult[];
  passed: number;
  total: number;
  /** Passed ÷ total, 0 to 1. */
  rate: number;
}

/** Runs `cases` through `answer`, `concurrency` conversations at a time. */
export async function runChatEval(
  cases: readonly ChatEvalCase[],
  answer: Answerer,
  concurrency = 1,
): Promise<EvalReport> {
  const results: CaseResult[] = new Array(cases.length);
  let next = 0;
  async function worker() {
    while (next < cases.length) {
      const index = next++;
      results[index] = await runCase(cases[index]!, answer);
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  const passed = results.filter((result) => result.passed).length;
  return { results, passed, total: results.length, rate: results.length === 0 ? 0 : passed / results.length };
}

async function runCase(evalCase: ChatEvalCase, answer: Answerer): Promise<CaseResult> {
  const messages: ChatMessage[] = [...(evalCase.history ?? [])];
  let reply: ChatResponse | undefined;
  let ms = 0;
  for (const turn of evalCase.turns) {
    messages.push({ role: 'user', content: turn });
    const startedAt = performance.now();
    // What the widget would send: the same history rule, long answers cut to the message limit.
    reply = await answer(toChatHistory(messages));
    ms = performance.now() - startedAt;
    // A problem reply ends the conversation: the judge reports it.
    if (isChatErrorReply(reply)) break;
    messages.push({ role: 'assistant', content: chatReplyText(reply) });
  }
  const failures = judgeAnswer(reply!, evalCase);
  return {
    id: evalCase.id,
    turns: evalCase.turns.length,
    passed: failures.length === 0,
    failures,
    answer: chatReplyText(reply!),
    ms,
  };
}
