/**
 * The deployment stages, as typed data. `cdk deploy -c stage=<name>` picks one;
 * adding a stage is adding one entry to `stages`.
 */
import { RetentionDays } from 'aws-cdk-lib/aws-logs';

/** The Bedrock model the chat function calls. */
export interface BedrockModelConfig {
  /** A foundation model id or a cross-region inference profile id (`us.anthropic...`). */
  readonly modelId: string;
  /**
   * The region the chat function calls Bedrock in (the inference profile's source region).
   * @default the stage's backend region
   */
  readonly region?: string;
}

/**
 * The chat's ceilings on spend and abuse (OWASP LLM10, unbounded consumption),
 * on top of the request limits, the token cap, throttling and WAF.
 */
export interface ChatCeilingsConfig {
  /**
   * Chat function instances that may run at once: the ceiling on parallel model
   * calls. A request over it is throttled by Lambda and answered 5xx at once,
   * which the widget shows as its "Error" toast (docs/product.md#chat-messages). Reserved from the account's
   * concurrency: the account must keep 100 unreserved.
   */
  readonly reservedConcurrency: number;
  /**
   * Estimated model spend in one hour, in USD, from Bedrock's token metrics
   * (input, output, cache read and write) and the model's prices, at which the
   * spend alarm notifies the alarm address. The answers an hour it allows follow
   * from the prompt's size and the prices: infra/lib/chat-costs.ts works them out.
   */
  readonly spendAlarmUsdPerHour: number;
  /** Answers that were an AI-service failure (`error-…`) in 5 minutes at which the chat failure alarm fires. */
  readonly aiFailureAlarmThreshold: number;
}

/** Bedrock's range for a contextual grounding threshold: 0 blocks nothing, 0.99 almost every answer. */
export const groundingThresholdRange = { min: 0, max: 0.99 } as const;

/**
 * The guardrail's contextual grounding check of each answer against the site's
 * content (docs/decisions/024 says why each stage has its setting).
 */
export interface GroundingConfig {
  /** Whether the guardrail checks answers at all; off, it has no grounding policy and the chat marks no grounding source. */
  readonly enabled: boolean;
  /** An answer whose grounding score is below this is blocked (from 0 to 0.99; higher blocks more). */
  readonly grounding: number;
  /** An answer whose relevance to the question scores below this is blocked (from 0 to 0.99). */
  readonly relevance: number;
}

/** The chat's Bedrock guardrail: what a deploy may change without a code change (docs/decisions/021, 024). */
export interface ChatGuardrailConfig {
  /** The contextual grounding check. */
  readonly grounding: GroundingConfig;
}

/** API Gateway stage throttling, per second (token bucket: rate and burst). */
export interface ThrottlingConfig {
  /** Steady requests per second for the whole API. */
  readonly rateLimit: number;
  /** Burst for the whole API. */
  readonly burstLimit: number;
  /** Steady requests per second for `POST /api/chat` (each one costs a Bedrock call). */
  readonly chatRateLimit: number;
  /** Burst for `POST /api/chat`. */
  readonly chatBurstLimit: number;
}

/** WAF rate limits on the CloudFront web ACL, per client IP over 5 minutes (body limits come from `requestBodyLimits` and `formBodyLimit`). */
export interface WafConfig {
  /** Requests to `/api/*` one IP may send in 5 minutes before it is blocked. */
  readonly apiRequestsPer5Minutes: number;
  /** Requests to `/api/chat` one IP may send in 5 minutes. */
  readonly chatRequestsPer5Minutes: number;
  /**
   * Requests to the unsubscribe link one IP may send in 5 minutes. A person needs
   * two (the page, the button); a mail provider's one-click POSTs for all its
   * users come from few addresses, so keep it above a mailing's unsubscribes in 5 minutes.
   */
  readonly unsubscribeRequestsPer5Minutes: number;
  /**
   * Vitals reports (`POST /api/vitals`) one IP may send in 5 minutes; the rest get
   * 429 and count nowhere. The beacon sends one per sampled page view, so a visitor,
   * or an office behind one address, stays far below it (WAF's floor is 10).
   */
  readonly vitalsRequestsPer5Minutes: number;
  /**
   * Requests one visitor may send the API in 5 minutes, counted again by the
   * API's own web ACL behind CloudFront (the second line: it holds should the
   * edge web ACL be detached or loosened). Above `apiRequestsPer5Minutes`, so
   * the edge's limit answers first.
   */
  readonly originRequestsPer5Minutes: number;
}

