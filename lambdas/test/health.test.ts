import { describe, expect, it, vi } from 'vitest';
import { apiRoutes } from '@ferrum/shared';
import { apiEvent, responseBody } from './support/events.ts';
import { loadHandler } from './support/handlers.ts';

const path = apiRoutes.health.path;

describe('GET /api/health', () => {
  it('answers 200 {status:"ok"} when every table is reachable', async () => {
    vi.resetModules();
    const check = await loadHandler('health');
    const result = await check(apiEvent({ method: 'GET', path }));
    expect(result.statusCode).toBe(200);
    expect(responseBody(result)).toEqual({ status: 'ok' });
    expect(result.headers).toMatchObject({ 'Cache-Control': 'no-store' });
  });

  it('answers 503 SERVICE_UNAVAILABLE when the tables are missing', async () => {
    vi.resetModules();
    const check = await loadHandler('health', { stage: 'missing-tables' });
    const result = await check(apiEvent({ method: 'GET', path }));
    expect(result.statusCode).toBe(503);
    expect(result.headers).toMatchObject({ 'Retry-After': '5' });
    expect(responseBody(result)).toEqual({
      error: { code: 'SERVICE_UNAVAILABLE', message: 'The data store is not reachable.' },
    });
  });

  it('answers 503 when DynamoDB refuses connections', async () => {
    vi.resetModules();
    const check = await loadHandler('health', { endpoint: 'http://127.0.0.1:9' });
    expect((await check(apiEvent({ method: 'GET', path }))).statusCode).toBe(503);
  });

  it('answers HEAD as it answers GET (the server in front drops the body)', async () => {
    vi.resetModules();
    const check = await loadHandler('health');
    const result = await check(apiEvent({ method: 'HEAD', path }));
    expect(result.statusCode).toBe(200);
    expect(result.headers).toMatchObject({ 'Cache-Control': 'no-store' });
  });

  it('answers 405 with Allow: GET, HEAD for POST', async () => {
    vi.resetModules();
    const check = await loadHandler('health');
    const result = await check(apiEvent({ method: 'POST', path, body: {} }));
    expect(result.statusCode).toBe(405);
    expect(result.headers).toMatchObject({ Allow: 'GET, HEAD' });
  });
});
