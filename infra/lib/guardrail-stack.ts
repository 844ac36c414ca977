/**
 * A stage's Bedrock guardrail, in the region the chat calls Bedrock in (a
 * guardrail applies only to calls in its own region, which may differ from the
 * backend's). Deployed before the backend, which reads its id and version
 * through weak cross-stack references like every other value between stacks,
 * and carries the configuration's hash as a plain string, so that a guardrail
 * change changes the backend's template too (decision 024).
 */
import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { ChatGuardrail } from './chat-guardrail.ts';
import type { GroundingConfig } from './stages.ts';

/** The stack's outputs a person or the preflight (infra/scripts/preflight.ts) reads the guardrail by. */
export const guardrailOutputs = { id: 'GuardrailId', version: 'GuardrailVersion' } as const;

export interface GuardrailStackProps extends StackProps {
  /** Stage name. */
  readonly stage: string;
  /** The stage's contextual grounding check. */
  readonly grounding: GroundingConfig;
}

/** What the chat function needs of the guardrail. */
export interface GuardrailReference {
  /** The guardrail's id. */
  readonly id: string;
  /** Its ARN (the resource of `bedrock:ApplyGuardrail`). */
  readonly arn: string;
  /** The published version the chat is pinned to (a weak reference: CloudFormation does not follow its changes). */
  readonly version: string;
  /** The hash of the configuration that version was published from: a plain string, never a reference. */
  readonly configuration: string;
  /** Whether the guardrail checks contextual grounding (the chat then marks its grounding source). */
  readonly grounding: boolean;
}

export class GuardrailStack extends Stack {
  readonly chatGuardrail: ChatGuardrail;

  constructor(scope: Construct, id: string, props: GuardrailStackProps) {
    super(scope, id, props);
    this.chatGuardrail = new ChatGuardrail(this, 'ChatGuardrail', { stage: props.stage, grounding: props.grounding });
    const { guardrail, version } = this.chatGuardrail;
    new CfnOutput(this, guardrailOutputs.id, {
      description: "The chat's guardrail.",
      value: guardrail.attrGuardrailId,
    });
    new CfnOutput(this, guardrailOutputs.version, {
      description: 'The guardrail version the chat function is pinned to.',
      value: version.attrVersion,
    });
  }

  /** The guardrail, as the backend's chat function is configured with it. */
  get reference(): GuardrailReference {
    const { guardrail, version, configuration, grounding } = this.chatGuardrail;
    return {
      id: guardrail.attrGuardrailId,
      arn: guardrail.attrGuardrailArn,
      version: version.attrVersion,
      configuration,
      grounding,
    };
  }
}
