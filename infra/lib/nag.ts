/**
 * cdk-nag wiring: the packs every synth runs, and how a finding id spells a value.
 */
import { Stack, Token, Validations, type App } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';
import { AwsSolutionsChecks, ServerlessChecks } from 'cdk-nag';

/** Runs the AwsSolutions and Serverless packs on every synth; an unacknowledged error fails it. */
export function addNagChecks(app: App): void {
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app), new ServerlessChecks(app));
}

/**
 * The stack's partition and account as a finding id spells them: literals when
 * known, `<AWS::Partition>` / `<AWS::AccountId>` when they stay CloudFormation
 * references (offline synth has no account; a deploy does).
 */
export function nagEnvironment(scope: IConstruct): { partition: string; account: string } {
  const stack = Stack.of(scope);
  return {
    partition: Token.isUnresolved(stack.partition) ? '<AWS::Partition>' : stack.partition,
    account: Token.isUnresolved(stack.account) ? '<AWS::AccountId>' : stack.account,
  };
}
