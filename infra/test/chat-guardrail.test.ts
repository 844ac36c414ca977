/**
 * The chat's guardrail on every stage: its own stack in the Bedrock region, its
 * policies, the pinned version, the chat function's configuration and the only
 * permission it has to use it; a change of configuration reaching the backend;
 * contextual grounding as a stage setting; and the spend counter the function shares.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { deniedTopics, guardrailMarkers } from '@ferrum/lambdas/tooling';
import { chatEnvironmentVariables } from '@ferrum/lambdas/tooling';
import { guardrailStatementSid } from '../lib/bedrock-access.ts';
import { bedrockModelPrices } from '../lib/bedrock-prices.ts';
import { stageNames, stages, type GroundingConfig, type StageName } from '../lib/stages.ts';
import {
  actionsOf,
  backendLogicalId,
  deployTimeEnvironment,
  operationFunction,
  resourcesOfType,
  roleStatements,
  siteFixture,
  synthEveryStage,
  synthStage,
  type SynthesizedStage,
} from './support.ts';

let synthesized: Record<StageName, SynthesizedStage>;
beforeAll(() => {
  synthesized = synthEveryStage();
}, 120_000);

type Properties = Record<string, unknown>;
const guardrailOf = (stage: SynthesizedStage) =>
  Object.values(resourcesOfType(stage.guardrailTemplate, 'AWS::Bedrock::Guardrail'))[0]!.Properties as Properties & {
    ContentPolicyConfig: { FiltersConfig: { Type: string; InputStrength: string; OutputStrength: string }[] };
    TopicPolicyConfig: { TopicsConfig: { Name: string; Definition: string; Examples: string[]; Type: string }[] };
    SensitiveInformationPolicyConfig: { PiiEntitiesConfig: { Type: string; Action: string }[] };
    ContextualGroundingPolicyConfig?: { FiltersConfig: { Type: string; Threshold: number }[] };
  };

/** The hash the published version is named for. */
function versionConfiguration(stage: SynthesizedStage): string {
  const versions = Object.values(resourcesOfType(stage.guardrailTemplate, 'AWS::Bedrock::GuardrailVersion'));
  expect(versions).toHaveLength(1);
  const [, configuration] = /^Configuration ([0-9a-f]{16})$/.exec(String(versions[0]!.Properties.Description)) ?? [];
  if (!configuration) throw new Error('the guardrail version is not named for its configuration');
  return configuration;
}

function chatFunction(stage: SynthesizedStage) {
  const id = backendLogicalId(stage, operationFunction(stage, 'chat'));
  return { id, properties: stage.backendTemplate.toJSON().Resources[id].Properties as Properties };
}

const chatEnvironment = (stage: SynthesizedStage) =>
  (chatFunction(stage).properties.Environment as { Variables: Record<string, unknown> }).Variables;

