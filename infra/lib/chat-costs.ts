/**
 * What a chat answer costs on Bedrock and how many answers an hour each stage's
 * spend ceiling allows, worked out from the prompt the chat sends (its builders in
 * lambdas/src/chat/system-prompt.ts) and the stage model's prices
 * (./bedrock-prices.ts), so the figures follow the prompt as it grows. Decision 012,
 * the comments in ./stages.ts and the deploy guide quote them; the bench's assistant
 * part reports them. Model tokens only, as the spend counter counts them: the
 * guardrail's own charges are not in them (decision 021).
 *
 * Tokens are estimated at four characters a token (English prose and markdown):
 * Anthropic publishes no offline tokenizer for Claude 3 and later models. Its legacy
 * one (`@anthropic-ai/tokenizer`, Claude 2) counts the stable prompt at about 4.3
 * characters a token, so the estimate errs towards the dearer side.
 */
import {
  answerCostUsd,
  assistantRules,
  datedSystemPrompt,
  handoffTool,
  siteContentPrompt,
  systemRules,
} from '@ferrum/lambdas/tooling';
import { bedrockModelPrices, type ModelPrices } from './bedrock-prices.ts';
import { stageNames, stages, type StageConfig, type StageName } from './stages.ts';

/** Characters a token, the estimate's rule. */
export const charactersPerToken = 4;

/**
 * Tokens of the tool-use system prompt Anthropic adds to a request with tools (tool
 * choice `auto`, Claude 4 and 4.5 models, per its tool-use pricing page). Tools come
 * before the system prompt, so these and the tool's definition are cached with it.
 */
export const toolUsePromptTokens = 346;

/**
 * Characters of a word in an answer: the word and its space, plus the markdown links
 * and bold the answers carry (a sample answer with two links: 442 characters, 69 words).
 */
const charactersPerAnswerWord = 6.5;

/** A visitor's first question, in characters: a sentence. Follow-ups resend the turns before them, uncached. */
const questionCharacters = 100;

/** Estimated tokens of `characters` characters of text. */
export function estimatedTokens(characters: number): number {
  return Math.ceil(characters / charactersPerToken);
}

/** The prompt's parts before the cache point, as the builders write them (tests pass others). */
export interface StablePrompt {
  readonly rules: string;
  readonly siteContent: string;
  /** The hand-off tool's definition, as JSON. */
  readonly tool: string;
}

/** The prompt as the chat sends it today. */
export function currentStablePrompt(): StablePrompt {
  return { rules: systemRules(), siteContent: siteContentPrompt(), tool: JSON.stringify(handoffTool) };
}

/** The cached prefix: its characters and its estimated tokens. */
export interface CachedPrefix {
  /** Characters of the system prompt before the cache point: `systemRules()` and `siteContentPrompt()`. */
  readonly characters: number;
  /** Estimated tokens of those characters alone. */
  readonly systemTokens: number;
  /** Characters of the hand-off tool's definition. */
  readonly toolCharacters: number;
  /** Every token read from (or written to) the cache per call: system prompt, tool and tool-use prompt. */
  readonly tokens: number;
}

/** The cached prefix of `prompt`. */
export function cachedPrefix(prompt: StablePrompt = currentStablePrompt()): CachedPrefix {
  // Two blocks with a grounding source; joined by a blank line without one (two characters more).
  const characters = prompt.rules.length + prompt.siteContent.length;
  return {
    characters,
    systemTokens: estimatedTokens(characters),
    toolCharacters: prompt.tool.length,
    tokens: estimatedTokens(characters + prompt.tool.length) + toolUsePromptTokens,
  };
}

/** The words a typical answer has: the "about N words" of the prompt's rules. */
export function answerWords(rules: readonly string[] = assistantRules): number {
  const words = rules.map((rule) => /about (\d+) words/.exec(rule)?.[1]).find(Boolean);
  if (!words) throw new Error('No "about N words" rule in the assistant rules: the answer length is not known.');
  return Number(words);
}

