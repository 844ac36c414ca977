/**
 * The origin-secret rotation against a simulated account: the new value reaches
 * every edge while the old one is still accepted, the old one is refused
 * afterwards, every step can run again, and a rotation that cannot complete
 * leaves the old value current and the door working.
 */
import { CloudFrontClient, UpdateDistributionCommand } from '@aws-sdk/client-cloudfront';
import { PutSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { UpdateWebACLCommand, WAFV2Client } from '@aws-sdk/client-wafv2';
import type { SecretsManagerRotationEvent } from 'aws-lambda';
import 'aws-sdk-client-mock-vitest/extend';
import { originVerifyRuleName } from '@ferrum/shared';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cloudFrontApiDistributions } from '../src/origin-secret/api-distributions.ts';
import { wafOriginFirewall } from '../src/origin-secret/origin-firewall.ts';
import { httpOriginProbe } from '../src/origin-secret/origin-probe.ts';
import { createOriginSecretRotation, RotationError } from '../src/origin-secret/rotate-origin-secret.ts';
import { readRotationConfig } from '../src/origin-secret/rotation-config.ts';
import { secretsManagerVersions } from '../src/origin-secret/secret-versions.ts';
import { captureOutput } from './support/output.ts';
import {
  apiDomainName,
  apiStageName,
  initialValue,
  secretId,
  SimulatedFrontDoor,
  siteBucketDomain,
  webAcl,
} from './support/front-door.ts';

const aws = new SimulatedFrontDoor();
afterAll(() => aws.restore());
beforeEach(() => {
  aws.reset();
  process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
});

const token = 'rotation-1';
const steps = ['createSecret', 'setSecret', 'testSecret', 'finishSecret'] as const;

function rotation() {
  return createOriginSecretRotation({
    secrets: secretsManagerVersions(new SecretsManagerClient({ region: 'eu-west-1' })),
    firewall: wafOriginFirewall(new WAFV2Client({ region: 'eu-west-1' }), webAcl),
    distributions: cloudFrontApiDistributions(new CloudFrontClient({ region: 'us-east-1' }), apiDomainName),
    probe: httpOriginProbe({ apiDomainName, apiStageName }, aws.fetch),
    firewallWait: { attempts: 3, intervalMs: 0 },
    deploymentWait: { attempts: 5, intervalMs: 0 },
    sleep: async () => {},
  });
}

const event = (step: (typeof steps)[number]): SecretsManagerRotationEvent => ({
  Step: step,
  SecretId: secretId,
  ClientRequestToken: token,
});

/** Runs the given steps in order, as Secrets Manager does. */
async function run(handler: ReturnType<typeof rotation>, only: readonly (typeof steps)[number][] = steps) {
  for (const step of only) await handler(event(step));
}

