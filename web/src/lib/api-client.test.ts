import { afterEach, describe, expect, it, vi } from 'vitest';
import { postJson } from './api-client.ts';

afterEach(() => vi.unstubAllGlobals());

function answer(status: number, body: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body, { status, headers: { 'Content-Type': 'application/json' } })),
  );
}

describe('postJson', () => {
  it('returns the parsed answer on success', async () => {
    answer(201, '{"ok":true,"id":"abc"}');
    expect(await postJson('/api/contact', {})).toEqual({ ok: true, status: 201, data: { ok: true, id: 'abc' } });
  });

  it('returns the API error with its code and fields', async () => {
    answer(409, '{"error":{"code":"ALREADY_SUBSCRIBED","message":"Already subscribed."}}');
    expect(await postJson('/api/newsletter', {})).toEqual({
      ok: false,
      status: 409,
      error: { code: 'ALREADY_SUBSCRIBED', message: 'Already subscribed.' },
    });
  });

  it('returns a null error for an answer that is not the API (e.g. a proxy error page)', async () => {
    answer(502, '<html>Bad gateway</html>');
    expect(await postJson('/api/contact', {})).toEqual({ ok: false, status: 502, error: null });
  });

  it('returns status 0 when the network fails, instead of throwing', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(await postJson('/api/contact', {})).toEqual({ ok: false, status: 0, error: null });
  });

  it('sends JSON', async () => {
    answer(201, '{"ok":true}');
    await postJson('/api/newsletter', { email: 'a@b.co' });
    expect(fetch).toHaveBeenCalledWith(
      '/api/newsletter',
      expect.objectContaining({
        method: 'POST',
        body: '{"email":"a@b.co"}',
        headers: expect.objectContaining({ 'Content-Type': 'application/json' }),
      }),
    );
  });
});
