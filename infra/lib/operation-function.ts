/**
 * One API operation's Lambda: bundled with esbuild from its `lambdas/` entry
 * file (the very file the local server imports), with its log group, tracing
 * and exactly the access its definition lists.
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import {
  NodejsFunction,
  OutputFormat,
  type BundlingOptions,
  type NodejsFunctionProps,
} from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { stageEnvironmentVariable } from '@ferrum/shared';
import type { ApiOperationDefinition } from './api-operations.ts';
import { bindBedrockModel } from './bedrock-access.ts';
import type { ModelPrices } from './bedrock-prices.ts';
import type { ChatSpend } from './chat-spend.ts';
import type { GuardrailReference } from './guardrail-stack.ts';
import type { SubmissionTables } from './submission-tables.ts';

/** The repository root: esbuild resolves workspace packages (`@ferrum/shared`) from here. */
export const repositoryRoot = fileURLToPath(new URL('../../', import.meta.url));

/**
 * How every function of the app is bundled (decisions 006 and 007): one ESM file
 * per function, minified with source maps, the AWS SDK left to the runtime.
 */
export const lambdaBundling = {
  format: OutputFormat.ESM,
  target: 'node24',
  mainFields: ['module', 'main'],
  minify: true,
  sourceMap: true,
  sourcesContent: false,
  // The Node.js 24 runtime ships AWS SDK v3: bundling it would triple each bundle
  // (463 KB against 150 KB for a form handler) and its cold-start load (docs/decisions/007).
  externalModules: ['@aws-sdk/*'],
  // Some CommonJS dependencies call require(); ESM bundles need it defined.
  banner: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
} satisfies BundlingOptions;

/**
 * What every function of the app shares besides its bundling: Node.js 24 on ARM,
 * X-Ray, JSON logs, built from this repository's lockfile. Spread it into
 * `NodejsFunction` props and add the function's own settings.
 */
export const functionDefaults = {
  handler: 'handler',
  runtime: lambda.Runtime.NODEJS_24_X,
  architecture: lambda.Architecture.ARM_64,
  tracing: lambda.Tracing.ACTIVE,
  loggingFormat: lambda.LoggingFormat.JSON,
  projectRoot: repositoryRoot,
  depsLockFilePath: `${repositoryRoot}package-lock.json`,
} satisfies Partial<NodejsFunctionProps>;

/** Stack traces name the TypeScript sources (the bundles carry source maps). */
export const sourceMapsEnvironment = { NODE_OPTIONS: '--enable-source-maps' } as const;

/**
 * A function's own log group and its own role, allowed to write to that log group
 * only (instead of AWSLambdaBasicExecutionRole, which may write to any); grant the
 * rest of what the function needs on the role.
 */
export function functionLogsAndRole(
  scope: Construct,
  functionName: string,
  options: { readonly logRetention: logs.RetentionDays; readonly retainLogs?: boolean },
): { logGroup: logs.LogGroup; role: iam.Role } {
  const logGroup = new logs.LogGroup(scope, 'Logs', {
    logGroupName: `/aws/lambda/${functionName}`,
    retention: options.logRetention,
    removalPolicy: options.retainLogs ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
  });
  const role = new iam.Role(scope, 'Role', {
    assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
    description: `Runs ${functionName}.`,
  });
  role.addToPolicy(
    new iam.PolicyStatement({
      actions: ['logs:CreateLogStream', 'logs:PutLogEvents'],
      resources: [logGroup.logGroupArn],
    }),
  );
  return { logGroup, role };
}

