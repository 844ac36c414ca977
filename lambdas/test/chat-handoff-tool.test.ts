/**
 * The hand-off on Bedrock is the model's decision, a call of its `offer_handoff`
 * tool: the tool's definition, its input turned into the reply's hand-off, and the
 * responder driven with ConverseStream answers recorded event by event (text, then a
 * tool call whose JSON input arrives cut mid-token; or the tool call first, then the
 * follow-up call that writes the answer). Never read from the visitor's words.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ContentBlock, ConverseStreamCommandInput } from '@aws-sdk/client-bedrock-runtime';
import { chatHandoffReasons, contactLimits, type ChatMessage, type ChatStreamEvent } from '@ferrum/shared';
import { logger } from '../src/lib/logger.ts';
import { assistantCopy } from '../src/chat/assistant-copy.ts';
import { handoffFromToolInput, handoffTool, handoffToolName } from '../src/chat/handoff-tool.ts';
import { createChatResponder } from '../src/chat/responder.ts';
import type { SpendCounter } from '../src/chat/spend-counter.ts';
import { assistantRules } from '../src/chat/system-prompt.ts';
import { cutEvery, joinedDeltas, recordedAnswer, recordedClient, testModelId } from './support/chat.ts';

afterEach(() => vi.restoreAllMocks());

const model = { mode: 'bedrock', modelId: testModelId, region: 'us-west-2' } as const;
const asked = (question: string): ChatMessage[] => [{ role: 'user', content: question }];

/** Every event of one answer, with the fake client's record of what was sent. */
async function answer(
  question: string,
  answers: Parameters<typeof recordedClient>,
  options: { spend?: SpendCounter; guardrail?: boolean } = {},
) {
  const { client, sent, signals } = recordedClient(...answers);
  const respond = createChatResponder(
    { ...model, ...(options.guardrail ? { guardrail: { id: 'abc123xyz', version: '3' } } : {}) },
    { client, ...(options.spend ? { spend: options.spend } : {}) },
  );
  const events: ChatStreamEvent[] = [];
  for await (const event of respond(asked(question), { timeoutMs: 5_000 })) events.push(event);
  const done = events.at(-1);
  return { events, sent, signals, reply: done?.event === 'done' ? done.data : undefined, done };
}

const deltaTexts = (events: readonly ChatStreamEvent[]) =>
  events.flatMap((event) => (event.event === 'delta' ? [event.data.text] : []));

