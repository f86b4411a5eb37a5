/**
 * The abuse brakes of the public functions, in one place. Per-IP limits are generous (offices and
 * carrier NATs share addresses); the per-e-mail limits are the tight ones.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { tooManyRequests } from './http.ts';
import { hitRateLimit } from './rpc.ts';

export interface RateLimit {
  bucket: string;
  key: string;
  limit: number;
  windowSeconds: number;
}

const TEN_MINUTES = 600;

export const perAddress = (fn: string, address: string): RateLimit => ({
  bucket: `${fn}:ip`,
  key: address,
  limit: fn === 'verify-otp-code' ? 60 : 30,
  windowSeconds: TEN_MINUTES,
});

export const ticketsPerEmail = (email: string): RateLimit => ({
  bucket: 'submit-ticket:email',
  key: email,
  limit: 5,
  windowSeconds: TEN_MINUTES,
});

/** Checks the limits in order; the first one that refuses gives the 429 response, else null. */
export async function enforceRateLimits(
  db: SupabaseClient,
  limits: RateLimit[],
  extraBody: Record<string, unknown> = {},
): Promise<Response | null> {
  for (const limit of limits) {
    const hit = await hitRateLimit(db, limit.bucket, limit.key, limit.limit, limit.windowSeconds);
    if (!hit.allowed) {
      return tooManyRequests(`Too many requests. Please try again in ${describeWait(hit.retry_after)}.`, hit.retry_after, extraBody);
    }
  }
  return null;
}

export function describeWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
