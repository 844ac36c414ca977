/**
 * The chat's Bedrock guardrail and its pinned version (decision 021). It checks
 * the visitor's newest message (prompt attacks at high strength, harmful
 * content, the denied topics, card numbers and secrets) and every answer (harmful
 * content, the denied topics, secrets and, where the stage turns it on, grounding
 * in the site's content and relevance to the question: decision 024). E-mail
 * addresses, phone numbers, names and addresses are never filtered: the
 * company's own are in the answers. The version is published from a hash of the
 * configuration, so a change to a policy makes a new version; the backend carries
 * the same hash, so the change reaches the function in the same deploy.
 */
import { createHash } from 'node:crypto';
import { CfnDeletionPolicy, Token, Validations } from 'aws-cdk-lib';
import * as bedrock from 'aws-cdk-lib/aws-bedrock';
import { Construct } from 'constructs';
import { deniedTopics, guardrailMarkers } from '@ferrum/lambdas/tooling';
import type { GroundingConfig } from './stages.ts';

export interface ChatGuardrailProps {
  /** Stage name, for the guardrail's name. */
  readonly stage: string;
  /** The stage's contextual grounding check (`guardrail.grounding` in infra/lib/stages.ts). */
  readonly grounding: GroundingConfig;
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

/** The guardrail's policies, as CloudFormation takes them; no grounding policy when the check is off. */
export function chatGuardrailPolicies(
  grounding: GroundingConfig,
): Omit<bedrock.CfnGuardrailProps, 'name' | 'description'> {
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
    ...(grounding.enabled
      ? {
          contextualGroundingPolicyConfig: {
            filtersConfig: [
              { type: 'GROUNDING', threshold: grounding.grounding },
              { type: 'RELEVANCE', threshold: grounding.relevance },
            ],
          },
        }
      : {}),
  };
}

/** The stage's guardrail, and the published version the chat function is pinned to. */
export class ChatGuardrail extends Construct {
  readonly guardrail: bedrock.CfnGuardrail;
  readonly version: bedrock.CfnGuardrailVersion;
  /**
   * A hash of the configuration: the version's description, and a plain string the
   * backend carries so that its template changes with the guardrail (decision 024).
   */
  readonly configuration: string;
  /** Whether the guardrail checks contextual grounding. */
  readonly grounding: boolean;

  constructor(scope: Construct, id: string, props: ChatGuardrailProps) {
    super(scope, id);
    const policies = chatGuardrailPolicies(props.grounding);
    this.grounding = props.grounding.enabled;
    this.guardrail = new bedrock.CfnGuardrail(this, 'Guardrail', {
      name: `${props.stage}-ferrum-assistant`,
      description: `The ${props.stage} Ferrum Assistant's guardrail: prompt attacks, harmful content, prices, legal advice, attack instructions, secrets${this.grounding ? ', grounding' : ''}.`,
      ...policies,
    });
    const serialized = JSON.stringify(policies);
    // A token would hash its placeholder, not the value CloudFormation gets.
    if (Token.isUnresolved(serialized))
      throw new Error('The guardrail configuration must be plain values to be hashed.');
    this.configuration = createHash('sha256').update(serialized).digest('hex').slice(0, 16);
    // A new version whenever a policy changes: the description carries the configuration's hash.
    this.version = new bedrock.CfnGuardrailVersion(this, 'Version', {
      guardrailIdentifier: this.guardrail.attrGuardrailId,
      description: `Configuration ${this.configuration}`,
    });
    // A change replaces the version. The old one must outlive this stack's update: the function
    // calls it until the backend deploys, and again if the backend rolls back (decision 024).
    // Deleting the stack deletes the guardrail and every version with it.
    this.version.cfnOptions.updateReplacePolicy = CfnDeletionPolicy.RETAIN;
    Validations.of(this.version).acknowledge({
      id: 'CloudFormation-Validate::W3011',
      reason:
        'Only a replaced version is kept, for the function still on it; deleting the stack deletes the guardrail and every version.',
    });
  }
}
