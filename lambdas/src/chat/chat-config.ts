/**
 * The chat function's configuration, read once at cold start. With
 * BEDROCK_MODEL_ID set (the CDK app sets it, and BEDROCK_REGION) the assistant
 * calls Bedrock; without it, it answers offline from the site's content. On AWS
 * every model call passes the stage's guardrail (GUARDRAIL_ID, GUARDRAIL_VERSION;
 * GUARDRAIL_GROUNDING says whether it checks grounding), and a shared counter
 * keeps the hour's model spend under the stage's ceiling (CHAT_SPEND_TABLE,
 * CHAT_SPEND_CEILING_USD, CHAT_MODEL_PRICES); each group is all or nothing, and a
 * bad value stops the cold start naming the variable.
 */
import * as z from 'zod';
import { parseEnvironment } from '../lib/environment.ts';

/** The variables the CDK app sets (infra/lib/bedrock-access.ts, chat-guardrail.ts, chat-spend.ts). */
export const chatEnvironmentVariables = {
  modelId: 'BEDROCK_MODEL_ID',
  region: 'BEDROCK_REGION',
  guardrailId: 'GUARDRAIL_ID',
  guardrailVersion: 'GUARDRAIL_VERSION',
  /**
   * The hash the guardrail version was published from. Never read: it is there so that
   * the function's configuration, and so the backend's template, change whenever the
   * guardrail does (docs/decisions/024).
   */
  guardrailConfiguration: 'GUARDRAIL_CONFIGURATION',
  /** `on` when the guardrail checks contextual grounding, `off` when the stage turned it off. */
  guardrailGrounding: 'GUARDRAIL_GROUNDING',
  spendTable: 'CHAT_SPEND_TABLE',
  spendCeilingUsd: 'CHAT_SPEND_CEILING_USD',
  modelPrices: 'CHAT_MODEL_PRICES',
} as const;

const v = chatEnvironmentVariables;

/** What one million tokens of each kind cost, in USD (infra/lib/bedrock-prices.ts). */
const pricesSchema = z.object({
  input: z.number().nonnegative(),
  output: z.number().nonnegative(),
  cacheRead: z.number().nonnegative(),
  cacheWrite: z.number().nonnegative(),
});

export type ModelPrices = z.output<typeof pricesSchema>;

const environmentSchema = z
  .object({
    /** A Claude model id or inference profile (`us.anthropic.claude-...`); unset means offline. */
    [v.modelId]: z.string().trim().min(1).optional(),
    /** Region of the Bedrock endpoint; defaults to the function's own. */
    [v.region]: z.string().trim().min(1).optional(),
    /** The guardrail's id (not its ARN), in the Bedrock region. */
    [v.guardrailId]: z
      .string()
      .regex(/^[a-z0-9]+$/, 'a guardrail id: lower-case letters and digits')
      .optional(),
    /** A published (numbered) version: the draft is for trying changes, never for visitors. */
    [v.guardrailVersion]: z
      .string()
      .regex(/^[1-9][0-9]{0,7}$/, 'a numbered guardrail version, not DRAFT')
      .optional(),
    /** Unset (a local run against a guardrail) counts as on, as decision 021 built it. */
    [v.guardrailGrounding]: z.enum(['on', 'off']).optional(),
    [v.spendTable]: z.string().min(3).optional(),
    [v.spendCeilingUsd]: z.coerce.number().positive().optional(),
    [v.modelPrices]: z
      .string()
      .transform((text, context) => {
        try {
          return JSON.parse(text) as unknown;
        } catch {
          context.addIssue({ code: 'custom', message: 'JSON prices per million tokens' });
          return z.NEVER;
        }
      })
      .pipe(pricesSchema)
      .optional(),
    /** Set only locally (dynalite); on AWS the SDK finds DynamoDB itself. */
    DYNAMODB_ENDPOINT: z.url().optional(),
    AWS_REGION: z.string().min(1).default('us-east-1'),
  })
  .superRefine((environment, context) => {
    const pairs: [string, string[]][] = [
      ['the guardrail', [v.guardrailId, v.guardrailVersion]],
      ['the spend ceiling', [v.spendTable, v.spendCeilingUsd, v.modelPrices]],
    ];
    for (const [what, names] of pairs) {
      const set = names.filter((name) => environment[name as keyof typeof environment] !== undefined);
      if (set.length > 0 && set.length < names.length) {
        for (const name of names.filter((missing) => !set.includes(missing))) {
          context.addIssue({ code: 'custom', path: [name], message: `required with ${set.join(' and ')} (${what})` });
        }
      }
    }
    if (environment[v.guardrailGrounding] !== undefined && environment[v.guardrailId] === undefined) {
      context.addIssue({ code: 'custom', path: [v.guardrailGrounding], message: `only with ${v.guardrailId}` });
    }
  });

/** The guardrail every model call passes. */
export interface GuardrailConfig {
  id: string;
  version: string;
  /**
   * Whether it checks contextual grounding, so the call marks the site's content as
   * its grounding source and the question as its query.
   * @default true
   */
  grounding?: boolean;
}

/** The hour's model spend, shared by every instance through one small table. */
export interface SpendConfig {
  tableName: string;
  ceilingUsd: number;
  prices: ModelPrices;
  region: string;
  dynamoEndpoint?: string;
}

export type ChatConfig =
  | {
      mode: 'bedrock';
      modelId: string;
      region: string;
      /** Absent only in a local run against Bedrock (a guardrail cannot be made locally). */
      guardrail?: GuardrailConfig;
      /** Absent only in a local run against Bedrock. */
      spend?: SpendConfig;
    }
  | { mode: 'offline' };

/** Parses the environment; throws an error naming every bad variable. */
export function readChatConfig(environment: NodeJS.ProcessEnv = process.env): ChatConfig {
  // An empty variable counts as unset, as a shell `BEDROCK_MODEL_ID=` means.
  const present = Object.fromEntries(Object.entries(environment).filter(([, value]) => value !== ''));
  const parsed = parseEnvironment(environmentSchema, present, 'chat configuration');
  const modelId = parsed[v.modelId];
  if (!modelId) return { mode: 'offline' };
  const guardrailId = parsed[v.guardrailId];
  const guardrailVersion = parsed[v.guardrailVersion];
  const tableName = parsed[v.spendTable];
  const ceilingUsd = parsed[v.spendCeilingUsd];
  const prices = parsed[v.modelPrices];
  return {
    mode: 'bedrock',
    modelId,
    region: parsed[v.region] ?? parsed.AWS_REGION,
    ...(guardrailId && guardrailVersion
      ? { guardrail: { id: guardrailId, version: guardrailVersion, grounding: parsed[v.guardrailGrounding] !== 'off' } }
      : {}),
    ...(tableName && ceilingUsd && prices
      ? {
          spend: {
            tableName,
            ceilingUsd,
            prices,
            region: parsed.AWS_REGION,
            ...(parsed.DYNAMODB_ENDPOINT ? { dynamoEndpoint: parsed.DYNAMODB_ENDPOINT } : {}),
          },
        }
      : {}),
  };
}
