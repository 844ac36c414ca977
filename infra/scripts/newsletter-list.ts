/**
 * The newsletter list for staff's mailing tool, as CSV (`email,subscribed_at,
 * unsubscribe_url`), from a deployed stage's table or from the running local
 * stack. A subscription stored before tokens existed is given one first, so
 * every row's link works (docs/decisions/017).
 */
import { CloudFormationClient, DescribeStacksCommand } from '@aws-sdk/client-cloudformation';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { brand, tableName, unsubscribeUrl } from '@ferrum/shared';
import { ensureUnsubscribeToken, listSubscriptions } from '@ferrum/lambdas/tooling';
import { siteUrlOutput } from '../lib/edge-stack.ts';
import { stackName } from '../lib/ferrum-stage.ts';
import { edgeRegion, resolveStage, stageEnvironment } from '../lib/stages.ts';
import type { LocalStackRuntime } from '../local/runtime-file.ts';
import { csvRecord } from './csv.ts';

/** The header row, exactly as mailing tools import it. */
export const exportHeader = ['email', 'subscribed_at', 'unsubscribe_url'] as const;

/** Where the list lives and the site its links open on. */
export interface ExportTarget {
  /** The newsletter table. */
  tableName: string;
  region: string;
  /** Set for the local store; on AWS the SDK finds DynamoDB (and the credentials) itself. */
  endpoint?: string;
  /** The site origin the links point at (`https://www.example.com`). */
  siteOrigin: string;
}

/** Reads the `SiteUrl` output of `stage`'s Edge stack (us-east-1); throws saying what to do when it cannot. */
export async function deployedSiteUrl(
  stage: string,
  client: CloudFormationClient = new CloudFormationClient({ region: edgeRegion }),
): Promise<string> {
  const name = stackName(stage, 'Edge');
  try {
    const { Stacks } = await client.send(new DescribeStacksCommand({ StackName: name }));
    const url = Stacks?.[0]?.Outputs?.find((output) => output.OutputKey === siteUrlOutput)?.OutputValue;
    if (url) return url;
    throw new Error(`Stack ${name} has no ${siteUrlOutput} output.`);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `Could not read the site URL of stage ${stage} (${reason}). Deploy the stage first, check your AWS ` +
        `credentials, or pass the site URL with --site-url.`,
      { cause: error },
    );
  } finally {
    client.destroy();
  }
}

/**
 * A deployed stage's table (`<stage>-newsletter-subscriptions`, in the stage's
 * region) and site: `siteUrl` when given, else the stage's first custom domain,
 * else, for the indexable (production) stage, the canonical origin the pages name,
 * else the `*.cloudfront.net` address its Edge stack reports (`readSiteUrl`).
 */
export async function stageExportTarget(
  stage: string,
  options: {
    siteUrl?: string;
    environment?: NodeJS.ProcessEnv;
    readSiteUrl?: (stage: string) => Promise<string>;
  } = {},
): Promise<ExportTarget> {
  const { name, config } = resolveStage(stage);
  const environment = options.environment ?? process.env;
  // The CLI's region setting stands in for what the CDK CLI passes as CDK_DEFAULT_REGION.
  const { region } = stageEnvironment(config, {
    CDK_DEFAULT_REGION: environment.AWS_REGION ?? environment.AWS_DEFAULT_REGION,
  });
  const domain = config.domain?.names[0];
  const siteOrigin =
    options.siteUrl ??
    (domain
      ? `https://${domain}`
      : config.indexable
        ? brand.siteUrl
        : await (options.readSiteUrl ?? deployedSiteUrl)(name));
  return { tableName: tableName(name, 'newsletter'), region, siteOrigin: new URL(siteOrigin).origin };
}

/** The running local stack's table, store and address. */
export function localExportTarget(runtime: LocalStackRuntime): ExportTarget {
  return {
    tableName: tableName(runtime.stage, 'newsletter'),
    region: runtime.region,
    endpoint: runtime.dynamoEndpoint,
    siteOrigin: new URL(runtime.url).origin,
  };
}

function documentClient(target: ExportTarget): DynamoDBDocumentClient {
  return DynamoDBDocumentClient.from(
    new DynamoDBClient({
      region: target.region,
      ...(target.endpoint
        ? // The embedded store accepts any credentials; none need looking up.
          { endpoint: target.endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }
        : {}),
    }),
  );
}

/** Writes the CSV (header first, oldest subscription first) with `write`; returns how many rows it wrote. */
export async function exportNewsletter(target: ExportTarget, write: (chunk: string) => void): Promise<number> {
  const client = documentClient(target);
  try {
    write(csvRecord(exportHeader));
    let rows = 0;
    for await (const subscription of listSubscriptions(client, target.tableName)) {
      const token =
        subscription.unsubscribe_token ?? (await ensureUnsubscribeToken(client, target.tableName, subscription.email));
      // Gone since the list was read (unsubscribed meanwhile): not on the list any more.
      if (token === undefined) continue;
      write(csvRecord([subscription.email, subscription.subscribed_at, unsubscribeUrl(target.siteOrigin, token)]));
      rows += 1;
    }
    return rows;
  } finally {
    client.destroy();
  }
}
