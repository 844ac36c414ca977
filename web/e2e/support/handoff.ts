/**
 * The hand-off from the chat to the team, as a visitor goes through it: the
 * contact form the assistant filled, sent, and what staff then see (the stored
 * item and the staff notice the local stack files in its outbox).
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { findStoredItems } from './store.ts';
import { e2eStack } from './stack.ts';

/** Completes the prefilled contact form with who the visitor is and sends it; returns the e-mail used. */
export async function sendHandedOverMessage(page: Page, act: (locator: Locator) => Promise<void>) {
  const form = page.getByRole('form', { name: 'Send Us a Message' });
  const email = `handoff-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  for (const [label, value] of [
    ['First name', 'Grace'],
    ['Last name', 'Hopper'],
    ['Email', email],
  ] as const) {
    const field = form.getByRole('textbox', { name: new RegExp(`^${label}`) });
    await act(field);
    await field.fill(value);
  }
  await act(form.getByRole('button', { name: 'Send Message' }));
  await expect(page.locator('[data-sonner-toast]', { hasText: 'Form submitted successfully' })).toBeVisible({
    timeout: 15_000,
  });
  return email;
}

/** The contact message stored for `email`, once. */
export async function storedMessage(email: string) {
  let items: Record<string, unknown>[] = [];
  await expect.poll(async () => (items = await findStoredItems('contact', 'email', email)).length).toBe(1);
  return items[0]!;
}

/** The staff notice the local stack filed for the item `id`. */
export async function staffNotice(id: string): Promise<string> {
  let notice = '';
  await expect
    .poll(async () => {
      const files = await readdir(e2eStack.outboxDir).catch(() => [] as string[]);
      const file = files.find((name) => name.includes(id));
      notice = file ? await readFile(join(e2eStack.outboxDir, file), 'utf8') : '';
      return notice;
    })
    .not.toBe('');
  return notice;
}
