/** The origin secret's versions in Secrets Manager, as the rotation steps need them. */
import {
  DescribeSecretCommand,
  GetRandomPasswordCommand,
  GetSecretValueCommand,
  PutSecretValueCommand,
  ResourceNotFoundException,
  UpdateSecretVersionStageCommand,
  type SecretsManagerClient,
} from '@aws-sdk/client-secrets-manager';

/** Length of a generated value: letters and digits only, so it travels in a header unescaped. */
export const originSecretLength = 48;

/** What the steps read and write. */
export interface SecretVersions {
  /** Whether rotation is on, and the staging labels of each version id. */
  describe(secretId: string): Promise<{ rotationEnabled: boolean; stagesByVersion: Record<string, string[]> }>;
  /** The value of a version (by id and label, or the label's version); undefined when there is none. */
  value(secretId: string, version: { versionId?: string; stage: string }): Promise<string | undefined>;
  /** Stores a new random value as the version `token`, labelled AWSPENDING. */
  putPending(secretId: string, token: string): Promise<void>;
  /** Moves AWSCURRENT from `currentVersionId` to `token` (AWSPREVIOUS follows). */
  makeCurrent(secretId: string, token: string, currentVersionId: string | undefined): Promise<void>;
}

/** Secrets Manager behind `SecretVersions`. */
export function secretsManagerVersions(client: SecretsManagerClient): SecretVersions {
  return {
    async describe(secretId) {
      const secret = await client.send(new DescribeSecretCommand({ SecretId: secretId }));
      return { rotationEnabled: secret.RotationEnabled === true, stagesByVersion: secret.VersionIdsToStages ?? {} };
    },
    async value(secretId, { versionId, stage }) {
      try {
        const secret = await client.send(
          new GetSecretValueCommand({ SecretId: secretId, VersionId: versionId, VersionStage: stage }),
        );
        return secret.SecretString;
      } catch (error) {
        if (error instanceof ResourceNotFoundException) return undefined;
        throw error;
      }
    },
    async putPending(secretId, token) {
      const { RandomPassword } = await client.send(
        new GetRandomPasswordCommand({ PasswordLength: originSecretLength, ExcludePunctuation: true }),
      );
      if (!RandomPassword) throw new Error('Secrets Manager returned no random value.');
      await client.send(
        new PutSecretValueCommand({
          SecretId: secretId,
          ClientRequestToken: token,
          SecretString: RandomPassword,
          VersionStages: ['AWSPENDING'],
        }),
      );
    },
    async makeCurrent(secretId, token, currentVersionId) {
      await client.send(
        new UpdateSecretVersionStageCommand({
          SecretId: secretId,
          VersionStage: 'AWSCURRENT',
          MoveToVersionId: token,
          RemoveFromVersionId: currentVersionId,
        }),
      );
    },
  };
}
