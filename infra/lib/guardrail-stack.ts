/**
 * A stage's Bedrock guardrail, in the region the chat calls Bedrock in (a
 * guardrail applies only to calls in its own region, which may differ from the
 * backend's). Deployed before the backend, which reads its id and version
 * through weak cross-stack references like every other value between stacks.
 */
import { Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { ChatGuardrail } from './chat-guardrail.ts';

export interface GuardrailStackProps extends StackProps {
  /** Stage name. */
  readonly stage: string;
}

/** What the chat function needs of the guardrail. */
export interface GuardrailReference {
  /** The guardrail's id. */
  readonly id: string;
  /** Its ARN (the resource of `bedrock:ApplyGuardrail`). */
  readonly arn: string;
  /** The published version the chat is pinned to. */
  readonly version: string;
}

export class GuardrailStack extends Stack {
  readonly chatGuardrail: ChatGuardrail;

  constructor(scope: Construct, id: string, props: GuardrailStackProps) {
    super(scope, id, props);
    this.chatGuardrail = new ChatGuardrail(this, 'ChatGuardrail', { stage: props.stage });
  }

  /** The guardrail, as the backend's chat function is configured with it. */
  get reference(): GuardrailReference {
    const { guardrail, version } = this.chatGuardrail;
    return { id: guardrail.attrGuardrailId, arn: guardrail.attrGuardrailArn, version: version.attrVersion };
  }
}
