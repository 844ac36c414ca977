import { describe, expect, it } from 'vitest';
import { contactLimits } from '@ferrum/shared';
import { handoffDraft } from './handoff-draft.ts';

const handoff = { reason: 'quote', subject: 'Quote request: Data Diode' } as const;

describe('what Talk to our team puts in the contact form', () => {
  it('the subject, and the visitor’s own questions only', () => {
    const draft = handoffDraft(
      [
        { id: 1, role: 'user', content: ' how fast is the diode? ' },
        { id: 2, role: 'assistant', content: 'Up to 10 Gbps.' },
        { id: 3, role: 'user', content: 'and the price?' },
      ],
      handoff,
    );
    expect(draft).toEqual({
      subject: 'Quote request: Data Diode',
      message:
        'Hello, I was asking the Ferrum Assistant:\n\n- how fast is the diode?\n- and the price?\n\nPlease get in touch.',
      source: 'assistant',
    });
  });

  it('keeps the newest questions that fit the form’s message limit', () => {
    const long = (n: number) => ({ id: n, role: 'user' as const, content: `${n} ${'x'.repeat(1990)}` });
    const draft = handoffDraft([long(1), long(2), long(3), long(4)], handoff);
    expect(draft.message.length).toBeLessThanOrEqual(contactLimits.messageMax);
    expect(draft.message).toContain('- 4 x');
    expect(draft.message).not.toContain('- 1 x');
  });
});
