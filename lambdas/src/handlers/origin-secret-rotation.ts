/**
 * Rotates the origin secret CloudFront sends the API (docs/decisions/016):
 * invoked by Secrets Manager on the secret's schedule, once per rotation step.
 * Not an API operation: nothing outside Secrets Manager may invoke it.
 */
import { CloudFrontClient } from '@aws-sdk/client-cloudfront';
import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { WAFV2Client } from '@aws-sdk/client-wafv2';
import { cloudFrontApiDistributions } from '../origin-secret/api-distributions.ts';
import { wafOriginFirewall } from '../origin-secret/origin-firewall.ts';
import { httpOriginProbe } from '../origin-secret/origin-probe.ts';
import { createOriginSecretRotation } from '../origin-secret/rotate-origin-secret.ts';
import { readRotationConfig } from '../origin-secret/rotation-config.ts';
import { secretsManagerVersions } from '../origin-secret/secret-versions.ts';

const config = readRotationConfig();
const api = { apiDomainName: config.API_DOMAIN_NAME, apiStageName: config.API_STAGE_NAME };

export const handler = createOriginSecretRotation({
  secrets: secretsManagerVersions(new SecretsManagerClient({ region: config.AWS_REGION })),
  firewall: wafOriginFirewall(new WAFV2Client({ region: config.AWS_REGION }), {
    name: config.ORIGIN_WEB_ACL_NAME,
    id: config.ORIGIN_WEB_ACL_ID,
  }),
  // CloudFront's API is global (served from us-east-1).
  distributions: cloudFrontApiDistributions(new CloudFrontClient({ region: 'us-east-1' }), api.apiDomainName),
  probe: httpOriginProbe(api),
});
