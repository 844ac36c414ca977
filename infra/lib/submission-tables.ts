/**
 * The three DynamoDB tables of DECISIONS.md, keyed as `@ferrum/shared` says,
 * and the one call that gives a function their names and exactly the access it needs.
 */
import { RemovalPolicy } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import { tableEnvironmentVariables, tableIds, tableKeys, tableName, type TableId } from '@ferrum/shared';

export interface SubmissionTablesProps {
  /** Stage name: the prefix of every table name. */
  readonly stage: string;
  /** Keep the tables (and their data) when the stack is deleted, and turn on deletion protection. */
  readonly retainData: boolean;
}

/** What a function may do with the tables. */
export interface TableAccess {
  /** Tables the function may PutItem into. */
  readonly writes: readonly TableId[];
  /** Tables the function may DescribeTable (health check). */
  readonly describes: readonly TableId[];
}

/** On-demand, encrypted tables with point-in-time recovery. */
export class SubmissionTables extends Construct {
  /** The tables by id. */
  readonly tables: Readonly<Record<TableId, dynamodb.Table>>;

  constructor(scope: Construct, id: string, props: SubmissionTablesProps) {
    super(scope, id);
    const tables = {} as Record<TableId, dynamodb.Table>;
    for (const table of tableIds) {
      tables[table] = new dynamodb.Table(this, table, {
        tableName: tableName(props.stage, table),
        partitionKey: { name: tableKeys[table].partitionKey, type: dynamodb.AttributeType.STRING },
        billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
        encryption: dynamodb.TableEncryption.AWS_MANAGED,
        pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
        deletionProtection: props.retainData,
        removalPolicy: props.retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
      });
    }
    this.tables = tables;
  }

  /**
   * Gives `fn` every table's name (the Lambda config requires all three) and
   * grants PutItem / DescribeTable on exactly the tables `access` lists.
   */
  bind(fn: lambda.Function, access: TableAccess): void {
    for (const table of tableIds) {
      fn.addEnvironment(tableEnvironmentVariables[table], this.tables[table].tableName);
    }
    for (const table of access.writes) this.tables[table].grant(fn, 'dynamodb:PutItem');
    for (const table of access.describes) this.tables[table].grant(fn, 'dynamodb:DescribeTable');
  }
}
