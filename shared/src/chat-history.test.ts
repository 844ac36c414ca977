import { describe, expect, it } from 'vitest';
import { chatLimits, chatRequestSchema } from './schemas/chat.ts';
import { toChatHistory, type KeptTurn } from './chat-history.ts';

const user = (content: string): KeptTurn => ({ role: 'user', content });
const assistant = (content: string, failed = false): KeptTurn => ({ role: 'assistant', content, failed });

describe('toChatHistory', () => {
  it('sends the conversation as role/content turns', () => {
    expect(toChatHistory([user('Hi'), assistant('Hello!'), user('What is a data diode?')])).toEqual([
      { role: 'user', content: 'Hi' },
      { role: 'assistant', content: 'Hello!' },
      { role: 'user', content: 'What is a data diode?' },
    ]);
  });

  it('leaves out problem replies and keeps only the later of two questions in a row', () => {
    const history = toChatHistory([
      user('First'),
      assistant('The assistant is busy right now.', true),
      user('First again'),
      user('Second'),
    ]);
    expect(history).toEqual([{ role: 'user', content: 'Second' }]);
  });

  it('keeps the newest 20 turns, starting with the user', () => {
    const messages = Array.from({ length: 30 }, (_, index) =>
      index % 2 === 0 ? user(`q${index}`) : assistant(`a${index}`),
    );
    messages.push(user('last'));
    const history = toChatHistory(messages);
    expect(history.length).toBeLessThanOrEqual(chatLimits.maxMessages);
    expect(history[0]?.role).toBe('user');
    expect(history.at(-1)).toEqual({ role: 'user', content: 'last' });
    expect(chatRequestSchema.safeParse({ messages: history }).success).toBe(true);
  });

  it('cuts long assistant answers to the message limit so the API accepts them', () => {
    const history = toChatHistory([user('Tell me everything'), assistant('x'.repeat(5000)), user('More')]);
    expect(history[1]?.content).toHaveLength(chatLimits.maxMessageLength);
    expect(chatRequestSchema.safeParse({ messages: history }).success).toBe(true);
  });
});

describe('toChatHistory with answers that ended early', () => {
  it('keeps a stopped or cut-off answer as the assistant’s turn, so the turns alternate', () => {
    // The widget marks them (`partial`); for the history they are the assistant's turns as far as they got.
    const stopped = { ...assistant('A data diode sends'), partial: 'stopped' };
    const cut = { ...assistant('MDR is'), partial: 'interrupted' };
    const history = toChatHistory([user('Data diode?'), stopped, user('MDR?'), cut, user('Go on')]);
    expect(history).toEqual([
      { role: 'user', content: 'Data diode?' },
      { role: 'assistant', content: 'A data diode sends' },
      { role: 'user', content: 'MDR?' },
      { role: 'assistant', content: 'MDR is' },
      { role: 'user', content: 'Go on' },
    ]);
    expect(chatRequestSchema.safeParse({ messages: history }).success).toBe(true);
  });

  it('leaves out an answer stopped before any text', () => {
    const history = toChatHistory([user('Data diode?'), assistant(''), user('Again')]);
    expect(history).toEqual([{ role: 'user', content: 'Again' }]);
  });
});
