import { describe, expect, it } from 'vitest';
import {
  createTableInput,
  newsletterIndexName,
  notifyingTables,
  parseTableName,
  statusIndexName,
  tableIds,
  tableName,
} from './tables.ts';
import { unsubscribeTokenAttribute, unsubscribeTokenIndexName } from './newsletter-unsubscribe.ts';

describe('table names', () => {
  it('carry the stage', () => {
    expect(tableName('prod', 'jobApplications')).toBe('prod-job-applications');
  });

  it('parse back into stage and table, stage names with hyphens included', () => {
    for (const table of tableIds)
      expect(parseTableName(tableName('eu-test', table))).toEqual({ stage: 'eu-test', table });
    expect(parseTableName('contact-submissions')).toBeUndefined();
    expect(parseTableName('dev-orders')).toBeUndefined();
  });
});

describe('createTableInput', () => {
  it('indexes contact messages and job applications by status, then time, with triage columns but no bodies', () => {
    for (const table of notifyingTables) {
      const input = createTableInput('test', table);
      const [index] = input.GlobalSecondaryIndexes;
      expect(index).toMatchObject({
        IndexName: statusIndexName,
        KeySchema: [
          { AttributeName: 'status', KeyType: 'HASH' },
          { AttributeName: 'submitted_at', KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'INCLUDE' },
      });
      expect(index?.Projection.NonKeyAttributes).not.toEqual(
        expect.arrayContaining([expect.stringMatching(/^(message|phone|linkedin_url|cover_letter)$/)]),
      );
      expect(input.AttributeDefinitions).toEqual(
        expect.arrayContaining([
          { AttributeName: 'status', AttributeType: 'S' },
          { AttributeName: 'submitted_at', AttributeType: 'S' },
        ]),
      );
    }
    expect(
      createTableInput('test', 'jobApplications').GlobalSecondaryIndexes[0]?.Projection.NonKeyAttributes,
    ).toContain('job_title');
  });

  it('indexes newsletter subscriptions by list, then time, and by unsubscribe token (keys only)', () => {
    expect(createTableInput('test', 'newsletter').GlobalSecondaryIndexes).toEqual([
      {
        IndexName: newsletterIndexName,
        KeySchema: [
          { AttributeName: 'list', KeyType: 'HASH' },
          { AttributeName: 'subscribed_at', KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      },
      {
        IndexName: unsubscribeTokenIndexName,
        KeySchema: [{ AttributeName: unsubscribeTokenAttribute, KeyType: 'HASH' }],
        Projection: { ProjectionType: 'KEYS_ONLY' },
      },
    ]);
  });

  it('defines every key attribute once', () => {
    for (const table of tableIds) {
      const names = createTableInput('test', table).AttributeDefinitions.map((definition) => definition.AttributeName);
      expect(new Set(names).size).toBe(names.length);
    }
  });
});