describe('a rotation', () => {
  it('moves every distribution to a new value, never refusing a request through one, then refuses the old value', async () => {
    aws.startRotation(token);
    const handler = rotation();
    await run(handler, ['createSecret', 'setSecret']);
    const next = aws.valueAt('AWSPENDING')!;
    expect(next).toMatch(/^[A-Za-z0-9]{48}$/);
    // While edges still send the old value, both are accepted.
    expect(aws.accepted().sort()).toEqual([initialValue, next].sort());
    expect(aws.configuredValues('E1')).toEqual([next]);

    await run(handler, ['testSecret', 'finishSecret']);
    expect(aws.valueAt('AWSCURRENT')).toBe(next);
    expect(aws.valueAt('AWSPREVIOUS')).toBe(initialValue);
    expect(aws.accepted()).toEqual([next]);
    expect(aws.refusedThroughDistributions).toEqual([]);
    expect((await aws.fetch(`https://${apiDomainName}/${apiStageName}/api/health`)).status).toBe(403);
  });

  it('leaves the site origin, other headers and the rest of the web ACL as they were', async () => {
    aws.startRotation(token);
    const aclBefore = structuredClone(aws.acl);
    await run(rotation());
    const origins = aws.distributions[0]!.config.Origins!.Items!;
    expect(origins.find((origin) => origin.DomainName === siteBucketDomain)).toEqual({
      Id: 'site',
      DomainName: siteBucketDomain,
      OriginPath: '',
    });
    expect(origins.find((origin) => origin.DomainName === apiDomainName)!.CustomHeaders!.Items).toContainEqual({
      HeaderName: 'x-other',
      HeaderValue: 'kept',
    });
    const { Rules: rulesAfter, ...aclAfter } = aws.acl;
    const { Rules: rulesBefore, ...aclUnchanged } = aclBefore;
    expect(aclAfter).toEqual(aclUnchanged);
    // The per-visitor rate limit comes through untouched.
    expect(rulesAfter![0]).toEqual(rulesBefore![0]);
    const ruleAfter = rulesAfter!.find((rule) => rule.Name === originVerifyRuleName);
    const ruleBefore = rulesBefore!.find((rule) => rule.Name === originVerifyRuleName);
    expect({ ...ruleAfter, Statement: undefined }).toEqual({ ...ruleBefore, Statement: undefined });
    expect(ruleAfter!.Statement!.ByteMatchStatement!.FieldToMatch).toEqual(
      ruleBefore!.Statement!.ByteMatchStatement!.FieldToMatch,
    );
  });

  it('can run each step again without a second value or a second distribution update', async () => {
    aws.startRotation(token);
    const handler = rotation();
    for (const step of steps) {
      await handler(event(step));
      await handler(event(step));
    }
    expect(aws.secretsMock).toHaveReceivedCommandTimes(PutSecretValueCommand, 1);
    expect(aws.cloudFrontMock).toHaveReceivedCommandTimes(UpdateDistributionCommand, 1);
    expect(aws.accepted()).toEqual([aws.valueAt('AWSCURRENT')]);
  });

  it('moves every distribution in front of the API, and one being deployed is waited for', async () => {
    aws.distributions.push(aws.distribution('E2', 'd222.cloudfront.net'));
    aws.deploymentPolls = 4;
    aws.startRotation(token);
    await run(rotation());
    const next = aws.valueAt('AWSCURRENT')!;
    expect(aws.configuredValues('E1')).toEqual([next]);
    expect(aws.configuredValues('E2')).toEqual([next]);
    expect(aws.distributions.map(({ edgeValue }) => edgeValue)).toEqual([next, next]);
  });

  it('keeps the old value accepted when a deploy put it back on a distribution mid-rotation', async () => {
    aws.startRotation(token);
    const handler = rotation();
    await run(handler, ['createSecret', 'setSecret', 'testSecret']);
    aws.redeployDistributions(initialValue);
    await handler(event('finishSecret'));
    expect(aws.accepted().sort()).toEqual([initialValue, aws.valueAt('AWSCURRENT')!].sort());
    expect(aws.refusedThroughDistributions).toEqual([]);
  });

  it('runs before the site exists (first deploy): only the web ACL and the secret change', async () => {
    aws.distributions = [];
    aws.startRotation(token);
    await run(rotation());
    expect(aws.accepted()).toEqual([aws.valueAt('AWSCURRENT')]);
  });

  it("passes Secrets Manager's check of a new schedule (testSecret alone, no new value) without touching anything", async () => {
    // At stack creation: the site does not exist yet and the web ACL is not in force.
    aws.distributions = [];
    aws.wafAssociated = false;
    aws.startRotation(token);
    await rotation()(event('testSecret'));
    expect(aws.wafMock).not.toHaveReceivedCommand(UpdateWebACLCommand);
    expect(aws.cloudFrontMock).not.toHaveReceivedCommand(UpdateDistributionCommand);
    expect(aws.valueAt('AWSCURRENT')).toBe(initialValue);
  });

  it('never logs a value', async () => {
    aws.startRotation(token);
    process.env.POWERTOOLS_LOG_LEVEL = 'DEBUG';
    try {
      const { text } = await captureOutput(() => run(rotation()));
      expect(text).toContain('Origin secret rotated');
      expect(text).not.toContain(initialValue);
      expect(text).not.toContain(aws.valueAt('AWSCURRENT')!);
    } finally {
      process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
    }
  });
});

