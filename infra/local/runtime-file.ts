/**
 * Where a running `npm start` can be found: it writes this small file (git-ignored,
 * beside its data) when it listens and removes it when it stops, so tools such
 * as `npm run newsletter:export -- --local` reach it whatever its PORT.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import * as z from 'zod';

const runtimeSchema = z.object({
  /** The site's origin, `http://localhost:3000`. */
  url: z.url(),
  /** The DynamoDB endpoint its handlers use. */
  dynamoEndpoint: z.url(),
  /** Its stage (table names). */
  stage: z.string().min(1),
  /** The region the SDK is given (the embedded store accepts any). */
  region: z.string().min(1),
  /** The process, to tell a stopped stack's leftover file from a live one. */
  pid: z.number().int(),
});

/** What the file says about the running local stack. */
export type LocalStackRuntime = z.infer<typeof runtimeSchema>;

/** Writes the file (and its folder). */
export async function writeRuntimeFile(file: string, runtime: LocalStackRuntime): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, `${JSON.stringify(runtime, null, 2)}\n`);
}

/** Removes the file, if it is still there. */
export async function removeRuntimeFile(file: string): Promise<void> {
  await rm(file, { force: true });
}

/** Whether process `pid` still runs (signal 0 only checks). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The running local stack the file names; throws a message that says what to do when there is none. */
export async function readRuntimeFile(file: string): Promise<LocalStackRuntime> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    throw new Error(`No local stack is running (no ${file}). Start it with \`npm start\` in this checkout.`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  const parsed = runtimeSchema.safeParse(json);
  if (!parsed.success) throw new Error(`${file} is not a local stack's runtime file; stop and restart \`npm start\`.`);
  if (!isRunning(parsed.data.pid)) {
    throw new Error(
      `The local stack in ${file} has stopped (process ${parsed.data.pid}). Start it with \`npm start\`.`,
    );
  }
  return parsed.data;
}