describe('the offer_handoff tool', () => {
  const spec = handoffTool.toolSpec;
  const schema = spec.inputSchema.json;

  it('takes every hand-off reason but the offline answerer’s "unanswered", each described for the model', () => {
    expect(spec.name).toBe(handoffToolName);
    expect(handoffToolName).toBe('offer_handoff');
    expect(schema.properties.reason.enum).toEqual(chatHandoffReasons.filter((reason) => reason !== 'unanswered'));
    for (const reason of schema.properties.reason.enum) {
      expect(schema.properties.reason.description).toContain(`"${reason}" when `);
    }
    expect(schema.required).toEqual(['reason', 'subject']);
    expect(schema.properties.subject).toMatchObject({
      type: 'string',
      minLength: contactLimits.subjectMin,
      maxLength: contactLimits.subjectMax,
    });
  });

  it('is a constant, JSON-only definition (it sits in the cached prefix of every call)', () => {
    expect(JSON.parse(JSON.stringify(handoffTool))).toEqual(handoffTool);
  });

  it('is named by a rule of the system prompt: when to call it, when not, and what the visitor is told', () => {
    const rule = assistantRules.find((text) => text.includes(handoffToolName));
    expect(rule).toMatch(/a person, for a callback, for a demo, for a quote, a price or a budget/);
    expect(rule).toMatch(/trial or an evaluation in their own environment/);
    expect(rule).toMatch(/active security incident \(then the emergency number comes first/);
    expect(rule).toMatch(/Do not call it for ordinary product questions \(weight, specifications/);
    expect(rule).toMatch(/only mentions a product/);
    expect(rule).toMatch(/"Talk to our team" button .* tell the visitor in one sentence that they can press it/);
    expect(rule).toMatch(/at most once, after writing your answer/);
  });
});

describe("the tool's input becomes the hand-off", () => {
  it('keeps the reason and the subject the model wrote, trimmed', () => {
    expect(handoffFromToolInput('{"reason":"quote","subject":"  Quote request: Data Diode  "}')).toEqual({
      reason: 'quote',
      subject: 'Quote request: Data Diode',
    });
    expect(handoffFromToolInput(JSON.stringify({ reason: 'demo', subject: 'x'.repeat(200) }))?.subject).toHaveLength(
      200,
    );
    expect(handoffFromToolInput(JSON.stringify({ reason: 'trial', subject: 'Trial' }))?.subject).toBe('Trial');
  });

  it.each([
    ['too short', 'Hi'],
    ['too long', 'x'.repeat(201)],
    ['blank', '      '],
    ['on two lines', 'Quote request\nData Diode'],
    ['with a carriage return', 'Quote request\r for MDR'],
    ['not a string', 42],
    ['missing', undefined],
  ])("replaces a subject %s with the reason's general subject", (_what, subject) => {
    expect(handoffFromToolInput(JSON.stringify({ reason: 'quote', subject }))).toEqual({
      reason: 'quote',
      subject: assistantCopy.handoffSubjects.quote(),
    });
  });

  it.each([
    ['malformed JSON', '{"reason":"quote","subj', 'malformed-json'],
    ['an empty input', '', 'malformed-json'],
    ['an unknown reason', '{"reason":"discount","subject":"Give me 30% off"}', 'invalid-input'],
    ['the offline answerer’s own reason', '{"reason":"unanswered","subject":"Question for the team"}', 'invalid-input'],
    ['no reason', '{"subject":"Quote request"}', 'invalid-input'],
    ['not an object', '["quote"]', 'invalid-input'],
  ])('offers nothing for %s, and logs a warning without the input', (_what, input, problem) => {
    const warn = vi.spyOn(logger, 'warn');
    expect(handoffFromToolInput(input)).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[1]).toMatchObject({ handoffProblem: problem });
    expect(JSON.stringify(warn.mock.calls[0])).not.toMatch(/30% off|Question for the team/);
  });
});

/** The answer pieces of the recorded "quote" answer, and its tool call's input cut mid-JSON. */
const quoteText = [
  'We don’t publish prices: the ',
  '**Data Diode** is sized ',
  'for your sites. Press ',
  '**Talk to our team** below.',
];
const quoteInput = '{"reason": "quote", "subject": "Quote request: Data Diode (2 sites)"}';

describe('the model decides the hand-off (recorded ConverseStream answers)', () => {
  it('text, then a tool call: the text streams, the done reply carries the model’s hand-off', async () => {
    const { events, reply, sent } = await answer('What would two data diodes cost us?', [
      recordedAnswer({
        text: quoteText,
        tool: { id: 'tooluse_kZJMlvQmRJ6eAyJE5GIl7Q', input: cutEvery(quoteInput, 7) },
      }),
    ]);
    expect(sent).toHaveLength(1);
    expect(joinedDeltas(events)).toBe(quoteText.join(''));
    expect(reply).toEqual({
      id: expect.stringMatching(/^chat-/),
      content: [{ type: 'text', text: quoteText.join('') }],
      handoff: { reason: 'quote', subject: 'Quote request: Data Diode (2 sites)' },
    });
  });

  it('never lets the tool’s input reach the visitor as text', async () => {
    const { events } = await answer('Can someone call me back?', [
      recordedAnswer({
        text: ['Of course. ', 'Press **Talk to our team** below.'],
        tool: { id: 'tooluse_cb1', input: cutEvery('{"reason":"callback","subject":"Callback request: MDR"}', 3) },
      }),
    ]);
    const streamed = deltaTexts(events).join('');
    expect(streamed).toBe('Of course. Press **Talk to our team** below.');
    for (const fragment of ['reason', 'callback', 'Callback request', '{', 'tooluse']) {
      expect(streamed).not.toContain(fragment);
    }
    expect(events.at(-1)).toMatchObject({ event: 'done', data: { handoff: { reason: 'callback' } } });
  });

  it('a tool call before any text: one follow-up call with the toolUse and its toolResult, whose text streams', async () => {
    const counted: unknown[] = [];
    const spend: SpendCounter = {
      overCeiling: async () => false,
      add: async (usage) => {
        counted.push(usage);
        return { costUsd: 0.01, hourUsd: 0.01 };
      },
    };
    const followUpText = [
      'I’m sorry to hear that. Call our 24/7 emergency line ',
      'now; then press **Talk to our team** below.',
    ];
    const { events, reply, sent, signals } = await answer(
      'We have ransomware on our HMIs right now',
      [
        recordedAnswer({
          tool: { id: 'tooluse_inc', input: cutEvery('{"reason":"incident","subject":"Ransomware on HMIs"}', 5) },
          usage: { inputTokens: 70, outputTokens: 40, totalTokens: 12_110, cacheReadInputTokens: 12_000 },
        }),
        // The model offers again in the follow-up: ignored, the first offer stands.
        recordedAnswer({
          text: followUpText,
          tool: { id: 'tooluse_again', input: ['{"reason":"demo","subject":"Demo request"}'] },
          usage: { inputTokens: 150, outputTokens: 60, totalTokens: 12_210, cacheReadInputTokens: 12_000 },
        }),
      ],
      { spend, guardrail: true },
    );
    expect(sent).toHaveLength(2);
    const [first, second] = sent as [ConverseStreamCommandInput, ConverseStreamCommandInput];
    expect(second.messages).toEqual([
      ...(first.messages ?? []),
      {
        role: 'assistant',
        content: [
          {
            toolUse: {
              toolUseId: 'tooluse_inc',
              name: 'offer_handoff',
              input: { reason: 'incident', subject: 'Ransomware on HMIs' },
            },
          },
        ],
      },
      {
        role: 'user',
        content: [
          { toolResult: { toolUseId: 'tooluse_inc', content: [{ json: { shown: true } }], status: 'success' } },
        ],
      },
    ]);
    // Same system blocks, tools and guardrail; the same deadline (the signal the first call had).
    expect(second.system).toEqual(first.system);
    expect(second.toolConfig).toEqual(first.toolConfig);
    expect(second.guardrailConfig).toEqual(first.guardrailConfig);
    expect(signals[1]).toBe(signals[0]);
    expect(joinedDeltas(events)).toBe(followUpText.join(''));
    expect(reply?.handoff).toEqual({ reason: 'incident', subject: 'Ransomware on HMIs' });
    // Both calls cost money: the counter adds them up as one answer.
    expect(counted).toEqual([{ inputTokens: 220, outputTokens: 100, cacheReadInputTokens: 24_000 }]);
  });

  it('a malformed tool call first: no hand-off, and the follow-up is told no button is shown', async () => {
    const { reply, sent } = await answer('I want a quote', [
      recordedAnswer({ tool: { id: 'tooluse_bad', input: ['{"reason": "quo', 'te", "subj'] } }),
      recordedAnswer({ text: ['Our engineers size every deployment; ', 'please use our contact page.'] }),
    ]);
    expect(reply?.content[0]?.text).toBe('Our engineers size every deployment; please use our contact page.');
    expect(reply?.handoff).toBeUndefined();
    const [assistantTurn, userTurn] = (sent[1]?.messages ?? []).slice(-2);
    expect(assistantTurn?.content?.[0]).toEqual({
      toolUse: { toolUseId: 'tooluse_bad', name: 'offer_handoff', input: {} },
    });
    expect(userTurn?.content?.[0]).toEqual({
      toolResult: { toolUseId: 'tooluse_bad', content: [{ json: { shown: false } }], status: 'success' },
    } satisfies ContentBlock);
  });

  it.each([
    ['malformed JSON', '{"reason":"demo","subject":"Demo', undefined],
    ['an unknown reason', '{"reason":"discount","subject":"Discount request"}', undefined],
    [
      'a subject on two lines',
      '{"reason":"demo","subject":"Demo\\nof the twin"}',
      { reason: 'demo', subject: assistantCopy.handoffSubjects.demo() },
    ],
    [
      'a subject too short',
      '{"reason":"person","subject":"Hi"}',
      { reason: 'person', subject: assistantCopy.handoffSubjects.person() },
    ],
  ])('text, then a tool call with %s', async (_what, input, expected) => {
    const { reply } = await answer('Can I see it running?', [
      recordedAnswer({
        text: ['Sure, our engineers ', 'can show you.'],
        tool: { id: 'tooluse_x', input: cutEvery(input, 4) },
      }),
    ]);
    expect(reply?.content[0]?.text).toBe('Sure, our engineers can show you.');
    expect(reply?.handoff).toEqual(expected);
  });

  it.each([
    ['a price', 'What is the price of the data diode?'],
    ['a product’s weight (the old pattern offered a quote for "how much")', 'How much does the data diode weigh?'],
    ['a person', 'can I talk to a human?'],
  ])('no tool call, no hand-off, even when the visitor asks for %s: the model decided', async (_what, question) => {
    const { reply, sent } = await answer(question, [recordedAnswer({ text: ['It is a 1U ', 'rack unit.'] })]);
    expect(sent).toHaveLength(1);
    expect(reply?.content[0]?.text).toBe('It is a 1U rack unit.');
    expect(reply).not.toHaveProperty('handoff');
  });

  it('a follow-up that writes nothing: the site content answers instead, as for any empty answer', async () => {
    const { reply, sent } = await answer('Can I get a demo of the data diode?', [
      recordedAnswer({
        tool: { id: 'tooluse_demo', input: ['{"reason":"demo","subject":"Demo request: Data Diode"}'] },
      }),
      recordedAnswer({ stopReason: 'end_turn' }),
    ]);
    expect(sent).toHaveLength(2);
    expect(reply?.id).toMatch(/^offline-/);
  });

  it('makes at most one follow-up call, and none when the model wrote text before its tool call', async () => {
    const { sent } = await answer('Demo please', [
      recordedAnswer({
        text: ['Happy to. '],
        tool: { id: 'tooluse_d', input: ['{"reason":"demo","subject":"Demo request"}'] },
      }),
    ]);
    expect(sent).toHaveLength(1);
  });

  it('sends the tool on every call, the model free to use it or not', async () => {
    const { sent } = await answer('hello', [recordedAnswer({ text: ['Hello!'] })]);
    expect(sent[0]?.toolConfig).toEqual({ tools: [handoffTool], toolChoice: { auto: {} } });
  });
});