describe('a rotation that cannot complete', () => {
  it('stops before touching any distribution when the API never accepts the new value', async () => {
    aws.wafApplies = false;
    aws.startRotation(token);
    const handler = rotation();
    await handler(event('createSecret'));
    await expect(handler(event('setSecret'))).rejects.toThrow(/the API to accept the new value/);
    expect(aws.cloudFrontMock).not.toHaveReceivedCommand(UpdateDistributionCommand);
    expect(aws.valueAt('AWSCURRENT')).toBe(initialValue);
    expect(aws.refusedThroughDistributions).toEqual([]);
  });

  it('counts a probe that timed out as not yet, and names the timeout when it gives up', async () => {
    aws.failingRequests = 2;
    aws.startRotation(token);
    await run(rotation());
    expect(aws.valueAt('AWSCURRENT')).not.toBe(initialValue);

    aws.reset();
    aws.failingRequests = 100;
    aws.startRotation(token);
    const handler = rotation();
    await handler(event('createSecret'));
    await expect(handler(event('setSecret'))).rejects.toThrow(/after 3 attempts \(last attempt: .*timeout\)/);
  });

  it('fails its test when the API answers a request without the header', async () => {
    aws.wafAssociated = false;
    aws.startRotation(token);
    const handler = rotation();
    await run(handler, ['createSecret', 'setSecret']);
    await expect(handler(event('testSecret'))).rejects.toThrow(/without the origin header: the door is open/);
    expect(aws.valueAt('AWSCURRENT')).toBe(initialValue);
  });

  it('fails its test when a distribution does not finish deploying in time', async () => {
    aws.deploymentPolls = 100;
    aws.startRotation(token);
    const handler = rotation();
    await run(handler, ['createSecret', 'setSecret']);
    await expect(handler(event('testSecret'))).rejects.toThrow(/distribution E1 to deploy/);
  });

  it('refuses to run on a secret without rotation or on a version that is not pending', async () => {
    const handler = rotation();
    await expect(handler(event('createSecret'))).rejects.toThrow(RotationError);
    aws.versions.set(token, { value: 'x', stages: ['AWSPREVIOUS'] });
    await expect(handler(event('createSecret'))).rejects.toThrow(/not pending/);
    aws.rotationEnabled = false;
    aws.startRotation(token);
    await expect(handler(event('createSecret'))).rejects.toThrow(/not enabled/);
  });
});

describe('the rotation function', () => {
  it('rotates through its handler, with the configuration the CDK app sets', async () => {
    aws.deploymentPolls = 0;
    aws.startRotation(token);
    vi.resetModules();
    vi.stubGlobal('fetch', aws.fetch);
    const variables = {
      ORIGIN_WEB_ACL_NAME: webAcl.name,
      ORIGIN_WEB_ACL_ID: webAcl.id,
      API_DOMAIN_NAME: apiDomainName,
      API_STAGE_NAME: apiStageName,
      AWS_REGION: 'eu-west-1',
    };
    Object.assign(process.env, variables);
    try {
      const { handler } = await import('../src/handlers/origin-secret-rotation.ts');
      for (const step of steps) await handler(event(step));
      expect(aws.accepted()).toEqual([aws.valueAt('AWSCURRENT')]);
      expect(aws.valueAt('AWSCURRENT')).not.toBe(initialValue);
    } finally {
      vi.unstubAllGlobals();
      for (const name of Object.keys(variables)) delete process.env[name];
    }
  });

  it('refuses to start with an API host that is not execute-api', () => {
    expect(() =>
      readRotationConfig({
        ORIGIN_WEB_ACL_NAME: webAcl.name,
        ORIGIN_WEB_ACL_ID: webAcl.id,
        API_DOMAIN_NAME: 'example.com',
        API_STAGE_NAME: apiStageName,
      }),
    ).toThrow(/API_DOMAIN_NAME: an execute-api host name/);
  });
});
