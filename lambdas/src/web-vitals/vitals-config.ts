/**
 * The vitals function's configuration, read once at cold start: the stage (its
 * metrics' namespace) and where reports go: EMF lines for CloudWatch, or, in
 * the local stack, one readable line each.
 */
import * as z from 'zod';
import { stageEnvironmentVariable } from '@ferrum/shared';
import { parseEnvironment } from '../lib/environment.ts';

/** How reports are written: `emf` on AWS, `readable` in the local stack's terminal. */
export const vitalsOutputs = ['emf', 'readable'] as const;

const environmentSchema = z.object({
  [stageEnvironmentVariable]: z.string().regex(/^[a-z][a-z0-9-]{0,20}$/, 'a stage name'),
  VITALS_OUTPUT: z.enum(vitalsOutputs).default('emf'),
});

export interface VitalsConfig {
  stage: string;
  output: (typeof vitalsOutputs)[number];
}

/** Parses the environment; throws an error naming every bad variable. */
export function readVitalsConfig(environment: NodeJS.ProcessEnv = process.env): VitalsConfig {
  const parsed = parseEnvironment(environmentSchema, environment, 'vitals configuration');
  return { stage: parsed[stageEnvironmentVariable], output: parsed.VITALS_OUTPUT };
}