/** The API's one front door (docs/decisions/016). */
export interface FrontDoorConfig {
  /** Days between rotations of the origin secret CloudFront sends the API (Secrets Manager allows 1 to 1000). */
  readonly rotationDays: number;
}

/** Real visitors' Core Web Vitals (the site's vitals beacon, `POST /api/vitals`). */
export interface VitalsConfig {
  /**
   * The share of page views that report, from 0 (none) to 1 (every one). The CDK
   * app writes it into the site bucket as `/vitals-sampling.json`, which the
   * beacon reads; each report is one short Lambda call and one log line.
   */
  readonly sampleRate: number;
}

/**
 * How staff notices are rationed (docs/decisions/026): in each window, the
 * first senders of a form get a notice of their own; every later post is
 * counted, each address once, in one digest per form sent when the window ends.
 */
export interface NoticesConfig {
  /** Length of a window in minutes; windows start on multiples of it from midnight UTC (15: on the quarter hour). */
  readonly windowMinutes: number;
  /** Senders per form and window who get a notice of their own (at least 1). */
  readonly perWindow: number;
}

/** A custom domain for the site. DNS stays with the platform engineer unless a hosted zone is given. */
export interface DomainConfig {
  /** Host names the distribution answers to, e.g. `['www.ferrumshield.example']`. */
  readonly names: readonly string[];
  /** ARN of an ACM certificate in us-east-1 covering every name (CloudFront only reads us-east-1). */
  readonly certificateArn: string;
  /**
   * A Route 53 hosted zone to create alias records in.
   * @default no records: point the names at the distribution yourself
   */
  readonly hostedZone?: { readonly id: string; readonly name: string };
}

/** Everything that differs between stages. */
export interface StageConfig {
  /**
   * Account to deploy to.
   * @default the CLI's account (`CDK_DEFAULT_ACCOUNT`)
   */
  readonly account?: string;
  /**
   * Region of the backend stack (API, Lambdas, tables). The edge stack is always in us-east-1.
   * @default the CLI's region (`CDK_DEFAULT_REGION`), else us-east-1
   */
  readonly region?: string;
  /** The chat assistant's model. */
  readonly bedrock: BedrockModelConfig;
  /** The chat's ceilings on parallel calls and spend. */
  readonly chat: ChatCeilingsConfig;
  /** The chat's guardrail settings. */
  readonly guardrail: ChatGuardrailConfig;
  /** Keep data when the stack goes: RETAIN plus deletion protection on tables and buckets. */
  readonly retainData: boolean;
  /** API Gateway throttling. */
  readonly throttling: ThrottlingConfig;
  /** WAF limits. */
  readonly waf: WafConfig;
  /** The origin secret's rotation. */
  readonly frontDoor: FrontDoorConfig;
  /** Real visitors' Core Web Vitals: how many page views report. */
  readonly vitals: VitalsConfig;
  /**
   * Address that receives alarm notifications (confirm the SNS e-mail once).
   * @default no subscription: alarms still show in the CloudWatch console
   */
  readonly alarmEmail?: string;
  /**
   * Address that hears about each new contact message and job application within
   * a minute: form, name, subject or job title, time and a console link, never the
   * message itself (confirm the SNS e-mail once).
   * @default no subscription: nobody is notified; new items still list under
   * `status = new` in the DynamoDB console
   */
  readonly staffEmail?: string;
  /** How many notices staff get per form and window before the rest go into a digest. */
  readonly notices: NoticesConfig;
  /**
   * Custom domain.
   * @default the distribution's `*.cloudfront.net` name
   */
  readonly domain?: DomainConfig;
  /** How long Lambda, API access and WAF logs are kept. */
  readonly logRetention: RetentionDays;
  /**
   * Whether search engines may index the site. Only production: every other stage
   * answers `X-Robots-Tag: noindex` on every response (shared `siteHeadersFor`).
   * Canonical URLs name the production origin on every stage either way.
   */
  readonly indexable: boolean;
}

export const stageNames = ['dev', 'prod'] as const;

export type StageName = (typeof stageNames)[number];

