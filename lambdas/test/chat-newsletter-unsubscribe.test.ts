import { beforeAll, describe, expect, it } from 'vitest';
import { brand, howToUnsubscribe, pages } from '@ferrum/shared';
import { stableSystemPrompt } from '../src/chat/system-prompt.ts';
import { ask, loadChatHandler, replyText, type ChatInvoke } from './support/chat.ts';

let chat: ChatInvoke;

beforeAll(async () => {
  chat = await loadChatHandler('offline');
});

describe('the assistant knows how to leave the newsletter', () => {
  it.each([
    'How do I unsubscribe from the newsletter?',
    'Please stop sending me your newsletter emails',
    'How can I opt out of your mailing list?',
  ])('%s → the personal link in every issue, and the address that removes you', async (question) => {
    const text = replyText(await chat(ask(question)));
    expect(text).toContain('personal unsubscribe link');
    expect(text).toContain(brand.email);
  });

  it('gives the model the same words as the privacy page', () => {
    const prompt = stableSystemPrompt();
    expect(prompt).toContain(howToUnsubscribe);
    expect(prompt).toContain(`Page: ${pages.privacy.path}`);
  });
});