/** A typical answer's tokens: the first answer of a conversation, no blog passages, one model call. */
export interface TypicalAnswer {
  readonly words: number;
  /** Read from the cache (or written to it, on a miss). */
  readonly prefixTokens: number;
  /** At the full input price: today's date and events, and the question. */
  readonly inputTokens: number;
  readonly outputTokens: number;
}

/** The typical answer on `today` (its events are in the uncached part). */
export function typicalAnswer(
  prefix: CachedPrefix = cachedPrefix(),
  today?: string,
  words: number = answerWords(),
): TypicalAnswer {
  return {
    words,
    prefixTokens: prefix.tokens,
    inputTokens: estimatedTokens(datedSystemPrompt(today).length + questionCharacters),
    outputTokens: estimatedTokens(words * charactersPerAnswerWord),
  };
}

/** A stage's figures: the answer's cost with the prefix read from the cache and written to it, and answers an hour. */
export interface StageCost {
  readonly stage: string;
  readonly modelId: string;
  readonly ceilingUsdPerHour: number;
  /** USD per answer, the prefix read from the cache (a visitor within 5 minutes of the last). */
  readonly cacheReadUsd: number;
  /** USD per answer, the prefix written to the cache (the first call after a quiet 5 minutes). */
  readonly cacheWriteUsd: number;
  /** Answers in an hour before the ceiling, unrounded: every one read from the cache, or every one writing it. */
  readonly answersPerHour: { readonly cacheRead: number; readonly cacheWrite: number };
}

/** What `answer` costs at `prices`, and the answers an hour under `ceilingUsdPerHour`. */
export function answerCosts(
  answer: TypicalAnswer,
  prices: ModelPrices,
  ceilingUsdPerHour: number,
): Omit<StageCost, 'stage' | 'modelId' | 'ceilingUsdPerHour'> {
  const rest = { inputTokens: answer.inputTokens, outputTokens: answer.outputTokens };
  // The spend counter's own sum, so the figures are what the ceiling counts.
  const cacheReadUsd = answerCostUsd({ ...rest, cacheReadInputTokens: answer.prefixTokens }, prices);
  const cacheWriteUsd = answerCostUsd({ ...rest, cacheWriteInputTokens: answer.prefixTokens }, prices);
  return {
    cacheReadUsd,
    cacheWriteUsd,
    answersPerHour: { cacheRead: ceilingUsdPerHour / cacheReadUsd, cacheWrite: ceilingUsdPerHour / cacheWriteUsd },
  };
}

/** A stage's figures, or undefined for a model without prices (it has no spend alarm either). */
export function stageCost(
  stage: string,
  config: Pick<StageConfig, 'bedrock' | 'chat'>,
  answer: TypicalAnswer,
  prices: ModelPrices | undefined = bedrockModelPrices[config.bedrock.modelId],
): StageCost | undefined {
  if (!prices) return undefined;
  const ceilingUsdPerHour = config.chat.spendAlarmUsdPerHour;
  return {
    stage,
    modelId: config.bedrock.modelId,
    ceilingUsdPerHour,
    ...answerCosts(answer, prices, ceilingUsdPerHour),
  };
}

/** The prefix, the typical answer, and each priced stage's figures. */
export interface ChatCosts {
  readonly prefix: CachedPrefix;
  readonly answer: TypicalAnswer;
  readonly stages: readonly StageCost[];
}

/** Every figure, for every stage with prices: what the bench reports and the docs quote. */
export function chatCosts(today?: string): ChatCosts {
  const prefix = cachedPrefix();
  const answer = typicalAnswer(prefix, today);
  return {
    prefix,
    answer,
    stages: stageNames
      .map((name: StageName) => stageCost(name, stages[name], answer))
      .filter((cost): cost is StageCost => cost !== undefined),
  };
}
