/** What a handler writes to stdout and stderr while it runs: its JSON log lines. */
import { vi } from 'vitest';

export interface CapturedOutput<T> {
  result: T;
  /** Everything written, as text (to check that nothing private appears anywhere). */
  text: string;
  /** Each line parsed as a JSON log entry. */
  entries: Record<string, unknown>[];
}

/** Runs `run` with stdout and stderr captured (not printed). */
export async function captureOutput<T>(run: () => Promise<T>): Promise<CapturedOutput<T>> {
  const lines: string[] = [];
  const capture = (chunk: string | Uint8Array) => {
    lines.push(String(chunk));
    return true;
  };
  const stdout = vi.spyOn(process.stdout, 'write').mockImplementation(capture);
  const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(capture);
  let result: T;
  try {
    result = await run();
  } finally {
    stdout.mockRestore();
    stderr.mockRestore();
  }
  const text = lines.join('');
  const entries = text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
  return { result, text, entries };
}
