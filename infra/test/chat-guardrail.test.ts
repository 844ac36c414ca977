/**
 * The chat's guardrail on every stage: its own stack in the Bedrock region, its
 * policies, the pinned version, the chat function's configuration and the only
 * permission it has to use it; and the spend counter the function shares.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { CfnResource } from 'aws-cdk-lib';
import { deniedTopics, groundingThresholds, guardrailMarkers } from '@ferrum/lambdas/tooling';
import { chatEnvironmentVariables } from '@ferrum/lambdas/tooling';
import { bedrockModelPrices } from '../lib/bedrock-prices.ts';
import { stageNames, stages, type StageName } from '../lib/stages.ts';
import { resourcesOfType, synthStage, type SynthesizedStage } from './support.ts';

const synthesized = {} as Record<StageName, SynthesizedStage>;
beforeAll(() => {
  for (const name of stageNames) synthesized[name] = synthStage(name);
}, 120_000);

type Properties = Record<string, unknown>;
const guardrailOf = (stage: SynthesizedStage) =>
  Object.values(resourcesOfType(stage.guardrailTemplate, 'AWS::Bedrock::Guardrail'))[0]!.Properties as Properties & {
    ContentPolicyConfig: { FiltersConfig: { Type: string; InputStrength: string; OutputStrength: string }[] };
    TopicPolicyConfig: { TopicsConfig: { Name: string; Definition: string; Examples: string[]; Type: string }[] };
    SensitiveInformationPolicyConfig: { PiiEntitiesConfig: { Type: string; Action: string }[] };
    ContextualGroundingPolicyConfig: { FiltersConfig: { Type: string; Threshold: number }[] };
  };

function chatFunction(stage: SynthesizedStage) {
  const fn = stage.backend.api.functions.chat!.function;
  const id = stage.backend.getLogicalId(fn.node.defaultChild as CfnResource);
  return { id, properties: stage.backendTemplate.toJSON().Resources[id].Properties as Properties };
}

function chatStatements(
  stage: SynthesizedStage,
): { Action: string | string[]; Resource: unknown; Condition?: unknown }[] {
  const role = stage.backend.api.functions.chat!.function.role!;
  const roleId = stage.backend.getLogicalId(role.node.defaultChild as CfnResource);
  return Object.values(resourcesOfType(stage.backendTemplate, 'AWS::IAM::Policy'))
    .filter((policy) => JSON.stringify(policy.Properties.Roles).includes(roleId))
    .flatMap((policy) => (policy.Properties.PolicyDocument as { Statement: never[] }).Statement);
}
const actionsOf = (statement: { Action: string | string[] }) => [statement.Action].flat();

describe.each(stageNames)('the %s stage', (name) => {
  it('has the guardrail in a stack of its own, in the Bedrock region, deployed before the backend', () => {
    const stage = synthesized[name];
    expect(stage.guardrail.region).toBe(stages[name].bedrock.region);
    expect(stage.guardrail.stackName).toBe(`FerrumShield-${name}-Guardrail`);
    expect(stage.backend.dependencies).toContain(stage.guardrail);
    expect(guardrailOf(stage)).toMatchObject({ Name: `${name}-ferrum-assistant` });
  });

  it('filters prompt attacks on the input at high strength, and harmful content both ways', () => {
    const filters = guardrailOf(synthesized[name]).ContentPolicyConfig.FiltersConfig;
    expect(filters).toContainEqual({ Type: 'PROMPT_ATTACK', InputStrength: 'HIGH', OutputStrength: 'NONE' });
    for (const type of ['HATE', 'INSULTS', 'SEXUAL', 'VIOLENCE', 'MISCONDUCT']) {
      const filter = filters.find((candidate) => candidate.Type === type);
      expect(filter?.InputStrength, type).not.toBe('NONE');
      expect(filter?.OutputStrength, type).not.toBe('NONE');
    }
  });

  it('denies price quotes, legal advice and attack instructions, with definitions and examples within limits', () => {
    const topics = guardrailOf(synthesized[name]).TopicPolicyConfig.TopicsConfig;
    expect(topics.map((topic) => topic.Name)).toEqual(Object.values(deniedTopics).map((topic) => topic.name));
    for (const topic of topics) {
      expect(topic.Type).toBe('DENY');
      // The guardrail's classic tier: a definition of at most 200 characters, examples of at most 100.
      expect(topic.Definition.length, topic.Name).toBeLessThanOrEqual(200);
      expect(topic.Examples.length).toBeGreaterThan(0);
      for (const example of topic.Examples) expect(example.length, example).toBeLessThanOrEqual(100);
    }
  });

  it('blocks card numbers, bank accounts and secrets, and never masks e-mail addresses, phone numbers, names or addresses', () => {
    const entities = guardrailOf(synthesized[name]).SensitiveInformationPolicyConfig.PiiEntitiesConfig;
    const types = entities.map((entity) => entity.Type);
    expect(types).toEqual(expect.arrayContaining(['CREDIT_DEBIT_CARD_NUMBER', 'PASSWORD', 'AWS_SECRET_KEY']));
    for (const published of ['EMAIL', 'PHONE', 'NAME', 'ADDRESS', 'URL']) expect(types).not.toContain(published);
    for (const entity of entities) expect(entity.Action).toBe('BLOCK');
  });

  it('checks answers against the site content: grounding and relevance at the recorded thresholds', () => {
    expect(guardrailOf(synthesized[name]).ContextualGroundingPolicyConfig.FiltersConfig).toEqual([
      { Type: 'GROUNDING', Threshold: groundingThresholds.grounding },
      { Type: 'RELEVANCE', Threshold: groundingThresholds.relevance },
    ]);
  });

  it('answers a block with the markers the function replaces, never with text a visitor would read', () => {
    expect(guardrailOf(synthesized[name])).toMatchObject({
      BlockedInputMessaging: guardrailMarkers.input,
      BlockedOutputsMessaging: guardrailMarkers.output,
    });
  });

  it('publishes a version named for its configuration, and pins the chat function to it', () => {
    const stage = synthesized[name];
    const versions = Object.values(resourcesOfType(stage.guardrailTemplate, 'AWS::Bedrock::GuardrailVersion'));
    expect(versions).toHaveLength(1);
    expect(versions[0]!.Properties.Description).toMatch(/^Configuration [0-9a-f]{16}$/);
    const environment = (chatFunction(stage).properties.Environment as { Variables: Record<string, unknown> })
      .Variables;
    // Weak cross-stack references: the id and version read from the guardrail stack's outputs.
    expect(JSON.stringify(environment[chatEnvironmentVariables.guardrailId])).toContain('Fn::GetStackOutput');
    expect(JSON.stringify(environment[chatEnvironmentVariables.guardrailVersion])).toContain('Fn::GetStackOutput');
  });

  it('lets the chat function apply only that guardrail, and call the model only with its pinned version', () => {
    const statements = chatStatements(synthesized[name]);
    const apply = statements.filter((statement) => actionsOf(statement).includes('bedrock:ApplyGuardrail'));
    expect(apply).toHaveLength(1);
    expect(JSON.stringify(apply[0]!.Resource)).toContain('Fn::GetStackOutput');
    const invoke = statements.filter((statement) =>
      actionsOf(statement).includes('bedrock:InvokeModelWithResponseStream'),
    );
    expect(invoke.length).toBeGreaterThan(0);
    for (const statement of invoke) {
      const condition = JSON.stringify(statement.Condition);
      expect(condition).toContain('bedrock:GuardrailIdentifier');
      expect(condition).toContain('Fn::GetStackOutput');
    }
  });

  it('shares an hourly spend counter with a ceiling of the spend alarm, priced for its model', () => {
    const stage = synthesized[name];
    const environment = (chatFunction(stage).properties.Environment as { Variables: Record<string, unknown> })
      .Variables;
    expect(environment[chatEnvironmentVariables.spendCeilingUsd]).toBe(String(stages[name].chat.spendAlarmUsdPerHour));
    expect(JSON.parse(String(environment[chatEnvironmentVariables.modelPrices]))).toEqual(
      bedrockModelPrices[stages[name].bedrock.modelId],
    );
    const tableId = stage.backend.getLogicalId(stage.backend.chatSpend.table.node.defaultChild as CfnResource);
    const table = stage.backendTemplate.toJSON().Resources[tableId];
    expect(table.Properties).toMatchObject({
      TableName: `${name}-chat-spend`,
      KeySchema: [{ AttributeName: 'hour', KeyType: 'HASH' }],
      TimeToLiveSpecification: { AttributeName: 'expires_at', Enabled: true },
      BillingMode: 'PAY_PER_REQUEST',
    });
    const spendGrants = chatStatements(stage).filter((statement) =>
      JSON.stringify(statement.Resource).includes(tableId),
    );
    expect(spendGrants.flatMap(actionsOf).sort()).toEqual(['dynamodb:GetItem', 'dynamodb:UpdateItem']);
  });
});

describe('a backend outside the Bedrock region', () => {
  it('keeps the guardrail where Bedrock is called', () => {
    const stage = synthStage('prod', {
      environment: { CDK_DEFAULT_ACCOUNT: '123456789012', CDK_DEFAULT_REGION: 'eu-west-1' },
    });
    expect(stage.backend.region).toBe('eu-west-1');
    expect(stage.guardrail.region).toBe('us-east-1');
    expect(JSON.stringify(chatFunction(stage).properties.Environment)).toContain('"Region":"us-east-1"');
  });
});
