import { describe, expect, it } from 'vitest';
import { isSampleRate } from '@ferrum/shared';
import {
  checkStageConfig,
  groundingThresholdRange,
  resolveStage,
  stageEnvironment,
  stageNames,
  stages,
  type GroundingConfig,
} from '../lib/stages.ts';

describe('stage selection', () => {
  it('picks a known stage by name', () => {
    expect(resolveStage('prod')).toEqual({ name: 'prod', config: stages.prod });
  });

  it('fails on an unknown stage, listing the known ones', () => {
    expect(() => resolveStage('staging')).toThrow('Unknown stage "staging". Known stages: dev, prod.');
  });

  it('fails without a stage, saying how to pick one', () => {
    expect(() => resolveStage(undefined)).toThrow(
      'No stage given. Pick one with -c stage=<name>; known stages: dev, prod.',
    );
  });

  it('has dev and prod, and only prod keeps data', () => {
    expect(stageNames).toEqual(expect.arrayContaining(['dev', 'prod']));
    expect(stages.prod.retainData).toBe(true);
    expect(stages.dev.retainData).toBe(false);
  });

  it('lets search engines index production only', () => {
    expect(stages.prod.indexable).toBe(true);
    for (const name of stageNames.filter((stage) => stage !== 'prod')) expect(stages[name].indexable).toBe(false);
  });

  it('keeps chat tighter than the rest of the API', () => {
    for (const name of stageNames) {
      const { waf, throttling } = stages[name];
      expect(waf.chatRequestsPer5Minutes).toBeLessThan(waf.apiRequestsPer5Minutes);
      expect(throttling.chatRateLimit).toBeLessThan(throttling.rateLimit);
    }
  });

  it("counts visitors again at the API's own web ACL, above the edge's limit so the edge answers first", () => {
    for (const name of stageNames) {
      const { waf } = stages[name];
      expect(waf.originRequestsPer5Minutes).toBeGreaterThan(waf.apiRequestsPer5Minutes);
      // WAF's smallest rate-based limit.
      expect(waf.originRequestsPer5Minutes).toBeGreaterThanOrEqual(10);
    }
  });

  it('samples real visitors’ vitals at a share from 0 to 1: every page view on dev, a quarter on prod', () => {
    for (const name of stageNames) expect(isSampleRate(stages[name].vitals.sampleRate), name).toBe(true);
    expect(stages.dev.vitals.sampleRate).toBe(1);
    expect(stages.prod.vitals.sampleRate).toBe(0.25);
  });

  it('gives staff 5 notices per form in each 15-minute window on every stage, and refuses a setting below 1', () => {
    for (const name of stageNames) expect(stages[name].notices).toEqual({ windowMinutes: 15, perWindow: 5 });
    expect(() => checkStageConfig('dev', { ...stages.dev, notices: { windowMinutes: 0.5, perWindow: 0 } })).toThrow(
      'Stage "dev" in infra/lib/stages.ts: notices.windowMinutes must be a whole number from 1, not 0.5; notices.perWindow must be a whole number from 1, not 0.',
    );
  });

  it('rotates the origin secret within what Secrets Manager allows', () => {
    for (const name of stageNames) {
      const { rotationDays } = stages[name].frontDoor;
      expect(Number.isInteger(rotationDays)).toBe(true);
      expect(rotationDays).toBeGreaterThanOrEqual(1);
      expect(rotationDays).toBeLessThanOrEqual(1000);
    }
  });
});

describe('contextual grounding, a stage setting', () => {
  const withGrounding = (grounding: Partial<GroundingConfig>) => ({
    ...stages.dev,
    guardrail: { grounding: { ...stages.dev.guardrail.grounding, ...grounding } },
  });

  it('is on in dev to measure it and off in prod, where AWS does not support it for a chat (decision 024)', () => {
    expect(stages.dev.guardrail.grounding.enabled).toBe(true);
    expect(stages.prod.guardrail.grounding.enabled).toBe(false);
  });

  it('keeps every stage within the thresholds Bedrock accepts, so each resolves', () => {
    expect(groundingThresholdRange).toEqual({ min: 0, max: 0.99 });
    for (const name of stageNames) expect(() => resolveStage(name), name).not.toThrow();
  });

  it.each([0, 0.5, 0.99])('accepts a threshold of %s', (threshold) => {
    expect(() => checkStageConfig('dev', withGrounding({ grounding: threshold, relevance: threshold }))).not.toThrow();
  });

  it.each([
    [{ grounding: 1 }, 'guardrail.grounding.grounding must be from 0 to 0.99, not 1'],
    [{ relevance: -0.1 }, 'guardrail.grounding.relevance must be from 0 to 0.99, not -0.1'],
    [{ grounding: Number.NaN }, 'guardrail.grounding.grounding must be from 0 to 0.99, not NaN'],
  ])('refuses %j, naming the setting and the range', (grounding, message) => {
    expect(() => checkStageConfig('dev', withGrounding(grounding))).toThrow(
      `Stage "dev" in infra/lib/stages.ts: ${message}.`,
    );
  });

  it('refuses thresholds out of range even with the check off, so turning it on is one word', () => {
    expect(() => checkStageConfig('prod', withGrounding({ enabled: false, grounding: 0.75, relevance: 2 }))).toThrow(
      'guardrail.grounding.relevance must be from 0 to 0.99, not 2',
    );
  });

  it('names every bad threshold at once', () => {
    expect(() => checkStageConfig('dev', withGrounding({ grounding: 1.5, relevance: 1.5 }))).toThrow(
      /grounding\.grounding .*not 1\.5; guardrail\.grounding\.relevance .*not 1\.5\.$/,
    );
  });
});

describe('stage environment', () => {
  it('takes account and region from the CLI environment', () => {
    expect(
      stageEnvironment(stages.dev, { CDK_DEFAULT_ACCOUNT: '123456789012', CDK_DEFAULT_REGION: 'eu-west-1' }),
    ).toMatchObject({
      account: '123456789012',
      region: 'eu-west-1',
    });
  });

  it('falls back to us-east-1 with no region anywhere, and leaves the account to CloudFormation', () => {
    expect(stageEnvironment({ ...stages.dev, bedrock: { modelId: 'm' } }, {})).toEqual({
      account: undefined,
      region: 'us-east-1',
      bedrockRegion: 'us-east-1',
    });
  });

  it('lets a stage pin its region over the CLI one', () => {
    expect(
      stageEnvironment({ ...stages.dev, region: 'eu-central-1' }, { CDK_DEFAULT_REGION: 'us-west-2' }).region,
    ).toBe('eu-central-1');
  });
});
