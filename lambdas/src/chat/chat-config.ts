/**
 * The chat function's configuration, read once at cold start. With
 * BEDROCK_MODEL_ID set (the CDK app sets it, and BEDROCK_REGION) the assistant
 * calls Bedrock; without it, it answers offline from the site's content.
 */
import * as z from 'zod';
import { parseEnvironment } from '../lib/environment.ts';

const environmentSchema = z.object({
  /** A Claude model id or inference profile (`us.anthropic.claude-...`); unset means offline. */
  BEDROCK_MODEL_ID: z.string().trim().min(1).optional(),
  /** Region of the Bedrock endpoint; defaults to the function's own. */
  BEDROCK_REGION: z.string().trim().min(1).optional(),
  AWS_REGION: z.string().min(1).default('us-east-1'),
});

export type ChatConfig = { mode: 'bedrock'; modelId: string; region: string } | { mode: 'offline' };

/** Parses the environment; throws an error naming every bad variable. */
export function readChatConfig(environment: NodeJS.ProcessEnv = process.env): ChatConfig {
  // An empty variable counts as unset, as a shell `BEDROCK_MODEL_ID=` means.
  const present = Object.fromEntries(Object.entries(environment).filter(([, value]) => value !== ''));
  const {
    BEDROCK_MODEL_ID: modelId,
    BEDROCK_REGION,
    AWS_REGION,
  } = parseEnvironment(environmentSchema, present, 'chat configuration');
  return modelId ? { mode: 'bedrock', modelId, region: BEDROCK_REGION ?? AWS_REGION } : { mode: 'offline' };
}
