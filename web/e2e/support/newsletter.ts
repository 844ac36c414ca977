/**
 * A fresh newsletter subscription for an end-to-end test, and its personal
 * unsubscribe link as a mailing would carry it (the token read back from the
 * embedded store, where the newsletter handler put it).
 */
import { expect, type APIRequestContext } from '@playwright/test';
import { apiRoutes, unsubscribeTokenAttribute } from '@ferrum/shared';
import { getStoredItem } from './store.ts';

/** Subscribes a per-test address through the API; returns it and its unsubscribe link (a site path). */
export async function subscribedWithLink(
  request: APIRequestContext,
  name: string,
): Promise<{ email: string; link: string }> {
  const email = `${name}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}@example.com`;
  const response = await request.post(apiRoutes.newsletter.path, { data: { email, source: 'blog' } });
  expect(response.status()).toBe(201);
  const item = await getStoredItem('newsletter', { email });
  const token = String(item?.[unsubscribeTokenAttribute]);
  return { email, link: `${apiRoutes.unsubscribe.path}?token=${token}` };
}
