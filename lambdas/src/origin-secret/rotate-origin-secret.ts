/**
 * Rotates the API's origin secret with an overlap (docs/decisions/016).
 * Secrets Manager calls the function once per step, each step safe to repeat:
 * - createSecret: a new random value, staged AWSPENDING;
 * - setSecret: the API's web ACL accepts the current and the new value; once
 *   the API lets the new one through, every distribution in front of it sends it;
 * - testSecret: each distribution has deployed it to every edge and reaches the
 *   API through it, and the API still refuses a request without a value (run
 *   alone on a version without a new value, the schedule's own check, it passes);
 * - finishSecret: the new value becomes AWSCURRENT; the web ACL drops the old
 *   one once every distribution sends the new one (else both stay accepted).
 * Values are never logged.
 */
import { Logger } from '@aws-lambda-powertools/logger';
import type { SecretsManagerRotationEvent } from 'aws-lambda';
import type { ApiDistributions } from './api-distributions.ts';
import type { OriginFirewall } from './origin-firewall.ts';
import type { OriginProbe } from './origin-probe.ts';
import type { SecretVersions } from './secret-versions.ts';

/** How often and how long a step waits for AWS to apply a change. */
export interface WaitBudget {
  readonly attempts: number;
  readonly intervalMs: number;
}

export interface OriginSecretRotationOptions {
  readonly secrets: SecretVersions;
  readonly firewall: OriginFirewall;
  readonly distributions: ApiDistributions;
  readonly probe: OriginProbe;
  /**
   * Waiting for the web ACL to let the new value through (WAF propagates in about a minute).
   * @default 18 attempts 10 s apart
   */
  readonly firewallWait?: WaitBudget;
  /**
   * Waiting for a distribution to deploy the new header to every edge (a few minutes).
   * @default 50 attempts 15 s apart, inside the function's 15-minute timeout
   */
  readonly deploymentWait?: WaitBudget;
  /** @default setTimeout */
  readonly sleep?: (ms: number) => Promise<void>;
  /** @default a Powertools logger for the service `ferrum-origin-secret` */
  readonly logger?: Logger;
}

/** The status with which the web ACL refuses a request. */
const refused = 403;

/** A rotation step that cannot go on; Secrets Manager marks the rotation failed and the old value stays current. */
export class RotationError extends Error {
  override name = 'RotationError';
}

/** The options with their defaults applied, and the waiting both steps share. */
interface RotationContext {
  readonly secrets: SecretVersions;
  readonly firewall: OriginFirewall;
  readonly distributions: ApiDistributions;
  readonly probe: OriginProbe;
  readonly firewallWait: WaitBudget;
  readonly deploymentWait: WaitBudget;
  readonly logger: Logger;
  /** Asks `done` until it says yes; a failed attempt (a probe that timed out) counts as a no. */
  readonly waitFor: (what: string, budget: WaitBudget, done: () => Promise<boolean>) => Promise<void>;
}

function rotationContext(options: OriginSecretRotationOptions): RotationContext {
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  async function waitFor(what: string, budget: WaitBudget, done: () => Promise<boolean>): Promise<void> {
    let lastFailure = '';
    for (let attempt = 1; attempt <= budget.attempts; attempt++) {
      try {
        if (await done()) return;
      } catch (error) {
        lastFailure = ` (last attempt: ${(error as Error).message})`;
      }
      if (attempt < budget.attempts) await sleep(budget.intervalMs);
    }
    throw new RotationError(`Gave up waiting for ${what} after ${budget.attempts} attempts${lastFailure}.`);
  }
  return {
    secrets: options.secrets,
    firewall: options.firewall,
    distributions: options.distributions,
    probe: options.probe,
    firewallWait: options.firewallWait ?? { attempts: 18, intervalMs: 10_000 },
    deploymentWait: options.deploymentWait ?? { attempts: 50, intervalMs: 15_000 },
    logger: options.logger ?? new Logger({ serviceName: 'ferrum-origin-secret' }),
    waitFor,
  };
}

