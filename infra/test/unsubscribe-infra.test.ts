import { beforeAll, describe, expect, it } from 'vitest';
import { Match } from 'aws-cdk-lib/assertions';
import {
  apiPagesFolder,
  apiRoutes,
  tableName,
  unsubscribePageFiles,
  unsubscribeTokenAttribute,
  unsubscribeTokenIndexName,
} from '@ferrum/shared';
import { bundledSitePagesDir } from '../lib/operation-function.ts';
import { stageNames, stages, type StageName } from '../lib/stages.ts';
import {
  actionsOf,
  backendLogicalId,
  operationFunction,
  resourcesOfType,
  roleStatements,
  siteFixture,
  synthEveryStage,
  synthStage,
  type SynthesizedStage,
} from './support.ts';

/** The unsubscribe link's infrastructure, on every stage. */
let synthesized: Record<StageName, SynthesizedStage>;

beforeAll(() => {
  synthesized = synthEveryStage();
}, 120_000);

const unsubscribeFunction = (stage: SynthesizedStage) => operationFunction(stage, 'unsubscribe');

/** Every (action, resource) pair the unsubscribe function's role allows, besides logs and tracing. */
function grants(stage: SynthesizedStage): { action: string; resource: string }[] {
  return roleStatements(stage, unsubscribeFunction(stage).role!).flatMap((statement) =>
    actionsOf(statement)
      .filter((action) => action.startsWith('dynamodb:'))
      .map((action) => ({ action, resource: JSON.stringify(statement.Resource) })),
  );
}

describe.each(stageNames)('stage %s', (name) => {
  it('serves GET, HEAD and POST at the link path through the unsubscribe function', () => {
    const stage = synthesized[name];
    const fnId = backendLogicalId(stage, unsubscribeFunction(stage));
    const methods = Object.values(resourcesOfType(stage.backendTemplate, 'AWS::ApiGateway::Method')).filter((method) =>
      JSON.stringify(method.Properties.Integration).includes(fnId),
    );
    expect(methods.map((method) => method.Properties.HttpMethod)).toEqual(['GET', 'HEAD', 'POST']);
    const pathParts = Object.values(resourcesOfType(stage.backendTemplate, 'AWS::ApiGateway::Resource')).map(
      (resource) => resource.Properties.PathPart,
    );
    expect(pathParts).toEqual(expect.arrayContaining(apiRoutes.unsubscribe.path.split('/').slice(2)));
  });

  it('gives the function the pages folder of its bundle and the newsletter table', () => {
    const stage = synthesized[name];
    const fn = resourcesOfType(stage.backendTemplate, 'AWS::Lambda::Function')[
      backendLogicalId(stage, unsubscribeFunction(stage))
    ]!;
    expect(fn.Properties.Environment).toMatchObject({
      Variables: { SITE_PAGES_DIR: bundledSitePagesDir, NEWSLETTER_TABLE: expect.anything() },
    });
  });

  it('lets the function Query the token index and DeleteItem on the newsletter table, nothing else of DynamoDB', () => {
    const stage = synthesized[name];
    const tableId = backendLogicalId(stage, stage.backend.tables.tables.newsletter);
    const found = grants(stage);
    expect(found.map(({ action }) => action).sort()).toEqual(['dynamodb:DeleteItem', 'dynamodb:Query']);
    const query = found.find(({ action }) => action === 'dynamodb:Query')!;
    expect(query.resource).toContain(tableId);
    expect(query.resource).toContain(`/index/${unsubscribeTokenIndexName}`);
    const deletion = found.find(({ action }) => action === 'dynamodb:DeleteItem')!;
    expect(deletion.resource).toBe(JSON.stringify({ 'Fn::GetAtt': [tableId, 'Arn'] }));
  });

  it('indexes the newsletter table by token, sparse and keys only', () => {
    synthesized[name].backendTemplate.hasResourceProperties('AWS::DynamoDB::Table', {
      TableName: tableName(name, 'newsletter'),
      GlobalSecondaryIndexes: Match.arrayWith([
        {
          IndexName: unsubscribeTokenIndexName,
          KeySchema: [{ AttributeName: unsubscribeTokenAttribute, KeyType: 'HASH' }],
          Projection: { ProjectionType: 'KEYS_ONLY' },
        },
      ]),
    });
  });

  it('keeps the pages the function serves out of the site bucket (their form posts only to it)', () => {
    const deployments = Object.values(
      resourcesOfType(synthesized[name].edgeTemplate, 'Custom::CDKBucketDeployment'),
    ).map((deployment) => deployment.Properties as { Include?: string[]; Exclude?: string[] });
    for (const deployment of deployments) {
      const uploadsAll = deployment.Include === undefined;
      if (uploadsAll) expect(deployment.Exclude).toContain(`${apiPagesFolder}/*`);
      else expect(deployment.Exclude).toEqual(['*']);
    }
  });

  it('rate-limits the link per IP in the web ACL, at the stage limit, before the general API limit', () => {
    const [acl] = Object.values(resourcesOfType(synthesized[name].edgeTemplate, 'AWS::WAFv2::WebACL'));
    const rules = acl!.Properties.Rules as { Name: string; Priority: number; Statement: Record<string, unknown> }[];
    const rule = rules.find((candidate) => candidate.Name === 'UnsubscribeRateLimit');
    expect(rule?.Statement.RateBasedStatement).toMatchObject({
      Limit: stages[name].waf.unsubscribeRequestsPer5Minutes,
      AggregateKeyType: 'IP',
      ScopeDownStatement: {
        ByteMatchStatement: { SearchString: apiRoutes.unsubscribe.path, PositionalConstraint: 'STARTS_WITH' },
      },
    });
    const api = rules.find((candidate) => candidate.Name === 'ApiRateLimit')!;
    expect(rule!.Priority).toBeLessThan(api.Priority);
    expect(new Set(rules.map((candidate) => candidate.Priority)).size).toBe(rules.length);
  });
});

it('refuses to synth without the built pages the function serves, and says how to build them', () => {
  for (const file of unsubscribePageFiles) {
    expect(() => synthStage('dev', { siteSource: siteFixture({ without: [file] }) })).toThrow(
      new RegExp(`lacks ${file}.*npm run build`),
    );
  }
});
