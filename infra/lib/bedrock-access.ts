/**
 * The chat function's Bedrock settings and permission, wired in one call.
 */
import { Stack, Validations } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import { nagEnvironment } from './nag.ts';

/** The variables the chat function reads its model from. */
export const bedrockEnvironmentVariables = {
  modelId: 'BEDROCK_MODEL_ID',
  region: 'BEDROCK_REGION',
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
 * Gives `fn` the model id and region, and allows invoking that model only:
 * - a foundation model: its ARN in the configured region;
 * - an inference profile: the profile, plus its underlying foundation model in
 *   whichever region the profile routes to, but only when called through that
 *   profile (`bedrock:InferenceProfileArn` condition).
 */
export function bindBedrockModel(fn: lambda.Function, model: { modelId: string; region: string }): void {
  fn.addEnvironment(bedrockEnvironmentVariables.modelId, model.modelId);
  fn.addEnvironment(bedrockEnvironmentVariables.region, model.region);
  const stack = Stack.of(fn);
  if (!isInferenceProfile(model.modelId)) {
    fn.addToRolePolicy(
      new iam.PolicyStatement({
        actions: bedrockInvokeActions,
        resources: [`arn:${stack.partition}:bedrock:${model.region}::foundation-model/${model.modelId}`],
      }),
    );
    return;
  }
  const profileArn = `arn:${stack.partition}:bedrock:${model.region}:${stack.account}:inference-profile/${model.modelId}`;
  const foundationModelId = model.modelId.replace(inferenceProfilePrefix, '');
  const anyRegionModel = (partition: string) => `arn:${partition}:bedrock:*::foundation-model/${foundationModelId}`;
  fn.addToRolePolicy(new iam.PolicyStatement({ actions: bedrockInvokeActions, resources: [profileArn] }));
  fn.addToRolePolicy(
    new iam.PolicyStatement({
      actions: bedrockInvokeActions,
      resources: [anyRegionModel(stack.partition)],
      conditions: { StringEquals: { 'bedrock:InferenceProfileArn': profileArn } },
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
