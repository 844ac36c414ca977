/**
 * Starts the local stack (`infra/local/start.ts`) in a child process, so the
 * load generator does not share an event loop with the server it measures.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const repositoryRoot = fileURLToPath(new URL('..', import.meta.url));

export interface StackProcess {
  url: string;
  dynamoEndpoint: string;
  stage: string;
  stop(): Promise<void>;
}

export interface StackOptions {
  /** The built site to serve (the stack's SITE_DIR); the stack's default, web/dist/client, when unset. */
  siteDir?: string;
  /** More of the stack's variables (infra/local/config.ts), such as its notice window and outbox. */
  environment?: Record<string, string>;
}

export async function startStackProcess(port: number, options: StackOptions = {}): Promise<StackProcess> {
  const stage = 'bench';
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'infra/local/start.ts'], {
    cwd: repositoryRoot,
    env: {
      ...process.env,
      PORT: String(port),
      DYNAMODB_PORT: String(port + 1),
      IN_MEMORY_STORE: 'true',
      STAGE: stage,
      // Measured as production answers: without the noindex header of the other stages,
      // which Lighthouse's SEO audit rightly counts against a page.
      INDEXABLE: 'true',
      ...(options.siteDir ? { SITE_DIR: options.siteDir } : {}),
      ...options.environment,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // The request logs are not needed; drain them so a full pipe never stalls the server.
  child.stdout?.resume();
  let stopping = false;
  child.once('exit', (code, signal) => {
    if (!stopping) console.error(`The local stack stopped on its own (code ${code}, signal ${signal}).`);
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The local stack exited with code ${child.exitCode}.`);
    const healthy = await fetch(`${url}/api/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (healthy) break;
    if (Date.now() > deadline) throw new Error('The local stack did not become healthy within 60 s.');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    dynamoEndpoint: `http://127.0.0.1:${port + 1}`,
    stage,
    stop: () =>
      new Promise<void>((resolve) => {
        stopping = true;
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
