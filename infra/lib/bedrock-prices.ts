/**
 * Public on-demand Bedrock prices of the stage models, in USD per million
 * tokens, for the chat spend alarm (docs/decisions/008 works the cost per
 * message out from them). Checked on 2026-11-23 against the Amazon Bedrock
 * pricing page: a geographic cross-region profile (`us.…`, `eu.…`) costs 10%
 * more than the global one; a cache write costs 1.25x input, a cache read 0.1x.
 * A new stage model needs its prices here: the alarm is only as good as they are.
 */

/** What one million tokens of each kind cost. */
export interface ModelPrices {
  readonly input: number;
  readonly output: number;
  readonly cacheWrite: number;
  readonly cacheRead: number;
}

/** Prices with the geographic (regional) profile's 10% premium. */
function geographic(global: ModelPrices): ModelPrices {
  const premium = (price: number) => Math.round(price * 1.1 * 1000) / 1000;
  return {
    input: premium(global.input),
    output: premium(global.output),
    cacheWrite: premium(global.cacheWrite),
    cacheRead: premium(global.cacheRead),
  };
}

const claudeHaiku45: ModelPrices = { input: 1, output: 5, cacheWrite: 1.25, cacheRead: 0.1 };
const claudeSonnet45: ModelPrices = { input: 3, output: 15, cacheWrite: 3.75, cacheRead: 0.3 };

/** Prices by model or inference profile id. */
export const bedrockModelPrices: Readonly<Record<string, ModelPrices>> = {
  'global.anthropic.claude-haiku-4-5-20251001-v1:0': claudeHaiku45,
  'us.anthropic.claude-haiku-4-5-20251001-v1:0': geographic(claudeHaiku45),
  'eu.anthropic.claude-haiku-4-5-20251001-v1:0': geographic(claudeHaiku45),
  'global.anthropic.claude-sonnet-4-5-20250929-v1:0': claudeSonnet45,
  'us.anthropic.claude-sonnet-4-5-20250929-v1:0': geographic(claudeSonnet45),
  'eu.anthropic.claude-sonnet-4-5-20250929-v1:0': geographic(claudeSonnet45),
};

/**
 * Fewest tokens Bedrock caches at one cache point, per model family: a
 * shorter stable prefix is silently not cached.
 */
export const minimumCacheableTokens = { 'claude-haiku-4-5': 4_096, 'claude-sonnet-4-5': 1_024 } as const;