/** The four rotation steps, each safe to repeat. */
function rotationSteps(context: RotationContext) {
  const { secrets, firewall, distributions, probe, firewallWait, deploymentWait, logger, waitFor } = context;

  async function currentAndPending(secretId: string, token: string): Promise<{ current: string; pending: string }> {
    const current = await secrets.value(secretId, { stage: 'AWSCURRENT' });
    const pending = await secrets.value(secretId, { versionId: token, stage: 'AWSPENDING' });
    if (current === undefined || pending === undefined) {
      throw new RotationError('The secret has no current or no pending value.');
    }
    return { current, pending };
  }

  return {
    async createSecret(secretId: string, token: string) {
      if ((await secrets.value(secretId, { stage: 'AWSCURRENT' })) === undefined) {
        throw new RotationError('The secret has no current value to rotate from.');
      }
      if ((await secrets.value(secretId, { versionId: token, stage: 'AWSPENDING' })) !== undefined) return;
      await secrets.putPending(secretId, token);
    },

    async setSecret(secretId: string, token: string) {
      const { current, pending } = await currentAndPending(secretId, token);
      // The old value stays accepted: edges keep sending it until the distribution has deployed.
      await firewall.accept([current, pending]);
      await waitFor(
        'the API to accept the new value',
        firewallWait,
        async () => (await probe.direct(pending)) !== refused,
      );
      const found = await distributions.list();
      for (const distribution of found) await distributions.sendHeader(distribution.id, pending);
      logger.info('Origin secret set', { step: 'setSecret', distributions: found.map(({ id }) => id) });
    },

    async testSecret(secretId: string, token: string) {
      const current = await secrets.value(secretId, { stage: 'AWSCURRENT' });
      const pending = await secrets.value(secretId, { versionId: token, stage: 'AWSPENDING' });
      if (pending === undefined || pending === current) {
        // Secrets Manager's check of a new schedule that does not rotate at once: it runs this step
        // alone on a pending version without a new value. Nothing changed, so there is nothing to
        // test, and while the stack is being created the web ACL and the site may not be in place.
        logger.info('Rotation configuration checked: no new value to test', { step: 'testSecret' });
        return;
      }
      for (const distribution of await distributions.list()) {
        await waitFor(
          `distribution ${distribution.id} to deploy`,
          deploymentWait,
          async () => (await distributions.status(distribution.id)) === 'Deployed',
        );
        await waitFor(
          `the API to answer requests through distribution ${distribution.id}`,
          firewallWait,
          async () => (await probe.throughDistribution(distribution.domainName)) !== refused,
        );
      }
      const bare = await probe.direct(undefined);
      if (bare !== refused) {
        throw new RotationError(`The API answered ${bare} to a request without the origin header: the door is open.`);
      }
    },

    async finishSecret(secretId: string, token: string, stagesByVersion: Record<string, string[]>) {
      const currentVersion = Object.entries(stagesByVersion).find(([, stages]) => stages.includes('AWSCURRENT'))?.[0];
      const pending = await secrets.value(secretId, { versionId: token, stage: 'AWSPENDING' });
      if (pending === undefined) throw new RotationError('The secret has no pending value.');
      await secrets.makeCurrent(secretId, token, currentVersion);
      // A deploy during the rotation may have put the old value back on a distribution: then keep both.
      const found = await distributions.list();
      const allSendNew = found.every(
        ({ status, headerValues }) => status === 'Deployed' && headerValues.every((value) => value === pending),
      );
      if (allSendNew) await firewall.accept([pending]);
      else logger.warn('Old origin value kept: a distribution does not send the new one yet', { step: 'finishSecret' });
      logger.info('Origin secret rotated', { step: 'finishSecret', oldValueDropped: allSendNew });
    },
  };
}

/** The Secrets Manager rotation handler. */
export function createOriginSecretRotation(options: OriginSecretRotationOptions) {
  const context = rotationContext(options);
  const { secrets, logger } = context;
  const steps = rotationSteps(context);

  return async (event: SecretsManagerRotationEvent): Promise<void> => {
    const { SecretId: secretId, ClientRequestToken: token, Step: step } = event;
    const { rotationEnabled, stagesByVersion } = await secrets.describe(secretId);
    if (!rotationEnabled) throw new RotationError('Rotation is not enabled on the secret.');
    const stages = stagesByVersion[token];
    if (!stages) throw new RotationError(`Version ${token} of the secret does not exist.`);
    if (stages.includes('AWSCURRENT')) {
      logger.info('Version already current', { step });
      return;
    }
    if (!stages.includes('AWSPENDING')) throw new RotationError(`Version ${token} is not pending rotation.`);
    switch (step) {
      case 'createSecret':
        return steps.createSecret(secretId, token);
      case 'setSecret':
        return steps.setSecret(secretId, token);
      case 'testSecret':
        return steps.testSecret(secretId, token);
      case 'finishSecret':
        return steps.finishSecret(secretId, token, stagesByVersion);
      default:
        throw new RotationError(`Unknown rotation step ${String(step)}.`);
    }
  };
}
