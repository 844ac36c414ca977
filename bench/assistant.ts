/**
 * The assistant without a model, measured: every conversation of the evaluation
 * set asked through the chat handler in a process of its own (offline, as every
 * local run and every fallback answers), each answer timed in the handler, each
 * set's pass count, and the heaviest conversations the API accepts against a plain
 * question (bench/offline-chat-answers.ts); and the local server's home page while
 * such conversations are answered. Beside them, what an answer would cost on AWS,
 * estimated from the prompt and the prices (infra/lib/chat-costs.ts).
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { apiRoutes, type ChatRequestInput } from '@ferrum/shared';
import { chatCosts, type ChatCosts } from '../infra/lib/chat-costs.ts';
import { median } from './budgets.ts';
import { worstCaseConversations, type WorstCaseWords } from './worst-chat.ts';

const repositoryRoot = fileURLToPath(new URL('..', import.meta.url));

/** p50 / p95 of a series, ms. */
interface Spread {
  p50: number;
  p95: number;
}

export interface AssistantMeasurement {
  /** Answers timed (every turn of every case). */
  answers: number;
  /** Event in → JSON reply out, in the handler, ms. */
  answerMs: { p50: number; p95: number; max: number };
  passed: number;
  total: number;
  multiTurn: number;
  /** Ids of the cases that failed. */
  failed: string[];
  /** Each set of the evaluation: a required one (behaviours) must pass whole; the others are reported. */
  sets: { name: string; required: boolean; passed: number; total: number; failed: string[] }[];
  /** The heaviest conversations the chat API accepts, and a plain question, each answered `repeats` times. */
  worstCase: {
    /** Messages of `maxMessageLength` characters each, and the request body's size. */
    messages: number;
    bodyBytes: number;
    repeats: number;
    plain: { question: string; cpuMs: Spread; wallMs: Spread };
    /** Each kind of words, with its p50 ÷ the plain question's p50. */
    inputs: { words: WorstCaseWords; cpuMs: Spread; wallMs: Spread; cpuRatio: number; wallRatio: number }[];
  };
  /** The local server's home page while worst-case chats are answered (when the run starts the local stack). */
  homeUnderChatLoad?: HomeUnderChatLoad;
  /** With a model: the cached prefix, a typical answer's cost and the answers an hour under each stage's ceiling (estimated). */
  costs: ChatCosts;
}

function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}

const round = (ms: number) => Math.round(ms * 10) / 10;
const spread = (values: number[]): Spread => ({ p50: round(median(values)), p95: round(percentile(values, 0.95)) });
const ratio = (worst: number[], plain: number[]) => Math.round((median(worst) / median(plain)) * 100) / 100;

interface Series {
  cpuMs: number[];
  wallMs: number[];
}

export function measureAssistant(): AssistantMeasurement {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'bench/offline-chat-answers.ts'], {
    cwd: repositoryRoot,
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  if (result.status !== 0) throw new Error(`The offline chat measurement failed:\n${result.stderr}`);
  const line = result.stdout.trim().split('\n').at(-1) ?? '';
  const { answerMs, passed, total, multiTurn, failed, sets, worstCase } = JSON.parse(line) as Omit<
    AssistantMeasurement,
    'answers' | 'answerMs' | 'worstCase' | 'costs'
  > & {
    answerMs: number[];
    worstCase: Omit<AssistantMeasurement['worstCase'], 'plain' | 'inputs'> & {
      plain: { question: string } & Series;
      inputs: ({ words: WorstCaseWords } & Series)[];
    };
  };
  const { plain } = worstCase;
  return {
    answers: answerMs.length,
    answerMs: {
      p50: round(median(answerMs)),
      p95: round(percentile(answerMs, 0.95)),
      max: round(Math.max(...answerMs)),
    },
    passed,
    total,
    multiTurn,
    failed,
    sets,
    worstCase: {
      messages: worstCase.messages,
      bodyBytes: worstCase.bodyBytes,
      repeats: worstCase.repeats,
      plain: { question: plain.question, cpuMs: spread(plain.cpuMs), wallMs: spread(plain.wallMs) },
      inputs: worstCase.inputs.map((input) => ({
        words: input.words,
        cpuMs: spread(input.cpuMs),
        wallMs: spread(input.wallMs),
        cpuRatio: ratio(input.cpuMs, plain.cpuMs),
        wallRatio: ratio(input.wallMs, plain.wallMs),
      })),
    },
    costs: chatCosts(),
  };
}