export const stages: Record<StageName, StageConfig> = {
  dev: {
    bedrock: { modelId: 'us.anthropic.claude-haiku-4-5-20251001-v1:0', region: 'us-east-1' },
    // The ceiling: about 440 answers an hour read from the prompt cache, 50 if each writes it (infra/lib/chat-costs.ts).
    chat: { reservedConcurrency: 5, spendAlarmUsdPerHour: 2, aiFailureAlarmThreshold: 5 },
    // On, to measure: the scores and blocks on the dashboard say whether prod can have it (docs/decisions/024).
    guardrail: { grounding: { enabled: true, grounding: 0.75, relevance: 0.5 } },
    retainData: false,
    throttling: { rateLimit: 20, burstLimit: 40, chatRateLimit: 2, chatBurstLimit: 5 },
    waf: {
      apiRequestsPer5Minutes: 300,
      chatRequestsPer5Minutes: 60,
      unsubscribeRequestsPer5Minutes: 100,
      vitalsRequestsPer5Minutes: 20,
      originRequestsPer5Minutes: 600,
    },
    frontDoor: { rotationDays: 30 },
    vitals: { sampleRate: 1 },
    notices: { windowMinutes: 15, perWindow: 5 },
    logRetention: RetentionDays.TWO_WEEKS,
    indexable: false,
  },
  prod: {
    bedrock: { modelId: 'us.anthropic.claude-sonnet-4-5-20250929-v1:0', region: 'us-east-1' },
    // The ceiling: about 730 answers an hour read from the prompt cache, 80 if each writes it (infra/lib/chat-costs.ts).
    chat: { reservedConcurrency: 20, spendAlarmUsdPerHour: 10, aiFailureAlarmThreshold: 10 },
    // Off until dev shows it holds: AWS supports the check neither for chatbots nor, at our tier, beyond English, French and Spanish (docs/decisions/024).
    guardrail: { grounding: { enabled: false, grounding: 0.75, relevance: 0.5 } },
    retainData: true,
    throttling: { rateLimit: 100, burstLimit: 200, chatRateLimit: 10, chatBurstLimit: 20 },
    waf: {
      apiRequestsPer5Minutes: 600,
      chatRequestsPer5Minutes: 100,
      unsubscribeRequestsPer5Minutes: 200,
      vitalsRequestsPer5Minutes: 20,
      originRequestsPer5Minutes: 1200,
    },
    frontDoor: { rotationDays: 30 },
    // A quarter of page views is plenty for a p75 per page template, at a quarter of the calls.
    vitals: { sampleRate: 0.25 },
    notices: { windowMinutes: 15, perWindow: 5 },
    logRetention: RetentionDays.THREE_MONTHS,
    indexable: true,
  },
};

/** Whether `name` is one of the configured stages. */
export function isStageName(name: string): name is StageName {
  return (stageNames as readonly string[]).includes(name);
}

/** Throws a message naming every setting of `config` out of what AWS accepts (the types can't say it). */
export function checkStageConfig(stage: string, config: StageConfig): void {
  const { min, max } = groundingThresholdRange;
  const problems = (['grounding', 'relevance'] as const)
    .map((threshold) => ({ threshold, value: config.guardrail.grounding[threshold] }))
    .filter(({ value }) => !(Number.isFinite(value) && value >= min && value <= max))
    .map(({ threshold, value }) => `guardrail.grounding.${threshold} must be from ${min} to ${max}, not ${value}`);
  for (const setting of ['windowMinutes', 'perWindow'] as const) {
    const value = config.notices[setting];
    if (!(Number.isInteger(value) && value >= 1))
      problems.push(`notices.${setting} must be a whole number from 1, not ${value}`);
  }
  if (problems.length > 0) {
    throw new Error(`Stage "${stage}" in infra/lib/stages.ts: ${problems.join('; ')}.`);
  }
}

/** The config of a stage by name, checked; throws a message listing the known stages otherwise. */
export function resolveStage(name: string | undefined): { name: StageName; config: StageConfig } {
  const known = stageNames.join(', ');
  if (name === undefined || name === '') {
    throw new Error(`No stage given. Pick one with -c stage=<name>; known stages: ${known}.`);
  }
  if (!isStageName(name)) {
    throw new Error(`Unknown stage "${name}". Known stages: ${known}. Add a stage in infra/lib/stages.ts.`);
  }
  checkStageConfig(name, stages[name]);
  return { name, config: stages[name] };
}

/** CloudFront reads certificates and web ACLs only from this region. */
export const edgeRegion = 'us-east-1';

/** The account and regions a stage deploys to, resolved from the config and the CLI's environment. */
export function stageEnvironment(
  config: StageConfig,
  environment: NodeJS.ProcessEnv = process.env,
): { account: string | undefined; region: string; bedrockRegion: string } {
  const region = config.region ?? environment.CDK_DEFAULT_REGION ?? edgeRegion;
  return {
    account: config.account ?? environment.CDK_DEFAULT_ACCOUNT,
    region,
    bedrockRegion: config.bedrock.region ?? region,
  };
}
