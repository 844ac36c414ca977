import { afterEach, describe, expect, it, vi } from 'vitest';
import { contactLimits } from '@ferrum/shared/schemas/contact-limits';
import { contactDraftKey, saveContactDraft, takeContactDraft } from '../lib/contact-draft.ts';
import { fillContactForm } from './contact-draft.ts';

/** The contact form's fields as the page renders them, with the contact schema's maxima as `maxlength`. */
function contactForm() {
  document.body.innerHTML = `
    <form data-contact-form>
      <input name="firstName" maxlength="${contactLimits.nameMax}">
      <input name="subject" maxlength="${contactLimits.subjectMax}">
      <textarea name="message" maxlength="${contactLimits.messageMax}"></textarea>
      <input type="hidden" name="source" value="">
    </form>`;
  return document.querySelector('form')!;
}

afterEach(() => {
  sessionStorage.clear();
  history.replaceState(null, '', '/');
});

/** The page as a visitor lands on it from a link. */
function openedFrom(address: string): Location {
  history.replaceState(null, '', address);
  return location;
}

const field = (form: HTMLFormElement, name: string) => form.elements.namedItem(name) as HTMLInputElement;

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

describe('a call to action’s link, filling the contact form', () => {
  it('fills the subject and the first line of the message as typing would, and takes them out of the address', () => {
    const form = contactForm();
    const typed = vi.fn();
    form.addEventListener('input', typed);
    const page = openedFrom(
      '/company/contact?subject=Quote%20request%3A%20Data%20Diode&message=Please%20send%20a%20quote.%0AOur%20needs%3A#message',
    );
    expect(fillContactForm(form, page)).toBe(true);
    expect(field(form, 'subject').value).toBe('Quote request: Data Diode');
    expect(field(form, 'message').value).toBe('Please send a quote.\nOur needs:');
    expect(field(form, 'firstName').value).toBe('');
    expect(field(form, 'source').value).toBe('');
    expect(typed).toHaveBeenCalledTimes(2);
    // A reload does not write over what the visitor changed; the form's anchor stays.
    expect(`${location.pathname}${location.search}${location.hash}`).toBe('/company/contact#message');
    expect(fillContactForm(form, location)).toBe(false);
  });

  it('fills the subject alone when the link carries no message', () => {
    const form = contactForm();
    expect(
      fillContactForm(form, openedFrom('/company/contact?subject=Choose+Plan%3A+Advanced+Oversight#message')),
    ).toBe(true);
    expect(field(form, 'subject').value).toBe('Choose Plan: Advanced Oversight');
    expect(field(form, 'message').value).toBe('');
  });

  it('gives way to the assistant’s draft when both are there', () => {
    const form = contactForm();
    saveContactDraft({ subject: 'Question about Data Diode', message: '- Does it need a fan?', source: 'assistant' });
    expect(
      fillContactForm(form, openedFrom('/company/contact?subject=Quote+request%3A+Data+Diode&message=Hi#message')),
    ).toBe(true);
    expect(field(form, 'subject').value).toBe('Question about Data Diode');
    expect(field(form, 'message').value).toBe('- Does it need a fan?');
    expect(field(form, 'source').value).toBe('assistant');
    expect(location.search).toBe('');
  });

  it('fills nothing from a parameter it does not know, and leaves that parameter where it is', () => {
    const form = contactForm();
    const page = openedFrom(
      '/company/contact?firstName=Ana&email=ana%40example.com&company=Acme&source=assistant&website=x#message',
    );
    expect(fillContactForm(form, page)).toBe(false);
    for (const name of ['firstName', 'subject', 'message', 'source']) expect(field(form, name).value).toBe('');
    expect(location.search).toBe('?firstName=Ana&email=ana%40example.com&company=Acme&source=assistant&website=x');
  });

  it('keeps the other parameters of the address when it takes its own', () => {
    const form = contactForm();
    fillContactForm(form, openedFrom('/company/contact?utm_source=mail&subject=Meeting+request#message'));
    expect(field(form, 'subject').value).toBe('Meeting request');
    expect(`${location.search}${location.hash}`).toBe('?utm_source=mail#message');
  });

  it('cuts an over-long subject or message to the contact form’s maximum', () => {
    const form = contactForm();
    const page = openedFrom(
      `/company/contact?subject=${'s'.repeat(contactLimits.subjectMax + 1)}&message=${'m'.repeat(contactLimits.messageMax + 100)}`,
    );
    expect(fillContactForm(form, page)).toBe(true);
    expect(field(form, 'subject').value).toBe('s'.repeat(contactLimits.subjectMax));
    expect(field(form, 'message').value).toBe('m'.repeat(contactLimits.messageMax));
  });

  it('never cuts inside a character: an emoji that would be split at the maximum is left out whole', () => {
    const form = contactForm();
    const subject = `${'s'.repeat(contactLimits.subjectMax - 1)}🛡️`;
    fillContactForm(form, openedFrom(`/company/contact?subject=${encodeURIComponent(subject)}`));
    expect(field(form, 'subject').value).toBe('s'.repeat(contactLimits.subjectMax - 1));
  });

  it('is read only on the page’s load, not when the chat fills the form it is on', () => {
    const form = contactForm();
    openedFrom('/company/contact?subject=Meeting+request#message');
    expect(fillContactForm(form)).toBe(false);
    expect(field(form, 'subject').value).toBe('');
  });
});
