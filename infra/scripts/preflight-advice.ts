/**
 * What to do about an AWS error the preflight meets (./preflight-checks.ts): one
 * sentence per common failure (credentials, model access, a missing guardrail or
 * model, throttling), so a failed check says how to fix it, not only what broke.
 * Bedrock's own wording is matched where its error names are too broad
 * (AccessDeniedException covers IAM, Marketplace and Anthropic's form alike).
 */

/** Where a Bedrock call went: what the advice names. */
export interface BedrockCallContext {
  readonly stage: string;
  readonly modelId: string;
  readonly region: string;
  /** The guardrail the call named, if any. */
  readonly guardrail?: { readonly id: string; readonly version: string };
}

/** The error's name and message, whatever was thrown. */
function described(error: unknown): { name: string; message: string } {
  if (error instanceof Error) return { name: error.name, message: error.message };
  return { name: typeof error, message: String(error) };
}

/**
 * Advice for credentials that are missing, expired or not valid; undefined when
 * `error` is about something else. STS says `ExpiredToken`, JSON services
 * `ExpiredTokenException`, an SSO profile a CredentialsProviderError saying "expired".
 */
export function credentialsAdvice(error: unknown): string | undefined {
  const { name, message } = described(error);
  if (/ExpiredToken|TokenRefreshRequired/.test(name) || (/Credentials|Token/.test(name) && /expired/i.test(message))) {
    return 'Your AWS credentials have expired: sign in again (`aws sso login`, or new keys) and rerun.';
  }
  if (name === 'CredentialsProviderError' || /could not load credentials/i.test(message)) {
    return 'No AWS credentials were found: sign in for the stage account (`aws configure sso`, then AWS_PROFILE=<profile>) and rerun.';
  }
  if (/InvalidClientTokenId|UnrecognizedClient|SignatureDoesNotMatch|InvalidSignature/.test(name)) {
    return 'AWS does not accept these credentials: check the profile or keys (AWS_PROFILE, AWS_ACCESS_KEY_ID) and rerun.';
  }
  return undefined;
}

/** Advice for a failed call to STS or CloudFormation that needed `action`. */
export function awsAdvice(error: unknown, action: string): string {
  const credentials = credentialsAdvice(error);
  if (credentials) return credentials;
  const { name, message } = described(error);
  if (/AccessDenied|not authorized/i.test(`${name} ${message}`)) {
    return `Your credentials may not call ${action}: use an administrator's, or allow it (${message}).`;
  }
  return `${name}: ${message}`;
}

/** Anthropic's first-time use form, as its errors word it ("use case details", "use-case form"). */
const useCaseForm = /use[ -]case|first[- ]time use/i;

/** A Marketplace subscription the first invocation could not make. */
const marketplace = /aws-marketplace|marketplace subscription/i;

/**
 * Advice for a failed Converse call: the Marketplace subscription a model gets on
 * its first invocation, Anthropic's first-time use form, IAM, a missing guardrail
 * or model, a wrong model id, throttling, expired credentials.
 */
export function bedrockAdvice(error: unknown, call: BedrockCallContext): string {
  const credentials = credentialsAdvice(error);
  if (credentials) return credentials;
  const { name, message } = described(error);
  const guardrailStack = `FerrumShield-${call.stage}-Guardrail`;
  const modelSetting = `bedrock.modelId and bedrock.region of stage ${call.stage} in infra/lib/stages.ts`;
  if (name === 'AccessDeniedException') {
    if (useCaseForm.test(message)) {
      return (
        "Anthropic models need their first-time use form, once per account (or once in the organization's " +
        'management account): an administrator submits it in the Bedrock console (open an Anthropic model from ' +
        'the model catalog, in the playground), then reruns this in 15 minutes.'
      );
    }
    if (marketplace.test(message)) {
      return (
        'The model is subscribed on its first invocation, which needs aws-marketplace:Subscribe and ' +
        'aws-marketplace:ViewSubscriptions (and a valid payment method on the account): rerun this with ' +
        "an administrator's credentials, never by granting them to the chat function's role. A subscription " +
        'just fixed can take up to 15 minutes; Anthropic models also need the first-time use form.'
      );
    }
    if (/ApplyGuardrail/.test(message)) {
      return `Your credentials may not apply the guardrail: allow bedrock:ApplyGuardrail on it, or use an administrator's (${message}).`;
    }
    if (/not authorized to perform/.test(message)) {
      return (
        `Your credentials may not invoke ${call.modelId}: allow bedrock:InvokeModel on the inference profile ` +
        `and on its foundation model in every region it routes to, or use an administrator's; an explicit deny ` +
        `in a service control policy overrides both (${message}).`
      );
    }
    return (
      `Access to ${call.modelId} is denied (${message}). An administrator invokes it first (Marketplace ` +
      "subscription) and submits Anthropic's first-time use form: see docs/deploying-to-aws.md#model-access."
    );
  }
  if (/guardrail/i.test(message) && /ResourceNotFound|ValidationException/.test(name)) {
    const named = call.guardrail ? ` ${call.guardrail.id} version ${call.guardrail.version}` : '';
    return (
      `The guardrail${named} is not in ${call.region} (${message}): deploy it again, ` +
      `\`npx cdk deploy ${guardrailStack} -c stage=${call.stage}\`, and rerun.`
    );
  }
  if (name === 'ResourceNotFoundException') {
    return `Bedrock has no ${call.modelId} in ${call.region} (${message}): check ${modelSetting}.`;
  }
  if (name === 'ValidationException') {
    if (/on-demand throughput|inference profile/i.test(message)) {
      return `${call.modelId} is called on demand only through an inference profile (a \`us.\`, \`eu.\` or \`global.\` id): change ${modelSetting}.`;
    }
    if (/end of its life|legacy/i.test(message)) {
      return `${call.modelId} is retired: pick another model in ${modelSetting} and add its prices to infra/lib/bedrock-prices.ts.`;
    }
    if (/model identifier|model id/i.test(message)) {
      return `Bedrock does not know the model id ${call.modelId} in ${call.region} (${message}): check ${modelSetting} (\`aws bedrock list-inference-profiles --region ${call.region}\` lists the ids).`;
    }
    return `Bedrock refused the request (${message}).`;
  }
  if (/Throttling|ServiceQuotaExceeded|TooManyRequests/.test(name)) {
    return (
      `Bedrock throttled the call: rerun in a minute. If it persists, the account's quotas for ${call.modelId} ` +
      `in ${call.region} (Service Quotas, Amazon Bedrock: tokens and requests per minute) may be too low; new accounts start low.`
    );
  }
  return `${name}: ${message}`;
}
