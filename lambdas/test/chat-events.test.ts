import { describe, expect, it } from 'vitest';
import { createOfflineAnswerer } from '../src/chat/offline/offline-answerer.ts';
import { datedSystemPrompt } from '../src/chat/system-prompt.ts';

const responder = createOfflineAnswerer();
const ask = (question: string, today: string) => responder.reply([{ role: 'user', content: question }], today).text;

describe('events relative to today, on both paths', () => {
  it('after every event has ended: nothing scheduled, the last ones as ended, and how to meet the team', () => {
    const text = ask('When is your next event?', '2026-11-25');
    expect(text).toContain('We have no upcoming events scheduled right now.');
    expect(text).toMatch(/Our most recent events have ended:\n\n- \*\*Cybersecurity Best Practices for OT\/ICS\*\*/);
    expect(text).toContain('(/company/contact)');
    expect(text).not.toMatch(/Our next event/);
  });

  it('before the first event: the next one first, the rest as coming up', () => {
    const text = ask('any upcoming events?', '2025-05-01');
    expect(text).toMatch(
      /Our next event: \*\*Seamless Middle East 2025\*\* \(Conference, Dubai, United Arab Emirates, May 20 – 22, 2025\)/,
    );
    expect(text).toContain('Also coming up:');
    expect(text).toContain('Next Generation IoT Expo');
  });

  it('during an event: what is on now', () => {
    expect(ask('what events are on?', '2025-05-21')).toMatch(/Happening now:\n\n- \*\*Seamless Middle East 2025\*\*/);
  });

  it('asked about one event: whether it has ended', () => {
    expect(ask('is the iot expo in riyadh still on?', '2026-11-25')).toMatch(
      /took place on August 24 – 26, 2025 and has ended/,
    );
    expect(ask('is the iot expo in riyadh still on?', '2025-08-01')).toMatch(/takes place on August 24 – 26, 2025/);
  });

  it('tells the model the same schedule: what has ended, what comes next, or that nothing is scheduled', () => {
    const after = datedSystemPrompt('2026-11-25');
    expect(after).toContain('Today is 2026-11-25.');
    expect(after).toContain('No upcoming events are scheduled');
    expect(after).toMatch(/Ended \(never present these as upcoming\):\n- Cybersecurity Best Practices for OT\/ICS/);
    const before = datedSystemPrompt('2025-07-01');
    expect(before).toMatch(/Upcoming, soonest first:\n- Next-Gen ICS Security Webinar, Virtual, July 15, 2025/);
    expect(before).toMatch(/Ended .*\n- Seamless Middle East 2025/);
  });
});
