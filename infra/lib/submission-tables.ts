/**
 * The three DynamoDB tables (docs/product.md#stored-items), keyed and indexed as `@ferrum/shared`
 * says, and the one call that gives a function their names and exactly the access
 * it needs. The tables whose new items notify staff have a stream of new images;
 * those whose items expire have TTL on the shared expiry attribute.
 */
import { RemovalPolicy } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import {
  backupRecoveryDays,
  expiryAttribute,
  isExpiringTable,
  notifyingTables,
  tableEnvironmentVariables,
  tableIds,
  tableKeys,
  tableName,
  type NotifyingTable,
  type TableId,
  type TableIndex,
} from '@ferrum/shared';

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
  /**
   * Indexes the function may Query, and tables it may DeleteItem from (the unsubscribe link).
   * @default none
   */
  readonly unsubscribes?: { readonly table: TableId; readonly index: string };
}

/** The CDK form of a shared index definition (every key attribute is a string). */
function globalSecondaryIndex(index: TableIndex): dynamodb.GlobalSecondaryIndexProps {
  const keys = {
    indexName: index.name,
    partitionKey: { name: index.partitionKey, type: dynamodb.AttributeType.STRING },
    ...(index.sortKey ? { sortKey: { name: index.sortKey, type: dynamodb.AttributeType.STRING } } : {}),
  };
  if (index.projection === 'ALL') return { ...keys, projectionType: dynamodb.ProjectionType.ALL };
  if (index.projection === 'KEYS_ONLY') return { ...keys, projectionType: dynamodb.ProjectionType.KEYS_ONLY };
  return { ...keys, projectionType: dynamodb.ProjectionType.INCLUDE, nonKeyAttributes: [...index.projection] };
}

function isNotifying(table: TableId): table is NotifyingTable {
  return (notifyingTables as readonly TableId[]).includes(table);
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
        // The window the privacy page states for deleted items lingering in backups.
        pointInTimeRecoverySpecification: {
          pointInTimeRecoveryEnabled: true,
          recoveryPeriodInDays: backupRecoveryDays,
        },
        deletionProtection: props.retainData,
        removalPolicy: props.retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
        // New images only: the notifier reads what was stored, never what it replaced.
        ...(isNotifying(table) ? { stream: dynamodb.StreamViewType.NEW_IMAGE } : {}),
        // Retention as the privacy page states it (shared/src/retention.ts); subscriptions never expire.
        ...(isExpiringTable(table) ? { timeToLiveAttribute: expiryAttribute } : {}),
      });
      for (const index of tableKeys[table].indexes) tables[table].addGlobalSecondaryIndex(globalSecondaryIndex(index));
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
    // On the table alone: Table.grant would add `<table>/index/*`; only the unsubscribe function reads one index.
    const allow = (action: string, table: TableId) =>
      iam.Grant.addToPrincipal({ grantee: fn, actions: [action], resourceArns: [this.tables[table].tableArn] });
    for (const table of access.writes) allow('dynamodb:PutItem', table);
    for (const table of access.describes) allow('dynamodb:DescribeTable', table);
    if (access.unsubscribes) {
      const { table, index } = access.unsubscribes;
      // Finds the address by token in the one index, then deletes that item (conditional on the token).
      iam.Grant.addToPrincipal({
        grantee: fn,
        actions: ['dynamodb:Query'],
        resourceArns: [`${this.tables[table].tableArn}/index/${index}`],
      });
      allow('dynamodb:DeleteItem', table);
    }
  }
}
