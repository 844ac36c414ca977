/**
 * Real visitors' Core Web Vitals on every stage: the `POST /api/vitals` route
 * and its small function (told its stage, with no table or other AWS access),
 * and the stage's sample rate written into the site bucket for the beacon.
 */
import { mkdtempSync, readFileSync, readdirSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rmSync } from 'node:fs';
import { apiRoutes, stageEnvironmentVariable, vitalsSamplingFile } from '@ferrum/shared';
import { stageNames, stages, type StageName } from '../lib/stages.ts';
import {
  actionsOf,
  backendLogicalId,
  operationFunction,
  resourcesOfType,
  roleStatements,
  synthStage,
  type SynthesizedStage,
} from './support.ts';

const synthesized = {} as Record<StageName, SynthesizedStage>;
const outdirs = {} as Record<StageName, string>;

beforeAll(() => {
  for (const stage of stageNames) {
    outdirs[stage] = mkdtempSync(join(tmpdir(), `vitals-${stage}-`));
    synthesized[stage] = synthStage(stage, { outdir: outdirs[stage] });
  }
}, 120_000);
afterAll(() => {
  for (const stage of stageNames) rmSync(outdirs[stage], { recursive: true, force: true });
});

const vitalsFunction = (stage: SynthesizedStage) => operationFunction(stage, 'vitals');

/** Every action the vitals function's role allows. */
function allowedActions(stage: SynthesizedStage): string[] {
  return roleStatements(stage, vitalsFunction(stage).role!).flatMap(actionsOf);
}

/** The sampling file the stage's deployment uploads, read from the synthesized assets. */
function deployedSamplingFile(stage: StageName): unknown {
  const name = vitalsSamplingFile.path.substring(1);
  const files = readdirSync(outdirs[stage])
    .filter((entry) => entry.startsWith('asset.'))
    .map((entry) => join(outdirs[stage], entry, name))
    .filter((file) => existsSync(file));
  expect(files).toHaveLength(1);
  return JSON.parse(readFileSync(files[0]!, 'utf8'));
}

describe.each(stageNames)('stage %s', (name) => {
  it('serves POST /api/vitals through the vitals function, and only POST', () => {
    const stage = synthesized[name];
    const fnId = backendLogicalId(stage, vitalsFunction(stage));
    const methods = Object.values(resourcesOfType(stage.backendTemplate, 'AWS::ApiGateway::Method')).filter((method) =>
      JSON.stringify(method.Properties.Integration).includes(fnId),
    );
    expect(methods.map((method) => method.Properties.HttpMethod)).toEqual(['POST']);
    const pathParts = Object.values(resourcesOfType(stage.backendTemplate, 'AWS::ApiGateway::Resource')).map(
      (resource) => resource.Properties.PathPart,
    );
    expect(pathParts).toContain(apiRoutes.vitals.path.split('/').at(-1));
  });

  it('caps the vitals reports one IP may send in the web ACL, at the stage limit, before the general API limit', () => {
    const [acl] = Object.values(resourcesOfType(synthesized[name].edgeTemplate, 'AWS::WAFv2::WebACL'));
    const rules = acl!.Properties.Rules as { Name: string; Priority: number; Statement: Record<string, unknown> }[];
    const rule = rules.find((candidate) => candidate.Name === 'VitalsRateLimit');
    expect(rule?.Statement.RateBasedStatement).toMatchObject({
      Limit: stages[name].waf.vitalsRequestsPer5Minutes,
      AggregateKeyType: 'IP',
      EvaluationWindowSec: 300,
      ScopeDownStatement: {
        ByteMatchStatement: { SearchString: apiRoutes.vitals.path, PositionalConstraint: 'STARTS_WITH' },
      },
    });
    expect(rule).toMatchObject({ Action: { Block: { CustomResponse: { ResponseCode: 429 } } } });
    const api = rules.find((candidate) => candidate.Name === 'ApiRateLimit')!;
    expect(rule!.Priority).toBeLessThan(api.Priority);
    expect(new Set(rules.map((candidate) => candidate.Priority)).size).toBe(rules.length);
    // WAF's floor for a rate-based rule; and a visitor's own reports must fit several times over.
    expect(stages[name].waf.vitalsRequestsPer5Minutes).toBeGreaterThanOrEqual(10);
  });

  it('tells the function its stage (its metrics namespace), with small memory and a short timeout', () => {
    const stage = synthesized[name];
    const fn = resourcesOfType(stage.backendTemplate, 'AWS::Lambda::Function')[
      backendLogicalId(stage, vitalsFunction(stage))
    ]!;
    expect(fn.Properties.Environment).toMatchObject({ Variables: { [stageEnvironmentVariable]: name } });
    expect(fn.Properties.MemorySize).toBe(128);
    expect(fn.Properties.Timeout).toBeLessThanOrEqual(3);
  });

  it('gives the function no table, model or metrics API access: only its logs and tracing', () => {
    const actions = allowedActions(synthesized[name]);
    expect(actions.filter((action) => !/^(logs|xray):/.test(action))).toEqual([]);
    expect(actions).toEqual(expect.arrayContaining(['logs:PutLogEvents']));
  });

  it('writes the stage’s sample rate into the site bucket, cached briefly and invalidated on change', () => {
    const stage = synthesized[name];
    expect(deployedSamplingFile(name)).toEqual({ sampleRate: stages[name].vitals.sampleRate });
    const deployments = Object.values(resourcesOfType(stage.edgeTemplate, 'Custom::CDKBucketDeployment'));
    const sampling = deployments.filter((deployment) =>
      JSON.stringify(deployment.Properties.DistributionPaths ?? []).includes(vitalsSamplingFile.path),
    );
    expect(sampling).toHaveLength(1);
    expect(sampling[0]!.Properties).toMatchObject({
      Prune: false,
      SystemMetadata: { 'content-type': 'application/json', 'cache-control': vitalsSamplingFile.cacheControl },
    });
    // The pages' deployment prunes whatever its upload lacks: it must leave the sampling file alone.
    const pruning = deployments.filter((deployment) => deployment.Properties.Prune !== false);
    expect(pruning.length).toBeGreaterThan(0);
    for (const deployment of pruning) {
      expect(deployment.Properties.Exclude).toContain(vitalsSamplingFile.path.substring(1));
    }
  });
});