const chatStatements = (stage: SynthesizedStage) => roleStatements(stage, operationFunction(stage, 'chat').role!);

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

  it("checks answers against the site content as the stage's setting says, and tells the function", () => {
    const { grounding } = stages[name].guardrail;
    const policy = guardrailOf(synthesized[name]).ContextualGroundingPolicyConfig;
    if (grounding.enabled) {
      expect(policy?.FiltersConfig).toEqual([
        { Type: 'GROUNDING', Threshold: grounding.grounding },
        { Type: 'RELEVANCE', Threshold: grounding.relevance },
      ]);
    } else {
      expect(policy).toBeUndefined();
    }
    expect(chatEnvironment(synthesized[name])[chatEnvironmentVariables.guardrailGrounding]).toBe(
      grounding.enabled ? 'on' : 'off',
    );
  });

  it('answers a block with the markers the function replaces, never with text a visitor would read', () => {
    expect(guardrailOf(synthesized[name])).toMatchObject({
      BlockedInputMessaging: guardrailMarkers.input,
      BlockedOutputsMessaging: guardrailMarkers.output,
    });
  });

  it('publishes a version named for its configuration, and pins the chat function to it', () => {
    const stage = synthesized[name];
    const environment = chatEnvironment(stage);
    // Weak cross-stack references: the id and version read from the guardrail stack's outputs.
    expect(JSON.stringify(environment[chatEnvironmentVariables.guardrailId])).toContain('Fn::GetStackOutput');
    expect(JSON.stringify(environment[chatEnvironmentVariables.guardrailVersion])).toContain('Fn::GetStackOutput');
    // The configuration itself, as a plain string: the backend's template changes with it.
    expect(environment[chatEnvironmentVariables.guardrailConfiguration]).toBe(versionConfiguration(stage));
  });

  it('keeps a replaced version for the function still on it, and deletes every version with the guardrail', () => {
    const [version] = Object.values(
      resourcesOfType(synthesized[name].guardrailTemplate, 'AWS::Bedrock::GuardrailVersion'),
    );
    expect(version).toMatchObject({ UpdateReplacePolicy: 'Retain' });
    expect(version!.DeletionPolicy).not.toBe('Retain');
  });

  it('lets the chat function apply only that guardrail, and call the model only with its pinned version', () => {
    const stage = synthesized[name];
    const statements = chatStatements(stage);
    const apply = statements.filter((statement) => actionsOf(statement).includes('bedrock:ApplyGuardrail'));
    expect(apply).toHaveLength(1);
    expect(JSON.stringify(apply[0]!.Resource)).toContain('Fn::GetStackOutput');
    // The statement a call names (the model, or the profile) demands the version, and is named for its configuration.
    const guarded = statements.filter((statement) =>
      JSON.stringify(statement.Condition ?? {}).includes('bedrock:GuardrailIdentifier'),
    );
    expect(guarded).toHaveLength(1);
    expect(guarded[0]!.Sid).toBe(guardrailStatementSid(versionConfiguration(stage)));
    const condition = JSON.stringify(guarded[0]!.Condition);
    expect(condition).toContain('Fn::GetStackOutput');
    expect(condition).toContain('Version');
  });

  it('shares an hourly spend counter with a ceiling of the spend alarm, priced for its model', () => {
    const stage = synthesized[name];
    const environment = (chatFunction(stage).properties.Environment as { Variables: Record<string, unknown> })
      .Variables;
    expect(environment[chatEnvironmentVariables.spendCeilingUsd]).toBe(String(stages[name].chat.spendAlarmUsdPerHour));
    expect(JSON.parse(String(environment[chatEnvironmentVariables.modelPrices]))).toEqual(
      bedrockModelPrices[stages[name].bedrock.modelId],
    );
    const tableId = backendLogicalId(stage, stage.backend.chatSpend.table);
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

describe('a change of guardrail configuration', () => {
  let before: SynthesizedStage;
  let after: SynthesizedStage;
  beforeAll(() => {
    // One built site for both, so that only the guardrail differs.
    const siteSource = siteFixture();
    const grounding: GroundingConfig = { ...stages.dev.guardrail.grounding, enabled: true, grounding: 0.75 };
    before = synthStage('dev', { siteSource, config: { guardrail: { grounding } } });
    after = synthStage('dev', { siteSource, config: { guardrail: { grounding: { ...grounding, grounding: 0.6 } } } });
  }, 120_000);

  const backendJson = (stage: SynthesizedStage) => JSON.stringify(stage.backendTemplate.toJSON());

  it('publishes a new version and changes the backend, whose chat function names the new configuration', () => {
    const [old, changed] = [versionConfiguration(before), versionConfiguration(after)];
    expect(changed).not.toBe(old);
    expect(guardrailOf(after).ContextualGroundingPolicyConfig?.FiltersConfig).toContainEqual({
      Type: 'GROUNDING',
      Threshold: 0.6,
    });
    // Else `cdk deploy` would skip the backend, and the function would stay on the old version.
    expect(backendJson(after)).not.toBe(backendJson(before));
    expect(chatEnvironment(before)[chatEnvironmentVariables.guardrailConfiguration]).toBe(old);
    expect(chatEnvironment(after)[chatEnvironmentVariables.guardrailConfiguration]).toBe(changed);
  });

  it('renames the statement that demands the version, so its policy is updated and reads the new one', () => {
    const sids = chatStatements(after).map((statement) => statement.Sid);
    expect(sids).toContain(guardrailStatementSid(versionConfiguration(after)));
    expect(sids).not.toContain(guardrailStatementSid(versionConfiguration(before)));
  });

  it('changes nothing else of the backend: the configuration is the whole difference', () => {
    expect(backendJson(after).replaceAll(versionConfiguration(after), versionConfiguration(before))).toBe(
      backendJson(before),
    );
  });
});

describe('contextual grounding as a stage setting', () => {
  const withGrounding = (grounding: GroundingConfig) => ({ config: { guardrail: { grounding } } });

  it('on: checks grounding and relevance at the thresholds the stage sets, and the function marks its source', () => {
    const stage = synthStage('prod', withGrounding({ enabled: true, grounding: 0.8, relevance: 0.3 }));
    expect(guardrailOf(stage).ContextualGroundingPolicyConfig).toEqual({
      FiltersConfig: [
        { Type: 'GROUNDING', Threshold: 0.8 },
        { Type: 'RELEVANCE', Threshold: 0.3 },
      ],
    });
    expect(guardrailOf(stage).Description).toMatch(/grounding\.$/);
    expect(chatEnvironment(stage)[chatEnvironmentVariables.guardrailGrounding]).toBe('on');
  });

  it('off: no grounding policy, every other policy kept, and the function told so', () => {
    const stage = synthStage('dev', withGrounding({ enabled: false, grounding: 0.75, relevance: 0.5 }));
    const guardrail = guardrailOf(stage);
    expect(guardrail.ContextualGroundingPolicyConfig).toBeUndefined();
    expect(guardrail.ContentPolicyConfig.FiltersConfig).toContainEqual({
      Type: 'PROMPT_ATTACK',
      InputStrength: 'HIGH',
      OutputStrength: 'NONE',
    });
    expect(guardrail.TopicPolicyConfig.TopicsConfig).toHaveLength(Object.keys(deniedTopics).length);
    expect(guardrail.SensitiveInformationPolicyConfig.PiiEntitiesConfig.length).toBeGreaterThan(0);
    expect(guardrail.Description).not.toContain('grounding');
    expect(chatEnvironment(stage)[chatEnvironmentVariables.guardrailGrounding]).toBe('off');
  });

  it('refuses a threshold Bedrock would refuse, before anything is synthesized', () => {
    expect(() => synthStage('dev', withGrounding({ enabled: true, grounding: 1, relevance: 0.5 }))).toThrow(
      'Stage "dev" in infra/lib/stages.ts: guardrail.grounding.grounding must be from 0 to 0.99, not 1.',
    );
  });
});

describe('a backend outside the Bedrock region', () => {
  it('keeps the guardrail where Bedrock is called', () => {
    const stage = synthStage('prod', { environment: deployTimeEnvironment });
    expect(stage.backend.region).toBe('eu-west-1');
    expect(stage.guardrail.region).toBe('us-east-1');
    expect(JSON.stringify(chatFunction(stage).properties.Environment)).toContain('"Region":"us-east-1"');
  });
});
