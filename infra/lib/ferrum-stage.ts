/**
 * One deployable stage: the chat's guardrail stack in the Bedrock region, the
 * backend stack in the stage's region and the edge stack in us-east-1, linked by
 * weak cross-region references (the guardrail's id and version flow to the
 * backend, the API's address from backend to edge; nothing flows back). The
 * guardrail's configuration hash goes to the backend as a plain string: a weak
 * reference is read only when the consuming stack deploys, and a guardrail
 * change alone would leave the backend's template as it was (decision 024).
 */
import type { App } from 'aws-cdk-lib';
import type { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { originSecretName } from './api-front-door.ts';
import { BackendStack } from './backend-stack.ts';
import { EdgeStack } from './edge-stack.ts';
import { GuardrailStack } from './guardrail-stack.ts';
import { OperationsDashboard } from './operations-dashboard.ts';
import { checkStageConfig, edgeRegion, stageEnvironment, type StageConfig, type StageName } from './stages.ts';

export interface FerrumStageOptions {
  /** The built site directory. */
  readonly siteSource: string;
  /**
   * Where `account`/`region` default from.
   * @default process.env
   */
  readonly environment?: NodeJS.ProcessEnv;
}

/** The three stacks of a stage. */
export interface FerrumStage {
  readonly guardrail: GuardrailStack;
  readonly backend: BackendStack;
  readonly edge: EdgeStack;
}

/** Stack name prefix: `FerrumShield-<stage>-Guardrail`, `FerrumShield-<stage>-Backend`, `FerrumShield-<stage>-Edge`. */
export function stackName(stage: string, part: 'Guardrail' | 'Backend' | 'Edge'): string {
  return `FerrumShield-${stage}-${part}`;
}

/** A web ACL's name as written in the template (a plain string, never a reference). */
function webAclName(webAcl: CfnWebACL): string {
  if (!webAcl.name) throw new Error(`The web ACL ${webAcl.node.path} has no name.`);
  return webAcl.name;
}

/** Adds a stage's stacks to `app`; throws on a setting AWS would refuse. */
export function addFerrumStage(
  app: App,
  stage: StageName,
  config: StageConfig,
  options: FerrumStageOptions,
): FerrumStage {
  checkStageConfig(stage, config);
  const { account, region, bedrockRegion } = stageEnvironment(config, options.environment);
  // Stack tags reach every resource CloudFormation creates (explicitStackTags flag).
  const tags = { project: 'ferrum-shield', stage };
  // In the region the chat calls Bedrock in: a guardrail applies only to calls in its own region.
  const guardrail = new GuardrailStack(app, stackName(stage, 'Guardrail'), {
    stackName: stackName(stage, 'Guardrail'),
    description: `Ferrum Shield ${stage}: the chat assistant's Bedrock guardrail (${bedrockRegion}).`,
    env: { account, region: bedrockRegion },
    crossRegionReferences: true,
    terminationProtection: config.retainData,
    tags,
    stage,
    grounding: config.guardrail.grounding,
  });
  const backend = new BackendStack(app, stackName(stage, 'Backend'), {
    stackName: stackName(stage, 'Backend'),
    description: `Ferrum Shield ${stage}: API, functions and tables.`,
    env: { account, region },
    crossRegionReferences: true,
    terminationProtection: config.retainData,
    tags,
    stage,
    config,
    bedrockRegion,
    guardrail: guardrail.reference,
    siteSource: options.siteSource,
  });
  backend.addStackDependency(guardrail, 'The chat function is pinned to the guardrail version.');
  const edge = new EdgeStack(app, stackName(stage, 'Edge'), {
    stackName: stackName(stage, 'Edge'),
    description: `Ferrum Shield ${stage}: site, CloudFront and WAF (us-east-1).`,
    env: { account, region: edgeRegion },
    crossRegionReferences: true,
    terminationProtection: config.retainData,
    tags,
    stage,
    config,
    siteSource: options.siteSource,
    api: backend.api.origin,
    originSecretName: originSecretName(stage),
    originSecretRotationRoleArn: backend.frontDoor.rotationRole.roleArn,
  });
  edge.addStackDependency(backend, 'The distribution routes /api/* to the backend API.');
  // In the edge stack: only it knows the distribution's id, and it deploys last, so values
  // flow backend -> edge as everywhere else. The backend's parts are found by their fixed
  // names (plain strings, no cross-region reference); each metric names its region.
  new OperationsDashboard(edge, 'OperationsDashboard', {
    stage,
    distribution: edge.site.distribution,
    siteWebAclName: webAclName(edge.firewall.webAcl),
    backend: {
      region: backend.region,
      apiName: backend.api.restApi.restApiName,
      apiStageName: backend.api.origin.stageName,
      originWebAclName: webAclName(backend.frontDoor.webAcl),
    },
    bedrock: { modelId: config.bedrock.modelId, region: bedrockRegion },
    alarms: [
      { region: backend.region, names: backend.alarms.alarmNames },
      { region: edge.region, names: edge.alarms.alarmNames },
    ],
  });
  return { guardrail, backend, edge };
}
