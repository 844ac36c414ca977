import { randomUUID } from 'node:crypto';
import { createServer, type AddressInfo } from 'node:net';
import type { APIGatewayProxyResult } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { apiRoutes, formResultPaths, idempotencyKeyHeader } from '@ferrum/shared';
import { tableReader } from './support/dynamo.ts';
import { apiEvent, location, responseBody } from './support/events.ts';
import { loadHandler } from './support/handlers.ts';
import { fixturePages, useFixturePages } from './support/unsubscribe-pages.ts';

/** A loopback port nobody listens on: connections are refused at once, so the test stays quick. */
async function closedPortEndpoint(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

const table = tableReader(inject('dynamoEndpoint'));
let deadEndpoint: string;

beforeAll(async () => {
  deadEndpoint = await closedPortEndpoint();
});
afterAll(() => table.close());

const expectServiceUnavailable = (result: APIGatewayProxyResult) => {
  expect(result.statusCode).toBe(503);
  expect(result.headers).toMatchObject({ 'Retry-After': '5', 'Cache-Control': 'no-store' });
  expect(responseBody(result)).toEqual({
    error: { code: 'SERVICE_UNAVAILABLE', message: 'The service is busy or unavailable. Please try again shortly.' },
  });
};

describe('when DynamoDB cannot be reached', () => {
  it('newsletter answers 503 SERVICE_UNAVAILABLE with Retry-After and stores nothing', async () => {
    vi.resetModules();
    const subscribe = await loadHandler('newsletter', { endpoint: deadEndpoint });
    const email = `unreachable-${randomUUID()}@example.com`;

    expectServiceUnavailable(await subscribe(apiEvent({ path: apiRoutes.newsletter.path, body: { email } })));
    expect(await table.get('newsletter', { email })).toBeUndefined();
  });

  it('contact answers 503 and stores nothing', async () => {
    vi.resetModules();
    const send = await loadHandler('contact', { endpoint: deadEndpoint });
    const id = randomUUID();
    const body = {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      subject: 'Unreachable store',
      message: 'This one cannot be stored right now.',
    };
    const headers = { [idempotencyKeyHeader]: id };

    expectServiceUnavailable(await send(apiEvent({ path: apiRoutes.contact.path, body, headers })));
    expect(await table.get('contact', { id })).toBeUndefined();
  });

  it('job applications answer 503 and store nothing', async () => {
    vi.resetModules();
    const send = await loadHandler('jobApplications', { endpoint: deadEndpoint });
    const id = randomUUID();
    const body = {
      jobId: 'account-executive',
      fullName: 'Grace Hopper',
      email: 'grace@example.com',
      phone: '2125550147',
      coverLetter: 'This one cannot be stored right now.',
    };
    const headers = { [idempotencyKeyHeader]: id };

    expectServiceUnavailable(await send(apiEvent({ path: apiRoutes.jobApplications.path, body, headers })));
    expect(await table.get('jobApplications', { id })).toBeUndefined();
  });
});

describe('the unsubscribe link when DynamoDB cannot be reached', () => {
  const token = 'A'.repeat(43);
  const path = apiRoutes.unsubscribe.path;
  const unsubscribeHandler = async () => {
    vi.resetModules();
    useFixturePages();
    return loadHandler('unsubscribe', { endpoint: deadEndpoint });
  };
  const expectUnavailablePage = (result: APIGatewayProxyResult) => {
    expect(result.statusCode).toBe(503);
    expect(result.headers).toMatchObject({
      'Content-Type': 'text/html; charset=utf-8',
      'Retry-After': '5',
      'Cache-Control': 'no-store',
      'Referrer-Policy': 'no-referrer',
    });
    expect(result.body).toBe(fixturePages.unavailable);
  };

  it('shows a person who opens it the "could not reach our list" page (503), not JSON', async () => {
    const unsubscribe = await unsubscribeHandler();
    expectUnavailablePage(await unsubscribe(apiEvent({ method: 'GET', path, query: { token } })));
  });

  it('shows a person who presses Unsubscribe the same page', async () => {
    const unsubscribe = await unsubscribeHandler();
    const press = apiEvent({
      method: 'POST',
      path,
      query: { token },
      form: { confirm: 'unsubscribe' },
      headers: { 'Sec-Fetch-Site': 'same-origin' },
    });
    expectUnavailablePage(await unsubscribe(press));
  });

  it("answers a mail client's one-click request with the API's 503 and Retry-After, which it retries", async () => {
    const unsubscribe = await unsubscribeHandler();
    const oneClick = apiEvent({
      method: 'POST',
      path,
      query: { token },
      rawBody: 'List-Unsubscribe=One-Click',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expectServiceUnavailable(await unsubscribe(oneClick));
  });
});

describe('a form post when DynamoDB cannot be reached', () => {
  it.each([
    ['newsletter', { email: 'unreachable@example.com' }],
    [
      'contact',
      {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.com',
        subject: 'Unreachable store',
        message: 'This one cannot be stored right now.',
      },
    ],
    [
      'jobApplications',
      {
        jobId: 'account-executive',
        fullName: 'Grace Hopper',
        email: 'grace@example.com',
        phone: '2125550147',
        coverLetter: 'This one cannot be stored right now.',
      },
    ],
  ] as const)('to %s answers 303 to the failed page, not 503 JSON', async (form, fields) => {
    vi.resetModules();
    const send = await loadHandler(form, { endpoint: deadEndpoint });

    const result = await send(apiEvent({ path: apiRoutes[form].path, form: fields }));

    expect(result.statusCode).toBe(303);
    expect(location(result)).toBe(formResultPaths[form].failed);
    expect(result.headers).toMatchObject({ 'Cache-Control': 'no-store' });
  });
});

describe('when a table does not exist', () => {
  it('answers 500 INTERNAL_ERROR without details (a deployment fault, not a visitor error)', async () => {
    vi.resetModules();
    const subscribe = await loadHandler('newsletter', { stage: 'no-such-stage' });
    const result = await subscribe(apiEvent({ path: apiRoutes.newsletter.path, body: { email: 'a@b.co' } }));
    expect(result.statusCode).toBe(500);
    expect(responseBody(result)).toEqual({
      error: { code: 'INTERNAL_ERROR', message: 'Something went wrong on our side.' },
    });
  });

  it('answers a form post with 303 to the failed page', async () => {
    vi.resetModules();
    const subscribe = await loadHandler('newsletter', { stage: 'no-such-stage' });
    const result = await subscribe(apiEvent({ path: apiRoutes.newsletter.path, form: { email: 'a@b.co' } }));
    expect(result.statusCode).toBe(303);
    expect(location(result)).toBe(formResultPaths.newsletter.failed);
  });
});
