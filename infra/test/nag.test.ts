import { describe, expect, it } from 'vitest';
import { Validations, type App } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';
import { AwsSolutionsChecks, ServerlessChecks } from 'cdk-nag';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { addFerrumStage } from '../lib/ferrum-stage.ts';
import { addNagChecks } from '../lib/nag.ts';
import { stages } from '../lib/stages.ts';
import { deployTimeEnvironment, siteFixture, synthStage, testApp } from './support.ts';

/** Every unacknowledged nag finding (errors and warnings) in the app, as `rule at path`. */
function findings(app: App): string[] {
  return [new AwsSolutionsChecks(app), new ServerlessChecks(app)].flatMap((pack) =>
    pack
      .validateScope(app)
      .violations.flatMap((violation) =>
        violation.violatingResources.map((resource) => `${violation.ruleName} at ${resource.constructPath}`),
      ),
  );
}

/** Every acknowledgement recorded in the tree, with its reason. */
function acknowledgements(root: IConstruct): { id: string; reason: string; path: string }[] {
  return root.node.findAll().flatMap((construct) =>
    construct.node.metadata
      .filter((entry) => entry.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)
      .flatMap((entry) =>
        Object.entries(entry.data as Record<string, string>).map(([id, reason]) => ({
          id,
          reason,
          path: construct.node.path,
        })),
      ),
  );
}

const cases = {
  'dev, offline (no account, us-east-1)': () => synthStage('dev'),
  'prod, offline': () => synthStage('prod'),
  'prod at deploy time (account known, backend in eu-west-1)': () =>
    synthStage('prod', { environment: deployTimeEnvironment }),
  'dev with a custom domain and alarm e-mail': () =>
    synthStage('dev', {
      config: {
        alarmEmail: 'ops@ferrumshield.example',
        domain: {
          names: ['www.ferrumshield.example'],
          certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc',
          hostedZone: { id: 'Z0123456789', name: 'ferrumshield.example' },
        },
      },
    }),
};

describe('cdk-nag AwsSolutions and Serverless checks', () => {
  for (const [name, synth] of Object.entries(cases)) {
    it(`find nothing unacknowledged: ${name}`, () => {
      expect(findings(synth().app)).toEqual([]);
    });
  }

  it('every acknowledgement carries a one-line reason', () => {
    const all = acknowledgements(synthStage('prod').app);
    expect(all.length).toBeGreaterThan(0);
    for (const { id, reason, path } of all) {
      expect(reason.trim().length, `${id} at ${path}`).toBeGreaterThan(20);
      expect(reason, `${id} at ${path}`).not.toContain('\n');
    }
  });

  it('the CloudFront default certificate (TLSv1) is acknowledged only where a stage has no domain', () => {
    const withDomain = synthStage('dev', {
      config: {
        domain: {
          names: ['www.ferrumshield.example'],
          certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc',
        },
      },
    });
    expect(acknowledgements(withDomain.app).some(({ id }) => id.endsWith('AwsSolutions-CFR4'))).toBe(false);
    expect(acknowledgements(synthStage('dev').app).some(({ id }) => id.endsWith('AwsSolutions-CFR4'))).toBe(true);
  });
});

describe('synth as the CLI runs it', () => {
  it('passes with the cdk-nag packs registered as plugins (a finding would fail the synth)', () => {
    expect(() => synthStage('prod', { plugins: true })).not.toThrow();
  });

  it('fails the synth on an unacknowledged finding', () => {
    const app = testApp();
    const { edge } = addFerrumStage(app, 'dev', stages.dev, { siteSource: siteFixture(), environment: {} });
    new s3.Bucket(edge, 'UnloggedBucket');
    addNagChecks(app);
    expect(() => app.synth()).toThrow(/AwsSolutions-S1/);
  });
});
