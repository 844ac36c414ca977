import { afterEach, describe, expect, it, vi } from 'vitest';
import { contactDraftKey, saveContactDraft, takeContactDraft } from '../lib/contact-draft.ts';
import { fillContactForm } from './contact-draft.ts';

function contactForm() {
  document.body.innerHTML = `
    <form data-contact-form>
      <input name="firstName"><input name="subject"><textarea name="message"></textarea>
      <input type="hidden" name="source" value="">
    </form>`;
  return document.querySelector('form')!;
}

afterEach(() => sessionStorage.clear());

describe('the contact draft the chat leaves for the contact form', () => {
  it('fills subject, message and source as typing would, once', () => {
    const form = contactForm();
    const typed = vi.fn();
    form.addEventListener('input', typed);
    saveContactDraft({ subject: 'Quote request: Data Diode', message: 'Hello\n\n- how much?', source: 'assistant' });
    expect(fillContactForm(form)).toBe(true);
    expect((form.elements.namedItem('subject') as HTMLInputElement).value).toBe('Quote request: Data Diode');
    expect((form.elements.namedItem('message') as HTMLTextAreaElement).value).toBe('Hello\n\n- how much?');
    expect((form.elements.namedItem('source') as HTMLInputElement).value).toBe('assistant');
    expect(typed).toHaveBeenCalledTimes(3);
    // Taken: a reload does not fill the form again.
    expect(sessionStorage.getItem(contactDraftKey)).toBeNull();
    expect(fillContactForm(form)).toBe(false);
  });

  it('fills nothing without a draft, on a page without the form, or from a draft that is not one', () => {
    const form = contactForm();
    expect(fillContactForm(form)).toBe(false);
    saveContactDraft({ subject: 'A subject', message: 'A message', source: 'assistant' });
    expect(fillContactForm(null)).toBe(false);
    sessionStorage.setItem(contactDraftKey, JSON.stringify({ subject: 'x', message: 'y', source: 'newsletter' }));
    expect(takeContactDraft()).toBeNull();
    sessionStorage.setItem(contactDraftKey, '{not json');
    expect(takeContactDraft()).toBeNull();
  });
});
