/**
 * The chat function's Bedrock settings and permission, with its guardrail, wired in one call.
 */
import { Stack, Validations } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import { chatEnvironmentVariables } from '@ferrum/lambdas/tooling';
import type { GuardrailReference } from './guardrail-stack.ts';
import { nagEnvironment } from './nag.ts';

/** The variables the chat function reads its model from. */
export const bedrockEnvironmentVariables = {
  modelId: chatEnvironmentVariables.modelId,
  region: chatEnvironmentVariables.region,
} as const;

/**
 * The chat makes one ConverseStream call per reply, which needs
 * InvokeModelWithResponseStream only (Converse would need InvokeModel).
 */
export const bedrockInvokeActions = ['bedrock:InvokeModelWithResponseStream'];

/** Cross-region inference profiles carry a geography prefix: `us.anthropic.claude-...`. */
const inferenceProfilePrefix = /^(us|us-gov|eu|apac|jp|au|ca|global)\./;

/** Whether `modelId` names a cross-region inference profile rather than a foundation model. */
export function isInferenceProfile(modelId: string): boolean {
  return inferenceProfilePrefix.test(modelId);
}

/**
 * Gives `fn` the model id and region and the guardrail, and allows invoking that
 * model only, and only through that guardrail version (`bedrock:GuardrailIdentifier`):
 * - a foundation model: its ARN in the configured region;
 * - an inference profile: the profile, plus its underlying foundation model in
 *   whichever region the profile routes to, but only when called through that
 *   profile (`bedrock:InferenceProfileArn` condition);
 * - the guardrail: `bedrock:ApplyGuardrail` on it, as a call with a guardrail needs.
 */
export function bindBedrockModel(
  fn: lambda.Function,
  model: { modelId: string; region: string },
  guardrail: GuardrailReference,
): void {
  fn.addEnvironment(bedrockEnvironmentVariables.modelId, model.modelId);
  fn.addEnvironment(bedrockEnvironmentVariables.region, model.region);
  fn.addEnvironment(chatEnvironmentVariables.guardrailId, guardrail.id);
  fn.addEnvironment(chatEnvironmentVariables.guardrailVersion, guardrail.version);
  const stack = Stack.of(fn);
  // A call without exactly this guardrail version is refused by IAM, whatever the code does.
  const withGuardrail = { 'bedrock:GuardrailIdentifier': `${guardrail.arn}:${guardrail.version}` };
  fn.addToRolePolicy(new iam.PolicyStatement({ actions: ['bedrock:ApplyGuardrail'], resources: [guardrail.arn] }));
  if (!isInferenceProfile(model.modelId)) {
    fn.addToRolePolicy(
      new iam.PolicyStatement({
        actions: bedrockInvokeActions,
        resources: [`arn:${stack.partition}:bedrock:${model.region}::foundation-model/${model.modelId}`],
        conditions: { StringEquals: withGuardrail },
      }),
    );
    return;
  }
  const profileArn = `arn:${stack.partition}:bedrock:${model.region}:${stack.account}:inference-profile/${model.modelId}`;
  const foundationModelId = model.modelId.replace(inferenceProfilePrefix, '');
  const anyRegionModel = (partition: string) => `arn:${partition}:bedrock:*::foundation-model/${foundationModelId}`;
  fn.addToRolePolicy(
    new iam.PolicyStatement({
      actions: bedrockInvokeActions,
      resources: [profileArn],
      conditions: { StringEquals: withGuardrail },
    }),
  );
  fn.addToRolePolicy(
    new iam.PolicyStatement({
      actions: bedrockInvokeActions,
      resources: [anyRegionModel(stack.partition)],
      conditions: { StringEquals: { 'bedrock:InferenceProfileArn': profileArn, ...withGuardrail } },
    }),
  );
  if (fn.role) {
    Validations.of(fn.role).acknowledge({
      id: `AwsSolutions-IAM5[Resource::${anyRegionModel(nagEnvironment(fn).partition)}]`,
      reason:
        'The inference profile routes to this one model in any region of its geography; the condition limits it to calls through the profile.',
    });
  }
}
