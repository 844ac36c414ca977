/**
 * The API's operations: route, Lambda entry file and the tables each may write.
 * The CDK app builds one function per entry; the local server imports the very
 * same entry files and calls their `handler`.
 */
import { fileURLToPath } from 'node:url';
import {
  apiRoutes,
  unsubscribePageFiles,
  unsubscribeTokenIndexName,
  type ApiOperation,
  type TableId,
} from '@ferrum/shared';

export interface ApiOperationDefinition {
  operation: ApiOperation;
  methods: (typeof apiRoutes)[ApiOperation]['methods'];
  path: string;
  /** Absolute path of the Lambda entry file exporting `handler`. */
  entry: string;
  /** Tables the function writes (PutItem only). */
  writes: readonly TableId[];
  /** Tables the function only describes (health check). */
  describes: readonly TableId[];
  /**
   * The index it finds a subscription in by token, and the table it deletes it from.
   * @default none
   */
  unsubscribes?: { readonly table: TableId; readonly index: string };
  /**
   * Files of the built site the function serves itself, copied into its bundle
   * (relative to the site build; the function finds them under `SITE_PAGES_DIR`).
   * @default none
   */
  sitePages?: readonly string[];
  /** Whether it calls Bedrock. */
  usesBedrock: boolean;
  /**
   * Writes the stage's own CloudWatch metrics through EMF log lines, so it is told
   * the stage (the namespace); it needs no permission beyond its logs.
   * @default false
   */
  writesStageMetrics?: boolean;
  /** Lambda memory (CPU scales with it). */
  memoryMiB: number;
  /** Lambda timeout; below API Gateway's 29 s integration limit. */
  timeoutSeconds: number;
  /**
   * Answers through Lambda response streaming (API Gateway STREAM transfer mode).
   * @default false
   */
  streaming?: boolean;
}

/** Most operations validate a body and make one DynamoDB call. */
const formFunction = { memoryMiB: 256, timeoutSeconds: 10 } as const;

function lambdaEntry(name: string): string {
  return fileURLToPath(new URL(`../../lambdas/src/handlers/${name}.ts`, import.meta.url));
}

export const apiOperations: readonly ApiOperationDefinition[] = [
  {
    operation: 'health',
    ...apiRoutes.health,
    entry: lambdaEntry('health'),
    writes: [],
    describes: ['newsletter', 'contact', 'jobApplications'],
    usesBedrock: false,
    ...formFunction,
  },
  {
    operation: 'newsletter',
    ...apiRoutes.newsletter,
    entry: lambdaEntry('newsletter'),
    writes: ['newsletter'],
    describes: [],
    usesBedrock: false,
    ...formFunction,
  },
  {
    operation: 'unsubscribe',
    ...apiRoutes.unsubscribe,
    entry: lambdaEntry('unsubscribe'),
    writes: [],
    describes: [],
    unsubscribes: { table: 'newsletter', index: unsubscribeTokenIndexName },
    sitePages: unsubscribePageFiles,
    usesBedrock: false,
    ...formFunction,
  },
  {
    operation: 'contact',
    ...apiRoutes.contact,
    entry: lambdaEntry('contact'),
    writes: ['contact'],
    describes: [],
    usesBedrock: false,
    ...formFunction,
  },
  {
    operation: 'jobApplications',
    ...apiRoutes.jobApplications,
    entry: lambdaEntry('job-applications'),
    writes: ['jobApplications'],
    describes: [],
    usesBedrock: false,
    ...formFunction,
  },
  {
    operation: 'chat',
    ...apiRoutes.chat,
    entry: lambdaEntry('chat'),
    writes: [],
    describes: [],
    usesBedrock: true,
    // The answer streams as the model writes it (the shared chat-stream contract).
    streaming: true,
    // A model reply takes seconds; the answer keeps the deadline it had before it streamed.
    memoryMiB: 512,
    timeoutSeconds: 28,
  },
  {
    operation: 'vitals',
    ...apiRoutes.vitals,
    entry: lambdaEntry('web-vitals'),
    writes: [],
    describes: [],
    usesBedrock: false,
    writesStageMetrics: true,
    // Validates ~200 bytes and writes one log line: the smallest function, done in milliseconds.
    memoryMiB: 128,
    timeoutSeconds: 3,
  },
];
