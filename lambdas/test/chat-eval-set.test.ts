import { describe, expect, it } from 'vitest';
import { chatEvalCases } from '../eval/chat-eval-cases.ts';
import { judgeAnswer, linkTargets } from '../eval/judge-answer.ts';
import { checkedLinkTarget } from '../src/chat/site-links.ts';

describe('the evaluation set', () => {
  it('gives every case its own id, expects links only to pages the site has, and asks something of every answer', () => {
    const ids = chatEvalCases.map((evalCase) => evalCase.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const evalCase of chatEvalCases) {
      for (const path of evalCase.expect.links ?? []) expect(checkedLinkTarget(path), evalCase.id).toBe(path);
      expect(evalCase.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      const { mentions = [], links = [], never = [], handoff } = evalCase.expect;
      expect(
        mentions.length + links.length + never.length + (handoff === undefined ? 0 : 1),
        evalCase.id,
      ).toBeGreaterThan(0);
    }
  });
});

describe('the judge', () => {
  const evalCase = {
    id: 'example',
    turns: ['what is a data diode'],
    expect: { mentions: [/one[- ]way/i], links: ['/products/data-diode'], handoff: false, never: [/\$\d/] },
  } as const;
  const reply = (text: string, handoff?: { reason: 'demo'; subject: string }) => ({
    id: 'offline-1',
    content: [{ type: 'text' as const, text }],
    ...(handoff ? { handoff } : {}),
  });

  it('passes an answer with the facts and links and nothing it must not say', () => {
    expect(
      judgeAnswer(reply('A one-way device: [Data Diode](/products/data-diode#specifications).'), evalCase),
    ).toEqual([]);
  });

  it('names every failure: a missing fact or link, an unasked hand-off, a forbidden text, a link off the site', () => {
    const failures = judgeAnswer(
      reply('It costs $999, see [here](/pricing).', { reason: 'demo', subject: 'Demo request' }),
      evalCase,
    );
    expect(failures).toEqual([
      'does not mention /one[- ]way/i',
      'does not link /products/data-diode',
      'links /pricing, which is not a page of the site',
      'offers Talk to our team (demo) unasked',
      'says "$9" (/\\$\\d/)',
    ]);
    expect(linkTargets('[a](/b) [c](mailto:d)')).toEqual(['/b', 'mailto:d']);
  });

  it('fails an AI-service error reply', () => {
    expect(judgeAnswer({ id: 'error-throttled-1', content: [{ type: 'text', text: 'busy' }] }, evalCase)[0]).toMatch(
      /error reply/,
    );
  });
});
