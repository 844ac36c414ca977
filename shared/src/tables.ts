/**
 * The DynamoDB tables: names per stage, key design and indexes, read by the CDK
 * app, the local store and the Lambdas. Attribute names follow docs/product.md#stored-items
 * (snake_case). Every key attribute, in a table or an index, is a string.
 */
import { unsubscribeTokenAttribute, unsubscribeTokenIndexName } from './newsletter-unsubscribe.ts';

/**
 * A global secondary index as plain data: the local store and the CDK app both
 * create it from this, so the console query that works on AWS works locally.
 */
export interface TableIndex {
  /** Named for the question it answers. */
  readonly name: string;
  readonly partitionKey: string;
  /**
   * The index's sort key.
   * @default none: one item per partition key value (a lookup index)
   */
  readonly sortKey?: string;
  /**
   * Attributes copied into the index besides its keys and the table's key
   * (INCLUDE), the whole item (ALL), or the keys only (KEYS_ONLY).
   */
  readonly projection: 'ALL' | 'KEYS_ONLY' | readonly string[];
}

/** Contact messages and job applications by review status, oldest to newest within a status (query it newest first). */
export const statusIndexName = 'by-status-and-time';

/** Newsletter subscriptions by list, oldest to newest (query it newest first). */
export const newsletterIndexName = 'by-list-and-time';

/**
 * The value of every subscription's `list` attribute: the index's partition.
 * One constant partition is fine at a newsletter's write rate (far below
 * DynamoDB's 1,000 writes per second per partition).
 */
export const newsletterList = 'newsletter';

/**
 * A status index whose result list in the console shows `attributes` beside the
 * keys: enough to triage, without copying message bodies, phone numbers or cover
 * letters into it (open the item for those).
 */
function statusIndex(attributes: readonly string[]): TableIndex {
  return { name: statusIndexName, partitionKey: 'status', sortKey: 'submitted_at', projection: attributes };
}

/**
 * Subscriptions by unsubscribe token. Sparse: only items with a token are in it.
 * Its keys (token and address) are all the unsubscribe link needs.
 */
const unsubscribeTokenIndex: TableIndex = {
  name: unsubscribeTokenIndexName,
  partitionKey: unsubscribeTokenAttribute,
  projection: 'KEYS_ONLY',
};

export const tableKeys = {
  /** One item per address: the key is the normalised e-mail, so a second subscription fails its conditional put. */
  newsletter: {
    suffix: 'newsletter-subscriptions',
    partitionKey: 'email',
    indexes: [
      // A subscription is five short attributes: the index holds all of them.
      { name: newsletterIndexName, partitionKey: 'list', sortKey: 'subscribed_at', projection: 'ALL' },
      unsubscribeTokenIndex,
    ],
  },
  /** One item per message; `id` is the client's idempotency key, so a retried request cannot store it twice. */
  contact: {
    suffix: 'contact-submissions',
    partitionKey: 'id',
    indexes: [statusIndex(['first_name', 'last_name', 'company', 'subject', 'email'])],
  },
  /** One item per application; `id` is the client's idempotency key. */
  jobApplications: {
    suffix: 'job-applications',
    partitionKey: 'id',
    indexes: [statusIndex(['job_title', 'job_id', 'full_name', 'email'])],
  },
} as const satisfies Record<string, { suffix: string; partitionKey: string; indexes: readonly TableIndex[] }>;

export type TableId = keyof typeof tableKeys;

export const tableIds = Object.keys(tableKeys) as TableId[];

/** Tables whose new items notify staff (through a DynamoDB stream on AWS). */
export const notifyingTables = ['contact', 'jobApplications'] as const satisfies readonly TableId[];

export type NotifyingTable = (typeof notifyingTables)[number];

/** `<stage>-newsletter-subscriptions` and so on (docs/product.md#stored-items). */
export function tableName(stage: string, table: TableId): string {
  return `${stage}-${tableKeys[table].suffix}`;
}

/** The stage and table a table name stands for, or undefined for a name that is not one of ours. */
export function parseTableName(name: string): { stage: string; table: TableId } | undefined {
  for (const table of tableIds) {
    const suffix = `-${tableKeys[table].suffix}`;
    if (name.endsWith(suffix) && name.length > suffix.length) {
      return { stage: name.slice(0, -suffix.length), table };
    }
  }
  return undefined;
}

/** The environment variable through which a Lambda learns each table's name. */
export const tableEnvironmentVariables = {
  newsletter: 'NEWSLETTER_TABLE',
  contact: 'CONTACT_TABLE',
  jobApplications: 'JOB_APPLICATIONS_TABLE',
} as const satisfies Record<TableId, string>;

/** The key attributes of a table and its indexes, each once. */
function keyAttributes(table: TableId): string[] {
  const { partitionKey, indexes } = tableKeys[table];
  const indexKeys = (indexes as readonly TableIndex[]).flatMap((index) =>
    [index.partitionKey, index.sortKey ?? []].flat(),
  );
  return [...new Set([partitionKey, ...indexKeys])];
}

/**
 * The CreateTable input for a table (plain data, no SDK import): the local store
 * and the Lambda tests create tables with it; the CDK app builds the same keys
 * and indexes from `tableKeys`.
 */
export function createTableInput(stage: string, table: TableId) {
  const { partitionKey, indexes } = tableKeys[table];
  return {
    TableName: tableName(stage, table),
    KeySchema: [{ AttributeName: partitionKey, KeyType: 'HASH' as const }],
    AttributeDefinitions: keyAttributes(table).map((name) => ({ AttributeName: name, AttributeType: 'S' as const })),
    GlobalSecondaryIndexes: indexes.map((index: TableIndex) => ({
      IndexName: index.name,
      KeySchema: [
        { AttributeName: index.partitionKey, KeyType: 'HASH' as const },
        ...(index.sortKey ? [{ AttributeName: index.sortKey, KeyType: 'RANGE' as const }] : []),
      ],
      Projection:
        index.projection === 'ALL' || index.projection === 'KEYS_ONLY'
          ? { ProjectionType: index.projection }
          : { ProjectionType: 'INCLUDE' as const, NonKeyAttributes: [...index.projection] },
    })),
    BillingMode: 'PAY_PER_REQUEST' as const,
  };
}
