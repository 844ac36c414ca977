/**
 * The origin-secret rotation function's configuration, read and validated once
 * at cold start. It names the API's web ACL and the API itself: the function
 * finds the distributions in front of the API by their origin, since the edge
 * stack that creates them is deployed after this one.
 */
import * as z from 'zod';
import { parseEnvironment } from '../lib/environment.ts';

/** The variables the CDK app sets (infra/lib/api-front-door.ts). */
export const rotationVariables = {
  webAclName: 'ORIGIN_WEB_ACL_NAME',
  webAclId: 'ORIGIN_WEB_ACL_ID',
  apiDomainName: 'API_DOMAIN_NAME',
  apiStageName: 'API_STAGE_NAME',
} as const;

const environmentSchema = z.object({
  [rotationVariables.webAclName]: z.string().min(1),
  [rotationVariables.webAclId]: z.string().min(1),
  [rotationVariables.apiDomainName]: z
    .string()
    .regex(/^[a-z0-9]+\.execute-api\.[a-z0-9-]+\.amazonaws\.com(\.cn)?$/, 'an execute-api host name'),
  [rotationVariables.apiStageName]: z.string().min(1),
  AWS_REGION: z.string().min(1).default('us-east-1'),
});

export type RotationConfig = z.infer<typeof environmentSchema>;

/** Parses the environment; throws an error naming every bad variable. */
export function readRotationConfig(environment: NodeJS.ProcessEnv = process.env): RotationConfig {
  return parseEnvironment(environmentSchema, environment, 'origin secret rotation configuration');
}
