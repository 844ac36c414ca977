import { beforeAll, describe, expect, it } from 'vitest';
import { chatEnvironmentVariables } from '@ferrum/lambdas/tooling';
import {
  backendProperties,
  deployTimeEnvironment,
  operationFunction,
  synthStage,
  type SynthesizedStage,
} from './support.ts';

/** A stage whose backend lives outside us-east-1, as a deploy with real credentials would see it. */
let stage: SynthesizedStage;

beforeAll(() => {
  stage = synthStage('prod', { environment: deployTimeEnvironment });
}, 60_000);

describe('a stage with its backend outside us-east-1', () => {
  it('keeps the backend (and the web ACL on its API) in the stage region and the edge (CloudFront, WAF) in us-east-1', () => {
    expect(stage.backend.region).toBe('eu-west-1');
    expect(stage.edge.region).toBe('us-east-1');
    expect(stage.backend.account).toBe('123456789012');
    stage.edgeTemplate.hasResourceProperties('AWS::WAFv2::WebACL', { Scope: 'CLOUDFRONT' });
    // The API's own web ACL guards its stage in the stage region (docs/decisions/016).
    stage.backendTemplate.resourceCountIs('AWS::WAFv2::WebACL', 1);
    stage.backendTemplate.hasResourceProperties('AWS::WAFv2::WebACL', { Scope: 'REGIONAL' });
  });

  it('reads the API id from the backend stack in its region (weak reference: Fn::GetStackOutput, no export lock)', () => {
    const template = JSON.stringify(stage.edgeTemplate.toJSON());
    expect(template).toContain('"Fn::GetStackOutput":{"StackName":"FerrumShield-prod-Backend","Region":"eu-west-1"');
    expect(template).toContain('.execute-api.eu-west-1.');
    expect(template).not.toContain('Fn::ImportValue');
    // No SSM-writing custom resources, so nothing extra to run or to acknowledge.
    expect(template).not.toContain('Custom::CrossRegionExport');
    expect(JSON.stringify(stage.backendTemplate.toJSON())).not.toContain('Custom::CrossRegionExport');
  });

  it('pins the chat to the guardrail in the Bedrock region, and carries its configuration as a plain string', () => {
    const { Environment } = backendProperties(stage, operationFunction(stage, 'chat'));
    const variables = (Environment as { Variables: Record<string, unknown> }).Variables;
    expect(JSON.stringify(variables[chatEnvironmentVariables.guardrailVersion])).toContain(
      '"Fn::GetStackOutput":{"StackName":"FerrumShield-prod-Guardrail","Region":"us-east-1"',
    );
    // No reference at all: a guardrail change changes this template, whatever the regions (decision 024).
    expect(variables[chatEnvironmentVariables.guardrailConfiguration]).toBe(
      stage.guardrail.chatGuardrail.configuration,
    );
  });

  it('deploys the edge after the backend', () => {
    expect(stage.edge.dependencies).toContain(stage.backend);
  });

  it('leaves the Bedrock alarm out when Bedrock runs in another region than the backend', () => {
    expect(JSON.stringify(stage.backendTemplate.toJSON())).not.toContain('AWS/Bedrock');
  });
});
