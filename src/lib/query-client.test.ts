import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { createQueryClient, queryRetryDelay, shouldRetryQuery } from './query-client';

describe('the query client (spec §9)', () => {
  it('caches data for 5 minutes', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries?.staleTime).toBe(5 * 60_000);
    expect(defaults.queries?.gcTime).toBe(5 * 60_000);
  });

  it('never retries a mutation', () => {
    expect(createQueryClient().getDefaultOptions().mutations?.retry).toBe(false);
  });

  it('retries server and network errors 3 times', () => {
    const error = new ApiError('Service Unavailable', 503);
    expect([0, 1, 2].map((count) => shouldRetryQuery(count, error))).toEqual([true, true, true]);
    expect(shouldRetryQuery(3, error)).toBe(false);
    expect(shouldRetryQuery(0, new ApiError('Failed to fetch', 0))).toBe(true);
    expect(shouldRetryQuery(0, new Error('unknown'))).toBe(true);
  });

  it('never retries a 4xx', () => {
    for (const status of [400, 401, 403, 404, 406, 409, 422, 429]) {
      expect(shouldRetryQuery(0, new ApiError('client error', status))).toBe(false);
    }
  });

  it('backs off exponentially, capped at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(queryRetryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });
});
