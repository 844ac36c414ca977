/**
 * A function's configuration from its environment, read once at cold start: a
 * missing or bad variable fails loudly there, naming every problem, instead of
 * deep inside a request.
 */
import type * as z from 'zod';

/** `environment` parsed with `schema`; throws `Invalid <what>: VAR: problem; ...` otherwise. */
export function parseEnvironment<TSchema extends z.ZodType>(
  schema: TSchema,
  environment: NodeJS.ProcessEnv,
  what: string,
): z.output<TSchema> {
  const parsed = schema.safeParse(environment);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid ${what}: ${problems}`);
  }
  return parsed.data;
}
