/**
 * Test helpers for the forms: a page with the real toaster, and a fetch stub
 * whose answers the test hands out one by one (so "Sending..." can be seen). Each
 * helper undoes its test's stubs and spies when the test finishes: a form test needs
 * no cleanup of its own.
 */
import { render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { Toaster, toast } from 'sonner';
import { onTestFinished, vi } from 'vitest';

/** When the test finishes: the real `fetch` back, every spy restored. */
function cleanUpWhenTestFinishes() {
  onTestFinished(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}

/** Renders `ui` beside a toaster, as the site's layout does; returns a user-event session too. */
export function renderWithToaster(ui: React.ReactElement) {
  cleanUpWhenTestFinishes();
  // sonner keeps its toasts in module state: forget the previous test's.
  toast.dismiss();
  const user = userEvent.setup();
  const view = render(
    <>
      {ui}
      <Toaster position="top-center" />
    </>,
  );
  return { user, ...view };
}

/**
 * Like `renderWithToaster`, but as the page gets it: `ui`'s server HTML first, then
 * hydrated over it (attributes only the server writes, like `autofocus`, stay).
 */
export function hydrateWithToaster(ui: React.ReactElement) {
  cleanUpWhenTestFinishes();
  toast.dismiss();
  const user = userEvent.setup();
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(ui);
  const view = render(ui, { container, hydrate: true });
  render(<Toaster position="top-center" />);
  return { user, ...view };
}

/** A JSON answer as the API gives it. */
export function jsonAnswer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export const created = (body: unknown = { ok: true }) => jsonAnswer(201, body);
export const unavailable = () =>
  jsonAnswer(503, { error: { code: 'SERVICE_UNAVAILABLE', message: 'Please try again in a moment.' } });

/**
 * Replaces `fetch`. Each call waits until the test calls `answer(...)` (or
 * `fail()` for a network error); `bodies()` gives the JSON each call sent.
 */
export function stubFetch() {
  cleanUpWhenTestFinishes();
  const pending: { resolve: (response: Response) => void; reject: (error: Error) => void }[] = [];
  const fetchMock = vi.fn(
    (_url: string, _init?: RequestInit) =>
      new Promise<Response>((resolve, reject) => {
        pending.push({ resolve, reject });
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    /** Answers the oldest waiting request. */
    answer(response: Response) {
      const next = pending.shift();
      if (!next) throw new Error('No request is waiting for an answer');
      next.resolve(response);
    },
    /** Fails the oldest waiting request as a network error would. */
    fail() {
      const next = pending.shift();
      if (!next) throw new Error('No request is waiting for an answer');
      next.reject(new TypeError('Failed to fetch'));
    },
    urls: () => fetchMock.mock.calls.map(([url]) => url),
    bodies: () => fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>),
    /** The Idempotency-Key header of each call (undefined where none was sent). */
    idempotencyKeys: () =>
      fetchMock.mock.calls.map(
        ([, init]) => (init?.headers as Record<string, string> | undefined)?.['Idempotency-Key'],
      ),
  };
}

/** Finds a toast by its title and checks its description and style (sonner's `data-type`). */
export async function findToast(title: string, description: string, type: 'success' | 'error') {
  const titleElement = await screen.findByText(title);
  const toast = titleElement.closest('[data-sonner-toast]');
  if (!(toast instanceof HTMLElement)) throw new Error(`"${title}" is not inside a toast`);
  within(toast).getByText(description);
  if (toast.dataset.type !== type) throw new Error(`"${title}" is a ${toast.dataset.type} toast, not ${type}`);
  return toast;
}
