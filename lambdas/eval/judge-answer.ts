/**
 * Judges one answer of the evaluation: what the case says it must and must not
 * hold, plus what every answer must: links only to the site's own pages, our
 * addresses and numbers (the same check a visitor's answer passes on its way out).
 */
import type { ChatResponse } from '@ferrum/shared';
import { checkedLinkTarget } from '../src/chat/site-links.ts';
import type { ChatEvalCase } from './chat-eval-case.ts';

/** Every markdown link target of `text`. */
export function linkTargets(text: string): string[] {
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1] ?? '');
}

/** Why `reply` fails `expectations`; empty when it passes. */
export function judgeAnswer(reply: ChatResponse, { expect }: ChatEvalCase): string[] {
  const text = reply.content.map((part) => part.text).join('\n');
  const failures: string[] = [];
  if (reply.id.startsWith('error-'))
    failures.push(`an AI-service error reply (${reply.id.split('-').slice(0, 3).join('-')})`);
  for (const pattern of expect.mentions ?? []) {
    if (!pattern.test(text)) failures.push(`does not mention ${pattern}`);
  }
  const targets = linkTargets(text);
  for (const path of expect.links ?? []) {
    const linked = targets.some((target) => (path.includes('#') ? target === path : target.split('#')[0] === path));
    if (!linked) failures.push(`does not link ${path}`);
  }
  for (const target of targets) {
    if (checkedLinkTarget(target) !== target) failures.push(`links ${target}, which is not a page of the site`);
  }
  if (expect.handoff === true && !reply.handoff) failures.push('does not offer Talk to our team');
  if (expect.handoff === false && reply.handoff)
    failures.push(`offers Talk to our team (${reply.handoff.reason}) unasked`);
  for (const pattern of expect.never ?? []) {
    const found = pattern.exec(text);
    if (found) failures.push(`says ${JSON.stringify(found[0])} (${pattern})`);
  }
  return failures;
}
