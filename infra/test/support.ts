import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
/**
 * Test helpers: an App with the project's feature flags (cdk.json), a tiny
 * built-site fixture, synthesized stages with bundling skipped, what tests read
 * of them (logical ids, a route's function, a role's statements), and a runner
 * for CloudFront Function code.
 */
import { createServer } from 'node:net';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { App, CfnElement } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import type { IConstruct } from 'constructs';
import type { ApiOperation } from '@ferrum/shared';
import { notFoundDocuments, publishedFileContentTypes, unsubscribePageFiles } from '@ferrum/shared';
import { addFerrumStage, type FerrumStage } from '../lib/ferrum-stage.ts';
import { addNagChecks } from '../lib/nag.ts';
import { repositoryRoot } from '../lib/operation-function.ts';
import { stageNames, stages, type StageConfig, type StageName } from '../lib/stages.ts';

/** The context of cdk.json: the same feature flags the CLI passes. */
export function cdkJsonContext(): Record<string, unknown> {
  const cdkJson = JSON.parse(readFileSync(join(repositoryRoot, 'cdk.json'), 'utf8')) as {
    context: Record<string, unknown>;
  };
  return cdkJson.context;
}

/** A new App with the project's flags; bundling and CloudFormation's built-in template rules are skipped unless asked for. */
export function testApp(options: { bundle?: boolean; outdir?: string; validate?: boolean } = {}): App {
  return new App({
    outdir: options.outdir,
    builtinCloudFormationValidation: options.validate ?? false,
    context: { ...cdkJsonContext(), ...(options.bundle ? {} : { 'aws:cdk:bundling-stacks': [] }) },
  });
}

/** The title of each not-found document in the site fixture, so a test can tell them apart. */
export function notFoundTitle(family: keyof typeof notFoundDocuments): string {
  return `Not found (${family})`;
}

/** A small stand-in for `web/dist/client`, without the named files. */
export function siteFixture(options: { without?: readonly string[] } = {}): string {
  const dir = mkdtempSync(join(tmpdir(), 'ferrum-site-'));
  const files: Record<string, string> = {
    'index.html': '<!doctype html><title>Home</title>',
    'company/about/index.html': '<!doctype html><title>About</title>',
    'assets/index-abc123.js': 'console.log("hi");',
    'speculation-rules.json': '{"prefetch":[{"where":{"href_matches":"/*"},"eagerness":"moderate"}]}',
    'blog/feed.xml': '<?xml version="1.0" encoding="utf-8"?><rss version="2.0"><channel></channel></rss>',
    // Fresh as a build of today makes it: the synth refuses an expired one.
    '.well-known/security.txt': `Contact: mailto:security@example.com\nExpires: ${new Date(Date.now() + 180 * 86_400_000).toISOString()}\n`,
  };
  // Every other file the upload names (its content matters only to the tests that read it).
  for (const path of Object.keys(publishedFileContentTypes)) files[path.substring(1)] ??= `${path} placeholder`;
  // The pages the unsubscribe function serves itself (its bundle copies them).
  for (const file of unsubscribePageFiles) files[file] = `<!doctype html><title>${file}</title>`;
  for (const [family, document] of Object.entries(notFoundDocuments)) {
    files[document.substring(1)] =
      `<!doctype html><title>${notFoundTitle(family as keyof typeof notFoundDocuments)}</title>`;
  }
  for (const path of options.without ?? []) delete files[path];
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  return dir;
}

/** A synthesized stage and its three templates. */
export interface SynthesizedStage extends FerrumStage {
  app: App;
  guardrailTemplate: Template;
  backendTemplate: Template;
  edgeTemplate: Template;
}

/** Synthesizes one stage (no CLI credentials: account unresolved, region us-east-1 unless given). */
export function synthStage(
  stage: StageName,
  options: {
    config?: Partial<StageConfig>;
    environment?: NodeJS.ProcessEnv;
    bundle?: boolean;
    outdir?: string;
    /** Run CloudFormation's built-in template rules. */
    validate?: boolean;
    /** Register the cdk-nag plugins as bin/app.ts does (a finding then fails the synth). */
    plugins?: boolean;
    /** The built site to deploy (default: a fresh `siteFixture()`). */
    siteSource?: string;
  } = {},
): SynthesizedStage {
  const app = testApp(options);
  if (options.plugins) addNagChecks(app);
  const config: StageConfig = { ...stages[stage], ...options.config };
  const stacks = addFerrumStage(app, stage, config, {
    siteSource: options.siteSource ?? siteFixture(),
    environment: options.environment ?? {},
  });
  // One synth for every template (Template.fromStack would synthesize the app once per stack).
  const assembly = app.synth();
  return {
    app,
    ...stacks,
    guardrailTemplate: Template.fromJSON(assembly.getStackArtifact(stacks.guardrail.artifactId).template),
    backendTemplate: Template.fromJSON(assembly.getStackArtifact(stacks.backend.artifactId).template),
    edgeTemplate: Template.fromJSON(assembly.getStackArtifact(stacks.edge.artifactId).template),
  };
}

