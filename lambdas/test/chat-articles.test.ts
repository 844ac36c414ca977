/**
 * The blog's articles in the assistant: their passages answer a question and link
 * to the section they stand in, offline and as the model's source. The articles are
 * read from the posts' Markdown (shared/src/content/posts/), not from this test.
 */
import { mockClient } from 'aws-sdk-client-mock';
import 'aws-sdk-client-mock-vitest/extend';
import {
  BedrockRuntimeClient,
  ConverseStreamCommand,
  type ConverseStreamCommandInput,
} from '@aws-sdk/client-bedrock-runtime';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { ChatMessage, ChatResponse } from '@ferrum/shared';
import { blogPosts } from '@ferrum/shared/content/blog';
import { blogArticle } from '@ferrum/shared/content/blog-articles';
import { hasPageSection } from '@ferrum/shared/page-sections';
import { createArticleExcerpts, maxExcerptCharacters } from '../src/chat/article-excerpts.ts';
import { topicById } from '../src/chat/knowledge-base.ts';
import { createOfflineAnswerer } from '../src/chat/offline/offline-answerer.ts';
import { createChatResponder, finalReply } from '../src/chat/responder.ts';
import { siteContentPrompt } from '../src/chat/system-prompt.ts';

const offline = createOfflineAnswerer();
const today = '2026-11-25';
const asked = (...turns: string[]): ChatMessage[] =>
  turns.map((content, index) => ({ role: index % 2 === 0 ? 'user' : 'assistant', content }));
const answerTo = (question: string) => offline.reply(asked(question), today, 'none').text;

describe('the articles in the knowledge base', () => {
  it('hold every article’s introduction and sections, each block once, linked to a section its page has', () => {
    for (const post of blogPosts) {
      const topic = topicById(`post-${post.id}`);
      const passages = topic.facts.filter((item) => item.passage);
      const article = blogArticle(post.id)!;
      const blocks = [...article.intro, ...article.sections.flatMap((part) => part.blocks)];
      expect(passages.flatMap((passage) => passage.text.split('\n'))).toEqual(blocks);
      for (const passage of passages.filter((item) => item.section)) {
        expect(hasPageSection(passage.section!.path, passage.section!.id), passage.section!.id).toBe(true);
      }
    }
  });

  it('keep the passages out of the content every model call grounds on, within the guardrail’s limit with a question’s', () => {
    const passage = topicById('post-3').facts.find((item) => item.passage && item.section)!;
    expect(siteContentPrompt()).not.toContain(passage.text);
    expect(siteContentPrompt()).toContain(blogPosts.find((post) => post.id === 3)!.excerpt);
    expect(siteContentPrompt().length + maxExcerptCharacters).toBeLessThanOrEqual(100_000);
  });
});

describe('the offline assistant answers from an article', () => {
  it('quotes the passage that answers and links to its section', () => {
    const text = answerTo('how should we segment the network inside a substation?');
    expect(text).toMatch(/protection relays/i);
    expect(text).toContain('(/blog/1#segmenting-a-substation-or-plant-network)');
  });

  it('answers from an article when no page of the site covers the question', () => {
    const text = answerTo('how do we keep anomaly detection from drowning operators in false positives');
    expect(text).toContain('(/blog/5');
  });

  it('still answers a question about a product from the product’s own page first', () => {
    const text = answerTo('what throughput does the data diode do');
    expect(text).toMatch(/10 Gbps/);
    expect(text.indexOf('(/products/data-diode')).toBeGreaterThanOrEqual(0);
    expect(text.indexOf('(/products/data-diode')).toBeLessThan(
      text.indexOf('/blog/') >= 0 ? text.indexOf('/blog/') : Infinity,
    );
  });
});

describe('the model reads the question’s article passages', () => {
  const excerpts = createArticleExcerpts(offline.search);

  it('finds the sections the question is about, with their addresses, within the size limit', () => {
    const block = excerpts(asked('what does cip-005 want from us and what evidence do auditors expect'));
    expect(block).toMatch(/^<article_excerpts>\n## IEC 62443 and NERC CIP/);
    expect(block).toContain('Page: /blog/4#');
    expect(block.length).toBeLessThanOrEqual(maxExcerptCharacters + 100);
  });

  it('reads a follow-up with the question before it', () => {
    const block = excerpts(
      asked(
        'tell me about the water utility case study',
        'It isolated SCADA in 30 days.',
        'how long did the discovery phase take',
      ),
    );
    expect(block).toContain('Page: /blog/6#');
  });

  it('adds nothing when no article answers', () => {
    expect(excerpts(asked('hello'))).toBe('');
  });

  describe('on Bedrock', () => {
    const bedrock = mockClient(BedrockRuntimeClient);
    afterAll(() => bedrock.restore());
    beforeEach(() => {
      bedrock.reset();
      bedrock.on(ConverseStreamCommand).resolves({
        $metadata: {},
        stream: (async function* () {
          yield { contentBlockDelta: { contentBlockIndex: 0, delta: { text: 'Answer.' } } };
          yield { messageStop: { stopReason: 'end_turn' as const } };
        })(),
      });
    });
    const sent = (): ConverseStreamCommandInput => bedrock.commandCalls(ConverseStreamCommand)[0]!.args[0].input;
    const ask = (respond: ReturnType<typeof createChatResponder>, question: string): Promise<ChatResponse> =>
      finalReply(respond(asked(question), { timeoutMs: 5_000 }));
    const model = { mode: 'bedrock', modelId: 'us.anthropic.claude-test-v1:0', region: 'us-east-1' } as const;
    const question = 'do we still need firewalls if we put in a one way gateway';

    it('sends them after the cache point, as part of the guardrail’s grounding source', async () => {
      await ask(createChatResponder({ ...model, guardrail: { id: 'abc123xyz', version: '3' } }), question);
      const system = sent().system ?? [];
      const cachePoint = system.findIndex((block) => 'cachePoint' in block);
      const last = system.at(-1);
      expect(system.indexOf(last!)).toBeGreaterThan(cachePoint);
      expect(last).toEqual({
        guardContent: {
          text: { text: expect.stringContaining('Page: /blog/3#'), qualifiers: ['grounding_source'] },
        },
      });
    });

    it('sends them as text without a guardrail', async () => {
      await ask(createChatResponder(model), question);
      expect(sent().system?.at(-1)).toEqual({ text: expect.stringMatching(/^<article_excerpts>/) });
    });
  });
});
