/**
 * The assistant without a model, measured: every conversation of the evaluation
 * set asked through the chat handler in a process of its own (offline, as every
 * local run and every fallback answers), each answer timed in the handler, and
 * the set's pass rate (bench/offline-chat-answers.ts).
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { median } from './budgets.ts';

const repositoryRoot = fileURLToPath(new URL('..', import.meta.url));

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
  /** Each set of the evaluation, with the floor `npm test` holds it to. */
  sets: { name: string; passed: number; total: number; floor: number }[];
}

function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}

const round = (ms: number) => Math.round(ms * 10) / 10;

export function measureAssistant(): AssistantMeasurement {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'bench/offline-chat-answers.ts'], {
    cwd: repositoryRoot,
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  if (result.status !== 0) throw new Error(`The offline chat measurement failed:\n${result.stderr}`);
  const line = result.stdout.trim().split('\n').at(-1) ?? '';
  const { answerMs, passed, total, multiTurn, failed, sets } = JSON.parse(line) as Omit<
    AssistantMeasurement,
    'answers' | 'answerMs'
  > & { answerMs: number[] };
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
  };
}
