/**
 * Configuration of the local stack, read and validated once at start. A bad
 * value stops the start with a message naming the variable.
 */
import { fileURLToPath } from 'node:url';
import * as z from 'zod';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

const localConfigSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  /** Where the embedded DynamoDB keeps its data (git-ignored). */
  DATA_DIR: z.string().min(1).default(`${repoRoot}.local-data/dynamodb`),
  /** Keep the data in memory only (tests): nothing is written to DATA_DIR. */
  IN_MEMORY_STORE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  /** Port of the embedded DynamoDB on 127.0.0.1; 0 picks a free one (tests fix it to read items back). */
  DYNAMODB_PORT: z.coerce.number().int().min(0).max(65_535).default(0),
  /**
   * Folder staff notifications are filed in, one text file each. Default: `.local-data/outbox`
   * beside data kept on disk; none for an in-memory store unless set (the e2e tests set it).
   */
  OUTBOX_DIR: z.string().min(1).optional(),
  /**
   * Staff notices per form and window before the rest go into one digest per window
   * (a stage's `notices`, 15 minutes and 5; in seconds here so a demo or the benchmark can see a window end).
   */
  NOTICE_WINDOW_SECONDS: z.coerce.number().int().min(1).default(900),
  NOTICES_PER_WINDOW: z.coerce.number().int().min(1).default(5),
  /** Use an already running DynamoDB-compatible server instead of the embedded one. */
  DYNAMODB_ENDPOINT: z.url().optional(),
  /** The built site (`npm run build`). */
  SITE_DIR: z.string().min(1).default(`${repoRoot}web/dist/client`),
  /**
   * Where a stack that keeps its data on disk says it runs (port, store), for
   * `npm run newsletter:export -- --local`; in-memory stacks (tests) write none.
   */
  RUNTIME_FILE: z.string().min(1).default(`${repoRoot}.local-data/local-stack.json`),
  /** Stage name used for table names: `<stage>-newsletter-subscriptions`... */
  STAGE: z
    .string()
    .regex(/^[a-z][a-z0-9-]{0,20}$/, 'lower-case letters, digits and hyphens, starting with a letter')
    .default('local'),
  /**
   * Let search engines index what this server answers, as production does. Off by
   * default: a local or test stack sends `X-Robots-Tag: noindex` like every stage but prod.
   */
  INDEXABLE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  /**
   * The share of page views whose Core Web Vitals the site reports, from 0 to 1
   * (a stage's `vitals.sampleRate`): every one by default, so each page view
   * prints its line; 0 turns the beacon off.
   */
  VITALS_SAMPLE_RATE: z.coerce.number().min(0).max(1).default(1),
  /**
   * Vitals reports one client address may send in 5 minutes before the next get
   * 429, as the stage's WAF rule counts them (a stage's `waf.vitalsRequestsPer5Minutes`;
   * the default is the dev stage's).
   */
  VITALS_REPORTS_PER_5_MINUTES: z.coerce.number().int().min(1).default(20),
  AWS_REGION: z.string().min(1).default('us-east-1'),
  /** Bedrock Claude model id or inference profile; unset = the chat answers offline from site content. */
  BEDROCK_MODEL_ID: z.string().min(1).optional(),
  BEDROCK_REGION: z.string().min(1).optional(),
});

export type LocalConfig = z.infer<typeof localConfigSchema>;

/** Reads the local stack's configuration from the environment; throws naming every bad variable. */
export function readLocalConfig(environment: NodeJS.ProcessEnv = process.env): LocalConfig {
  const parsed = localConfigSchema.safeParse(environment);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n');
    throw new Error(`Invalid configuration of the local stack:\n${problems}`);
  }
  return parsed.data;
}
