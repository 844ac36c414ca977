/**
 * The chat's cost figures (infra/lib/chat-costs.ts) follow from the prompt builders
 * and the prices, never from numbers written down: a longer prompt, a dearer model or
 * a higher ceiling moves them.
 */
import { describe, expect, it } from 'vitest';
import {
  assistantRules,
  datedSystemPrompt,
  handoffTool,
  siteContentPrompt,
  systemRules,
} from '@ferrum/lambdas/tooling';
import { bedrockModelPrices, type ModelPrices } from '../lib/bedrock-prices.ts';
import {
  answerCosts,
  answerWords,
  cachedPrefix,
  charactersPerToken,
  chatCosts,
  currentStablePrompt,
  estimatedTokens,
  stageCost,
  toolUsePromptTokens,
  typicalAnswer,
} from '../lib/chat-costs.ts';
import { stageNames, stages } from '../lib/stages.ts';

const today = '2026-11-25';
const prices: ModelPrices = { input: 1, output: 5, cacheWrite: 1.25, cacheRead: 0.1 };
const times = (factor: number, of: ModelPrices): ModelPrices => ({
  input: of.input * factor,
  output: of.output * factor,
  cacheWrite: of.cacheWrite * factor,
  cacheRead: of.cacheRead * factor,
});

describe('the cached prefix', () => {
  it('is as long as the builders write it, and its tokens are the characters ÷ 4 with the tool', () => {
    const prefix = cachedPrefix();
    expect(prefix.characters).toBe(systemRules().length + siteContentPrompt().length);
    expect(prefix.toolCharacters).toBe(JSON.stringify(handoffTool).length);
    expect(prefix.systemTokens).toBe(Math.ceil(prefix.characters / charactersPerToken));
    expect(prefix.tokens).toBe(
      Math.ceil((prefix.characters + prefix.toolCharacters) / charactersPerToken) + toolUsePromptTokens,
    );
  });

  it('grows a token for every four characters the content grows', () => {
    const prompt = currentStablePrompt();
    const longer = cachedPrefix({ ...prompt, siteContent: prompt.siteContent + 'x'.repeat(4_000) });
    expect(longer.characters - cachedPrefix(prompt).characters).toBe(4_000);
    expect(longer.tokens - cachedPrefix(prompt).tokens).toBe(1_000);
  });
});

describe('a typical answer', () => {
  it('has the words the prompt asks for, and more output tokens than words but fewer than the characters', () => {
    expect(assistantRules.some((rule) => rule.includes(`about ${answerWords()} words`))).toBe(true);
    const answer = typicalAnswer(cachedPrefix(), today);
    expect(answer.outputTokens).toBeGreaterThan(answer.words);
    expect(answer.outputTokens).toBeLessThan(answer.words * charactersPerToken);
    expect(typicalAnswer(cachedPrefix(), today, answer.words * 2).outputTokens).toBeCloseTo(
      answer.outputTokens * 2,
      -1,
    );
  });

  it('reads the whole prefix from the cache and pays full price for the date, the events and the question', () => {
    const prefix = cachedPrefix();
    const answer = typicalAnswer(prefix, today);
    expect(answer.prefixTokens).toBe(prefix.tokens);
    expect(answer.inputTokens).toBeGreaterThan(estimatedTokens(datedSystemPrompt(today).length));
  });

  it('has no length without the rule that sets it', () => {
    expect(() => answerWords(['Answer in the visitor’s language.'])).toThrow(/about N words/);
  });
});

describe('what an answer costs, and the answers an hour under a ceiling', () => {
  const answer = typicalAnswer(cachedPrefix(), today);

  it('is each kind of token times its price', () => {
    const perMillion = (tokens: number, price: number) => (tokens * price) / 1_000_000;
    const uncachedPart = perMillion(answer.inputTokens, prices.input) + perMillion(answer.outputTokens, prices.output);
    const costs = answerCosts(answer, prices, 2);
    expect(costs.cacheReadUsd).toBeCloseTo(uncachedPart + perMillion(answer.prefixTokens, prices.cacheRead), 12);
    expect(costs.cacheWriteUsd).toBeCloseTo(uncachedPart + perMillion(answer.prefixTokens, prices.cacheWrite), 12);
    expect(costs.answersPerHour.cacheRead).toBeCloseTo(2 / costs.cacheReadUsd, 9);
    expect(costs.answersPerHour.cacheWrite).toBeCloseTo(2 / costs.cacheWriteUsd, 9);
  });

  it('halves the answers an hour when the prices double, and doubles them when the ceiling does', () => {
    const base = answerCosts(answer, prices, 2);
    const dearer = answerCosts(answer, times(2, prices), 2);
    const higher = answerCosts(answer, prices, 4);
    expect(dearer.answersPerHour.cacheRead).toBeCloseTo(base.answersPerHour.cacheRead / 2, 9);
    expect(dearer.answersPerHour.cacheWrite).toBeCloseTo(base.answersPerHour.cacheWrite / 2, 9);
    expect(higher.answersPerHour.cacheRead).toBeCloseTo(base.answersPerHour.cacheRead * 2, 9);
  });

  it('costs more with a longer prompt', () => {
    const prompt = currentStablePrompt();
    const longer = typicalAnswer(cachedPrefix({ ...prompt, siteContent: prompt.siteContent.repeat(2) }), today);
    expect(answerCosts(longer, prices, 2).cacheReadUsd).toBeGreaterThan(answerCosts(answer, prices, 2).cacheReadUsd);
  });

  it.each(stageNames)('%s: uses its model’s prices and its spend ceiling', (name) => {
    const config = stages[name];
    const cost = stageCost(name, config, answer);
    const modelPrices = bedrockModelPrices[config.bedrock.modelId]!;
    expect(cost).toEqual({
      stage: name,
      modelId: config.bedrock.modelId,
      ceilingUsdPerHour: config.chat.spendAlarmUsdPerHour,
      ...answerCosts(answer, modelPrices, config.chat.spendAlarmUsdPerHour),
    });
    // Reading the prefix from the cache is what makes the ceiling go several times as far.
    expect(cost!.answersPerHour.cacheRead).toBeGreaterThan(5 * cost!.answersPerHour.cacheWrite);
  });

  it('leaves out a stage whose model has no prices', () => {
    const config = { ...stages.dev, bedrock: { modelId: 'anthropic.unpriced-model-v1:0' } };
    expect(stageCost('dev', config, answer)).toBeUndefined();
  });

  it('gives every stage’s figures at once', () => {
    const costs = chatCosts(today);
    expect(costs.prefix).toEqual(cachedPrefix());
    expect(costs.answer).toEqual(answer);
    expect(costs.stages.map((cost) => cost.stage)).toEqual([...stageNames]);
  });
});
