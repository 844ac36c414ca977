import { describe, expect, it } from 'vitest';
import { isServiceUnavailableError } from '../src/lib/http-handler.ts';

describe('isServiceUnavailableError', () => {
  const named = (name: string, extra: Record<string, unknown> = {}) =>
    Object.assign(new Error('failure'), { name }, extra);

  it.each([
    named('ProvisionedThroughputExceededException'),
    named('ThrottlingException'),
    named('RequestLimitExceeded'),
    named('InternalServerError'),
    named('ServiceUnavailable'),
    named('TimeoutError'),
    named('Error', { code: 'ECONNREFUSED' }),
    named('Error', { code: 'ETIMEDOUT' }),
    named('SomeNewServerFault', { $fault: 'server' }),
  ])('treats %s as a 503', (error) => {
    expect(isServiceUnavailableError(error)).toBe(true);
  });

  it.each([
    named('ValidationException', { $fault: 'client' }),
    named('ResourceNotFoundException', { $fault: 'client' }),
    named('TypeError'),
    'a thrown string',
  ])('treats %s as an internal error', (error) => {
    expect(isServiceUnavailableError(error)).toBe(false);
  });
});
