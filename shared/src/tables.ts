/**
 * The DynamoDB tables: names per stage and key design, read by the CDK app, the
 * local store and the Lambdas. Attribute names follow SPEC.md §3 (snake_case).
 */

export const tableKeys = {
  /** One item per address: the key is the normalised e-mail, so a second subscription fails its conditional put. */
  newsletter: { suffix: 'newsletter-subscriptions', partitionKey: 'email' },
  /** One item per message; `id` is the client's idempotency key, so a retried request cannot store it twice. */
  contact: { suffix: 'contact-submissions', partitionKey: 'id' },
  /** One item per application; `id` is the client's idempotency key. */
  jobApplications: { suffix: 'job-applications', partitionKey: 'id' },
} as const;

export type TableId = keyof typeof tableKeys;

export const tableIds = Object.keys(tableKeys) as TableId[];

/** `<stage>-newsletter-subscriptions` and so on (DECISIONS.md). */
export function tableName(stage: string, table: TableId): string {
  return `${stage}-${tableKeys[table].suffix}`;
}

/** The environment variable through which a Lambda learns each table's name. */
export const tableEnvironmentVariables = {
  newsletter: 'NEWSLETTER_TABLE',
  contact: 'CONTACT_TABLE',
  jobApplications: 'JOB_APPLICATIONS_TABLE',
} as const satisfies Record<TableId, string>;

/**
 * The CreateTable input for a table (plain data, no SDK import): the local store
 * and the Lambda tests create tables with it; the CDK app mirrors the same keys.
 */
export function createTableInput(stage: string, table: TableId) {
  const key = tableKeys[table].partitionKey;
  return {
    TableName: tableName(stage, table),
    KeySchema: [{ AttributeName: key, KeyType: 'HASH' as const }],
    AttributeDefinitions: [{ AttributeName: key, AttributeType: 'S' as const }],
    BillingMode: 'PAY_PER_REQUEST' as const,
  };
}
