import { beforeAll, describe, expect, it } from 'vitest';
import { jobOpeningPath, pages } from '@ferrum/shared';
import { jobOpenings } from '@ferrum/shared/content/jobs';
import { stableSystemPrompt } from '../src/chat/system-prompt.ts';
import { ask, loadChatHandler, replyText, type ChatInvoke } from './support/chat.ts';

let chat: ChatInvoke;

beforeAll(async () => {
  chat = await loadChatHandler('offline');
});

/** Every markdown link target of `text`. */
const linkTargets = (text: string) => [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1] ?? '');

describe('the assistant knows each opening’s own page', () => {
  it.each(jobOpenings.map((job) => [job.title, job.id] as const))(
    'asked about the %s role, it links that opening’s page and the careers page',
    async (title, id) => {
      const targets = linkTargets(replyText(await chat(ask(`Tell me about the ${title} role`))));
      expect(targets).toContain(jobOpeningPath(id));
      expect(targets.map((target) => target.split('#')[0])).toContain(pages.careers.path);
    },
  );

  it.each(['What jobs do you have open?', 'Are you hiring?', 'any openings in sales?'])(
    '%s → every opening, each linked to its own page',
    async (question) => {
      const targets = linkTargets(replyText(await chat(ask(question))));
      for (const job of jobOpenings) expect(targets).toContain(jobOpeningPath(job.id));
    },
  );

  it('finds the opening from what a candidate does, not only from its title', async () => {
    const text = replyText(await chat(ask('I reverse engineer PLC firmware, do you have a job for me?')));
    expect(linkTargets(text)).toContain(jobOpeningPath('embedded-systems-security-researcher'));
  });

  it('gives the model every opening page and what each role needs', () => {
    const prompt = stableSystemPrompt();
    for (const job of jobOpenings) {
      expect(prompt).toContain(`${jobOpeningPath(job.id)}: ${job.title}`);
      expect(prompt).toContain(`Page: ${jobOpeningPath(job.id)}`);
      expect(prompt).toContain(job.requirements[0]);
    }
  });
});
