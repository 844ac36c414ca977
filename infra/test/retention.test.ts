/**
 * Retention as the privacy page states it, in the templates of every stage:
 * TTL on the contact and job tables (the shared expiry attribute), none on the
 * newsletter table, the backup window the page names, and TTL deletions kept
 * away from the staff notifier by the stream filter.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { backupRecoveryDays, expiringTables, expiryAttribute, notifyingTables, tableIds } from '@ferrum/shared';
import { stageNames } from '../lib/stages.ts';
import { backendLogicalId, resourcesOfType, synthEveryStage, type SynthesizedStage } from './support.ts';

let synthesized: Record<string, SynthesizedStage>;

beforeAll(() => {
  synthesized = synthEveryStage();
}, 120_000);

function tableProperties(stage: SynthesizedStage, table: (typeof tableIds)[number]) {
  const id = backendLogicalId(stage, stage.backend.tables.tables[table]);
  return stage.backendTemplate.toJSON().Resources[id].Properties;
}

describe.each(stageNames)('the %s stage', (stageName) => {
  it('deletes expired contact messages and job applications with TTL on the shared expiry attribute', () => {
    expect(expiringTables).toEqual(['contact', 'jobApplications']);
    for (const table of expiringTables) {
      expect(tableProperties(synthesized[stageName]!, table).TimeToLiveSpecification).toEqual({
        AttributeName: expiryAttribute,
        Enabled: true,
      });
    }
  });

  it('never expires newsletter subscriptions: the newsletter table has no TTL', () => {
    expect(tableProperties(synthesized[stageName]!, 'newsletter').TimeToLiveSpecification).toBeUndefined();
  });

  it('keeps point-in-time backups for the days the privacy page states, on every table', () => {
    for (const table of tableIds) {
      expect(tableProperties(synthesized[stageName]!, table).PointInTimeRecoverySpecification).toEqual({
        PointInTimeRecoveryEnabled: true,
        RecoveryPeriodInDays: backupRecoveryDays,
      });
    }
  });

  it('never hands a TTL deletion (a REMOVE) to the staff notifier: every stream filter requires an INSERT', () => {
    const mappings = Object.values(
      resourcesOfType(synthesized[stageName]!.backendTemplate, 'AWS::Lambda::EventSourceMapping'),
    );
    expect(mappings).toHaveLength(notifyingTables.length);
    for (const mapping of mappings) {
      const { Filters } = mapping.Properties.FilterCriteria as { Filters: { Pattern: string }[] };
      expect(Filters.length).toBeGreaterThan(0);
      // A record reaches the function when it matches any filter; each one must pin eventName to INSERT.
      for (const { Pattern } of Filters)
        expect((JSON.parse(Pattern) as { eventName?: unknown }).eventName).toEqual(['INSERT']);
    }
  });
});
