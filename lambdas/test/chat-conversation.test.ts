import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '@ferrum/shared';
import { createConversationReader, listedTopics, pickFromList, questionParts } from '../src/chat/conversation.ts';
import { topicById } from '../src/chat/knowledge-base.ts';
import { createTopicFinder } from '../src/chat/topic-finder.ts';

const reader = createConversationReader();
const finder = createTopicFinder();
const plans = ['mdr-plan-core', 'mdr-plan-advanced', 'mdr-plan-comprehensive'].map(topicById);

function conversation(...turns: string[]): ChatMessage[] {
  return turns.map((content, index) => ({ role: index % 2 === 0 ? 'user' : 'assistant', content }));
}

const subjectOf = (...turns: string[]) => reader.read(conversation(...turns)).at(-1)?.subject?.id;

describe('reading the conversation', () => {
  it('names topics despite typos, and a longer name wins over a name inside it', () => {
    expect(subjectOf('data diod specs?')).toBe('data-diode');
    expect(subjectOf('tell me about the cyber digtal twin')).toBe('digital-twin');
    expect(subjectOf('are you hiring a digital twin developer')).toBe('job-digital-twin-developer');
    expect(subjectOf('do you work with nuclear energy plants')).toBe('industry-nuclear');
  });

  it('knows a word it knows is not a typo of another ("ports" is not "posts")', () => {
    expect(subjectOf('data diode ports and throughput')).toBe('data-diode');
  });

  it('answers a follow-up about the topic of the turns before it', () => {
    expect(subjectOf('Tell me about your data diode.', 'The Data Diode is ...', 'Does it need a fan?')).toBe(
      'data-diode',
    );
    expect(subjectOf('what is the digital twin', 'The Cyber Digital Twin ...', 'and the price?')).toBe('digital-twin');
    expect(subjectOf('Tell me about your data diode.', 'The Data Diode is ...', 'what about hospitals?')).toBe(
      'industry-healthcare',
    );
  });

  it('picks an item of the list the last answer gave, by position or by what only it says', () => {
    const answer = [
      'We offer three plans:',
      '1. **Core Security Platform** (8x5 support): essential OT visibility',
      '2. **Advanced Oversight** (16x7 support): expert oversight, extended hours',
      '3. **Comprehensive MDR** (24/7 support): fully managed, around the clock',
    ].join('\n');
    expect(subjectOf('Which MDR plans do you offer?', answer, 'What does the second one include?')).toBe(
      'mdr-plan-advanced',
    );
    expect(subjectOf('Which MDR plans do you offer?', answer, 'and the last one?')).toBe('mdr-plan-comprehensive');
    expect(subjectOf('Which MDR plans do you offer?', answer, 'the advanced one, how many hours?')).toBe(
      'mdr-plan-advanced',
    );
  });

  it('reads a list from a model-written answer by its links or bold names', () => {
    const modelAnswer =
      'Sure! Here are our plans:\n\n- **Core Security Platform** – basic\n- **Advanced Oversight** – popular\n- **Comprehensive MDR** – 24/7';
    expect(listedTopics(modelAnswer, finder).map((topic) => topic.id)).toEqual(plans.map((plan) => plan.id));
    expect(listedTopics('- 24/7 SOC\n- Dedicated analyst', finder)).toEqual([]);
  });

  it('picks nothing from a list when the question names something else', () => {
    expect(pickFromList('what about the data diode?', plans, [topicById('data-diode')])).toBeUndefined();
    expect(pickFromList('number 2 please', plans)).toBe(plans[1]);
  });

  it('follows the item an answer settled on ("which plan would you pick?" then "does it include an analyst?")', () => {
    const answer = 'The **Comprehensive MDR** plan (fully managed, around the clock) includes a 24/7 SOC.';
    expect(subjectOf('which mdr would you pick for nights', answer, 'do we get our own analyst with it?')).toBe(
      'mdr-plan-comprehensive',
    );
  });

  it('cuts a message that asks several things into its questions', () => {
    expect(questionParts('where are you based, who runs the company, and how many countries are you in')).toEqual([
      'where are you based',
      'who runs the company',
      'how many countries are you in',
    ]);
    expect(questionParts('what is a data diode?')).toEqual(['what is a data diode?']);
  });
});