/** Kebab-case name of an operation (`jobApplications` → `job-applications`). */
export function operationSlug(operation: string): string {
  return operation.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/** What the chat function is given: the model, the guardrail every call passes, and the hour's spend counter. */
export interface AssistantBinding {
  readonly model: { readonly modelId: string; readonly region: string };
  readonly guardrail: GuardrailReference;
  /**
   * The shared spend counter, the stage's ceiling and the model's prices.
   * @default none: a model without known prices has no ceiling (the synth warns)
   */
  readonly spend?: { readonly counter: ChatSpend; readonly usdPerHour: number; readonly prices: ModelPrices };
}

export interface OperationFunctionProps {
  /** Stage name, prefixed to the function name. */
  readonly stage: string;
  /** The operation: entry file, tables it writes or describes, whether it calls Bedrock. */
  readonly definition: ApiOperationDefinition;
  /** The tables whose names every function gets. */
  readonly tables: SubmissionTables;
  /** The model, its guardrail and the spend counter, for operations that call Bedrock. */
  readonly assistant: AssistantBinding;
  /** How long the function's logs are kept. */
  readonly logRetention: logs.RetentionDays;
  /**
   * Keep the log group when the stack is deleted.
   * @default false
   */
  readonly retainLogs?: boolean;
  /**
   * Instances that may run at once (reserved from the account): a ceiling on parallel calls.
   * @default the account's unreserved pool
   */
  readonly reservedConcurrency?: number;
  /**
   * The built site, for an operation that serves some of its pages (`definition.sitePages`).
   * @default none: such an operation fails the synth
   */
  readonly siteSource?: string;
}

/** Where a function that serves site pages finds them: its bundle's folder of copied pages (`/var/task` is LAMBDA_TASK_ROOT). */
export const bundledSitePagesDir = '/var/task/site-pages';

/**
 * Bundling that also copies `pages` (paths relative to `siteSource`) into the
 * bundle's `site-pages/`, keeping their relative paths. They are checked first,
 * so a synth without a built site fails with the fix instead of a bad bundle.
 */
function bundlingWithSitePages(siteSource: string | undefined, pages: readonly string[]): BundlingOptions {
  if (pages.length === 0) return lambdaBundling;
  const missing = siteSource === undefined ? pages : pages.filter((page) => !existsSync(join(siteSource, page)));
  if (siteSource === undefined || missing.length > 0) {
    throw new Error(
      `${siteSource ?? 'No built site'} lacks ${missing.join(', ')}, which a function serves. Run \`npm run build\` first.`,
    );
  }
  const quote = (path: string) => `'${path.replaceAll("'", "'\\''")}'`;
  return {
    ...lambdaBundling,
    commandHooks: {
      beforeBundling: () => [],
      beforeInstall: () => [],
      afterBundling: (_inputDir, outputDir) =>
        pages.flatMap((page) => {
          const target = join(outputDir, 'site-pages', page);
          return [`mkdir -p ${quote(dirname(target))}`, `cp ${quote(join(siteSource, page))} ${quote(target)}`];
        }),
    },
  };
}

/** A Node.js 24 arm64 function for one operation. */
export class OperationFunction extends Construct {
  /** The Lambda function. */
  readonly function: NodejsFunction;
  /** Its log group (metric filters read it). */
  readonly logGroup: logs.LogGroup;

  constructor(scope: Construct, id: string, props: OperationFunctionProps) {
    super(scope, id);
    const { definition } = props;
    const functionName = `${props.stage}-ferrum-${operationSlug(definition.operation)}`;
    const { logGroup, role } = functionLogsAndRole(this, functionName, props);
    this.function = new NodejsFunction(this, 'Function', {
      role,
      functionName,
      description: `${definition.methods.join(', ')} ${definition.path}`,
      entry: definition.entry,
      ...functionDefaults,
      memorySize: definition.memoryMiB,
      timeout: Duration.seconds(definition.timeoutSeconds),
      reservedConcurrentExecutions: props.reservedConcurrency,
      logGroup,
      environment: {
        ...sourceMapsEnvironment,
        ...(definition.sitePages ? { SITE_PAGES_DIR: bundledSitePagesDir } : {}),
        ...(definition.writesStageMetrics ? { [stageEnvironmentVariable]: props.stage } : {}),
      },
      bundling: bundlingWithSitePages(props.siteSource, definition.sitePages ?? []),
    });
    this.logGroup = logGroup;
    props.tables.bind(this.function, definition);
    if (definition.usesBedrock) {
      const { model, guardrail, spend } = props.assistant;
      bindBedrockModel(this.function, model, guardrail);
      spend?.counter.bind(this.function, { usdPerHour: spend.usdPerHour, prices: spend.prices });
    }

    Validations.of(role).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason: 'X-Ray PutTraceSegments/PutTelemetryRecords support no resource-level permissions.',
    });
    Validations.of(this.function).acknowledge({
      id: 'Serverless-LambdaDLQ',
      reason:
        'Invoked synchronously by API Gateway; a dead-letter queue only receives failed asynchronous invocations.',
    });
  }
}