export interface HomeUnderChatLoad {
  /** Worst-case chats sent at once in each round, and the rounds. */
  chats: number;
  rounds: number;
  words: WorstCaseWords;
  /** The status of `GET /` (404 when the site is not built: the server's not-found answer). */
  homeStatus: number;
  /** `GET /` one after another with nothing else running, ms. */
  homeAloneMs: { p50: number; max: number };
  /** `GET /` asked once a round's first chat is answered, one per round, ms. */
  homeUnderLoadMs: { p50: number; max: number };
  /** From a round's first chat sent to its last answer, ms. */
  allChatsAnsweredMs: { p50: number; max: number };
  /** The fewest chats of a round not yet answered when the home page was asked for. */
  chatsStillAnswering: number;
  /** Chat answers other than 200 (they would make the load lighter than it claims). */
  chatsNot200: number;
}

async function timedGet(url: string): Promise<{ ms: number; status: number }> {
  const startedAt = performance.now();
  const response = await fetch(url);
  await response.arrayBuffer();
  return { ms: performance.now() - startedAt, status: response.status };
}

/**
 * The home page of the local server at `baseUrl` (one process: site, API and handlers)
 * while `chats` worst-case conversations are answered: each round sends them at once and,
 * once the first is answered, asks for `/`, which waits behind whatever the others hold
 * the server for.
 */
export async function measureHomeUnderChatLoad(
  baseUrl: string,
  { chats = 20, rounds = 5, words = 'visitors’ words' as WorstCaseWords } = {},
): Promise<HomeUnderChatLoad> {
  const home = `${baseUrl}/`;
  const next = worstCaseConversations(words, 1);
  const chat = (body: ChatRequestInput) =>
    fetch(`${baseUrl}${apiRoutes.chat.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).then(async (response) => {
      await response.arrayBuffer();
      return response.status;
    });
  // Warm: the home page read and compressed once, the chat's index built.
  await timedGet(home);
  await chat({ messages: next() });
  const alone: number[] = [];
  let homeStatus = 0;
  for (let i = 0; i < 10; i++) {
    const { ms, status } = await timedGet(home);
    alone.push(ms);
    homeStatus = status;
  }
  const underLoad: number[] = [];
  const allAnswered: number[] = [];
  const stillAnswering: number[] = [];
  let chatsNot200 = 0;
  for (let i = 0; i < rounds; i++) {
    const bodies = Array.from({ length: chats }, () => ({ messages: next() }));
    const startedAt = performance.now();
    let answeredChats = 0;
    const answers = bodies.map((body) =>
      chat(body).then((status) => {
        answeredChats++;
        if (status !== 200) chatsNot200++;
      }),
    );
    // Asked once the server is at it (its first answer out), so the page queues behind the chats still running.
    await Promise.race(answers);
    stillAnswering.push(chats - answeredChats);
    underLoad.push((await timedGet(home)).ms);
    await Promise.all(answers);
    allAnswered.push(performance.now() - startedAt);
  }
  const summary = (values: number[]) => ({ p50: round(median(values)), max: round(Math.max(...values)) });
  return {
    chats,
    rounds,
    words,
    homeStatus,
    homeAloneMs: summary(alone),
    homeUnderLoadMs: summary(underLoad),
    allChatsAnsweredMs: summary(allAnswered),
    chatsStillAnswering: Math.min(...stillAnswering),
    chatsNot200,
  };
}
