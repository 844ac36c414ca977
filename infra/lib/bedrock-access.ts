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
 * model only, and only through that guardrail version (`bedrock:GuardrailIdentifier`,
 * on the statement a call names: the model, or the inference profile):
 * - a foundation model: its ARN in the configured region, with the guardrail;
 * - an inference profile: the profile, with the guardrail, plus its underlying
 *   foundation model in whichever region the profile routes to, only when called
 *   through that profile (`bedrock:InferenceProfileArn`). Not the guardrail there:
 *   AWS does not document that key on the routed call, and the profile's
 *   statement already demands it (decision 024);
 * - the guardrail: `bedrock:ApplyGuardrail` on it, as a call with a guardrail needs.
 *
 * The configuration hash is set as `GUARDRAIL_CONFIGURATION` and names the
 * guardrail statement (its Sid), so that the function and its policy, which read
 * the version through a weak reference, change and are read again whenever the
 * guardrail does (decision 024).
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
  fn.addEnvironment(chatEnvironmentVariables.guardrailConfiguration, guardrail.configuration);
  fn.addEnvironment(chatEnvironmentVariables.guardrailGrounding, guardrail.grounding ? 'on' : 'off');
  const stack = Stack.of(fn);
  // A call without exactly this guardrail version is refused by IAM, whatever the code does.
  const withGuardrail = {
    sid: guardrailStatementSid(guardrail.configuration),
    conditions: { StringEquals: { 'bedrock:GuardrailIdentifier': `${guardrail.arn}:${guardrail.version}` } },
  };
  fn.addToRolePolicy(new iam.PolicyStatement({ actions: ['bedrock:ApplyGuardrail'], resources: [guardrail.arn] }));
  if (!isInferenceProfile(model.modelId)) {
    fn.addToRolePolicy(
      new iam.PolicyStatement({
        actions: bedrockInvokeActions,
        resources: [`arn:${stack.partition}:bedrock:${model.region}::foundation-model/${model.modelId}`],
        ...withGuardrail,
      }),
    );
    return;
  }
  const profileArn = `arn:${stack.partition}:bedrock:${model.region}:${stack.account}:inference-profile/${model.modelId}`;
  const foundationModelId = model.modelId.replace(inferenceProfilePrefix, '');
  const anyRegionModel = (partition: string) => `arn:${partition}:bedrock:*::foundation-model/${foundationModelId}`;
  fn.addToRolePolicy(
    new iam.PolicyStatement({ actions: bedrockInvokeActions, resources: [profileArn], ...withGuardrail }),
  );
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

/** The Sid of the statement that demands the guardrail: it names the configuration the version was published from. */
export function guardrailStatementSid(configuration: string): string {
  return `InvokeWithGuardrail${configuration}`;
}
