/**
 * The chat's spend counter (decision 021): one small table with an item per hour
 * that every chat function instance adds its answers' cost to, and the one call
 * that tells the chat function the table, the stage's hourly ceiling (the spend
 * alarm's) and its model's prices, and grants it exactly GetItem and UpdateItem.
 */
import { RemovalPolicy, Validations } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import { chatEnvironmentVariables } from '@ferrum/lambdas/tooling';
import { spendTable } from '@ferrum/lambdas/tooling';
import type { ModelPrices } from './bedrock-prices.ts';

export interface ChatSpendProps {
  /** Stage name: the table's prefix. */
  readonly stage: string;
}

/** `<stage>-chat-spend`. */
export function chatSpendTableName(stage: string): string {
  return `${stage}-chat-spend`;
}

export class ChatSpend extends Construct {
  readonly table: dynamodb.Table;

  constructor(scope: Construct, id: string, props: ChatSpendProps) {
    super(scope, id);
    this.table = new dynamodb.Table(this, 'Table', {
      tableName: chatSpendTableName(props.stage),
      partitionKey: { name: spendTable.key, type: dynamodb.AttributeType.STRING },
      billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
      encryption: dynamodb.TableEncryption.AWS_MANAGED,
      // A day after each hour ends its count is gone: nothing here to back up or keep.
      timeToLiveAttribute: spendTable.expiry,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    Validations.of(this.table).acknowledge({
      id: 'AwsSolutions-DDB3',
      reason:
        'Hourly spend counters that expire within a day: a point-in-time backup would restore nothing anyone needs.',
    });
  }

  /** Gives `fn` the table, the stage's hourly ceiling and the model's prices, and GetItem and UpdateItem on the table. */
  bind(fn: lambda.Function, ceiling: { readonly usdPerHour: number; readonly prices: ModelPrices }): void {
    fn.addEnvironment(chatEnvironmentVariables.spendTable, this.table.tableName);
    fn.addEnvironment(chatEnvironmentVariables.spendCeilingUsd, String(ceiling.usdPerHour));
    fn.addEnvironment(chatEnvironmentVariables.modelPrices, JSON.stringify(ceiling.prices));
    this.table.grant(fn, 'dynamodb:GetItem', 'dynamodb:UpdateItem');
  }
}
