/**
 * The chat's Bedrock guardrail and its pinned version (decision 021). It checks
 * the visitor's newest message (prompt attacks at high strength, harmful
 * content, the denied topics, card numbers and secrets) and every answer (harmful
 * content, the denied topics, secrets, and grounding in the site's content and
 * relevance to the question). E-mail addresses, phone numbers, names and
 * addresses are never filtered: the company's own are in the answers. The
 * version is published from a hash of the configuration, so a change to a policy
 * makes a new version, which the function is then pinned to.
 */
import { createHash } from 'node:crypto';
import * as bedrock from 'aws-cdk-lib/aws-bedrock';
import { Construct } from 'constructs';
import { deniedTopics, groundingThresholds, guardrailMarkers } from '@ferrum/lambdas/tooling';

export interface ChatGuardrailProps {
  /** Stage name, for the guardrail's name. */
  readonly stage: string;
}

/** Card numbers, bank accounts, passwords and keys: nothing a visitor should type here, nor an answer hold. */
const blockedPersonalData = [
  'CREDIT_DEBIT_CARD_NUMBER',
  'CREDIT_DEBIT_CARD_CVV',
  'CREDIT_DEBIT_CARD_EXPIRY',
  'US_SOCIAL_SECURITY_NUMBER',
  'US_BANK_ACCOUNT_NUMBER',
  'INTERNATIONAL_BANK_ACCOUNT_NUMBER',
  'PASSWORD',
  'PIN',
  'AWS_ACCESS_KEY',
  'AWS_SECRET_KEY',
] as const;

/** Content filters: strength on the visitor's input and on answers (prompt attacks are judged on input only). */
const contentFilters = [
  { type: 'PROMPT_ATTACK', inputStrength: 'HIGH', outputStrength: 'NONE' },
  { type: 'HATE', inputStrength: 'HIGH', outputStrength: 'HIGH' },
  { type: 'INSULTS', inputStrength: 'HIGH', outputStrength: 'HIGH' },
  { type: 'SEXUAL', inputStrength: 'HIGH', outputStrength: 'HIGH' },
  // Medium: engineers discuss attacks, malware and incidents; the denied topic stops attack instructions.
  { type: 'VIOLENCE', inputStrength: 'MEDIUM', outputStrength: 'MEDIUM' },
  { type: 'MISCONDUCT', inputStrength: 'MEDIUM', outputStrength: 'MEDIUM' },
] as const;

/** The guardrail's policies, as CloudFormation takes them. */
export function chatGuardrailPolicies(): Omit<bedrock.CfnGuardrailProps, 'name' | 'description'> {
  return {
    blockedInputMessaging: guardrailMarkers.input,
    blockedOutputsMessaging: guardrailMarkers.output,
    contentPolicyConfig: { filtersConfig: contentFilters.map((filter) => ({ ...filter })) },
    topicPolicyConfig: {
      topicsConfig: Object.values(deniedTopics).map((topic) => ({
        name: topic.name,
        definition: topic.definition,
        examples: [...topic.examples],
        type: 'DENY',
      })),
    },
    sensitiveInformationPolicyConfig: {
      piiEntitiesConfig: blockedPersonalData.map((type) => ({ type, action: 'BLOCK' })),
    },
    contextualGroundingPolicyConfig: {
      filtersConfig: [
        { type: 'GROUNDING', threshold: groundingThresholds.grounding },
        { type: 'RELEVANCE', threshold: groundingThresholds.relevance },
      ],
    },
  };
}

/** The stage's guardrail, and the published version the chat function is pinned to. */
export class ChatGuardrail extends Construct {
  readonly guardrail: bedrock.CfnGuardrail;
  readonly version: bedrock.CfnGuardrailVersion;

  constructor(scope: Construct, id: string, props: ChatGuardrailProps) {
    super(scope, id);
    const policies = chatGuardrailPolicies();
    this.guardrail = new bedrock.CfnGuardrail(this, 'Guardrail', {
      name: `${props.stage}-ferrum-assistant`,
      description: `The ${props.stage} Ferrum Assistant's guardrail: prompt attacks, harmful content, prices, legal advice, attack instructions, secrets, grounding.`,
      ...policies,
    });
    // A new version whenever a policy changes: the description carries the configuration's hash.
    const configuration = createHash('sha256').update(JSON.stringify(policies)).digest('hex').slice(0, 16);
    this.version = new bedrock.CfnGuardrailVersion(this, 'Version', {
      guardrailIdentifier: this.guardrail.attrGuardrailId,
      description: `Configuration ${configuration}`,
    });
  }
}