/** The environment of a deploy with credentials: an account, and the backend in eu-west-1 (the edge stays in us-east-1). */
export const deployTimeEnvironment: NodeJS.ProcessEnv = {
  CDK_DEFAULT_ACCOUNT: '123456789012',
  CDK_DEFAULT_REGION: 'eu-west-1',
};

/** Every stage, each synthesized as `synthStage` does with no options. */
export function synthEveryStage(): Record<StageName, SynthesizedStage> {
  return Object.fromEntries(stageNames.map((name) => [name, synthStage(name)])) as Record<StageName, SynthesizedStage>;
}

/** The logical id of a resource in the backend stack: an L1 resource's, or an L2 construct's own resource's. */
export function backendLogicalId(stage: SynthesizedStage, construct: IConstruct): string {
  return stage.backend.getLogicalId(
    construct instanceof CfnElement ? construct : (construct.node.defaultChild as CfnElement),
  );
}

/** The function of an API operation (throws when the stage has none). */
export function operationFunction(stage: SynthesizedStage, operation: ApiOperation): lambda.Function {
  const fn = stage.backend.api.functions[operation];
  if (!fn) throw new Error(`no function for ${operation}`);
  return fn.function;
}

/** The template properties of a construct's resource in the backend stack. */
export function backendProperties(stage: SynthesizedStage, construct: IConstruct): Record<string, unknown> {
  return stage.backendTemplate.toJSON().Resources[backendLogicalId(stage, construct)].Properties;
}

/** An IAM policy statement as the template holds it. */
export interface PolicyStatement {
  Effect?: string;
  Action: string | string[];
  Resource: unknown;
  Condition?: unknown;
  Sid?: string;
}

/** Every statement of the backend's policies attached to `role`. */
export function roleStatements(stage: SynthesizedStage, role: IConstruct): PolicyStatement[] {
  const ref = JSON.stringify({ Ref: backendLogicalId(stage, role) });
  return Object.values(resourcesOfType(stage.backendTemplate, 'AWS::IAM::Policy'))
    .filter((policy) => (policy.Properties.Roles as unknown[]).some((attached) => JSON.stringify(attached) === ref))
    .flatMap((policy) => (policy.Properties.PolicyDocument as { Statement: PolicyStatement[] }).Statement);
}

/** A statement's actions, one or many. */
export const actionsOf = (statement: Pick<PolicyStatement, 'Action'>): string[] => [statement.Action].flat();

/** The CloudFormation resources of one type, by logical id. */
export function resourcesOfType(
  template: Template,
  type: string,
): Record<string, { Properties: Record<string, unknown> } & Record<string, unknown>> {
  return template.findResources(type) as Record<
    string,
    { Properties: Record<string, unknown> } & Record<string, unknown>
  >;
}

/** Runs function code the way CloudFront does: a script that defines `handler`, called with an event. */
export function cloudFrontHandler(code: string): (event: unknown) => unknown {
  const sandbox: { handler?: (event: unknown) => unknown } = {};
  runInNewContext(code, sandbox);
  if (typeof sandbox.handler !== 'function') throw new Error('no handler defined');
  return sandbox.handler;
}

/** A TCP port free on 127.0.0.1 right now (for a server a test starts). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** A local server's answer to a raw request, its body as text. */
export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * Sends `path` to `origin` exactly as written as the request target (fetch would
 * normalize `/./x` or `//host/x`; the local server must see what CloudFront sees).
 */
export function rawRequest(
  origin: string,
  path: string,
  options: { method?: string; headers?: Record<string, string> } = {},
): Promise<RawAnswer> {
  const { hostname, port } = new URL(origin);
  return new Promise<RawAnswer>((resolve, reject) => {
    const outgoing = httpRequest({ hostname, port, path, method: options.method ?? 'GET', headers: options.headers });
    outgoing.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks).toString(),
        }),
      );
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}
