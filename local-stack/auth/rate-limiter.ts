/** Fixed-window request counting per client address, the way GoTrue's RATE_LIMIT_* limits are counted. */
import type { Context, MiddlewareHandler } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { AuthError, errorResponse } from './auth-error.ts';
import type { RateLimit } from './auth-options.ts';

const MAX_TRACKED_CLIENTS = 10_000;

export function rateLimited(limit: RateLimit): MiddlewareHandler {
  const windows = new Map<string, { startedAt: number; count: number }>();
  return async (c, next) => {
    if (limit.requests <= 0) return next();
    const now = Date.now();
    const key = clientAddress(c);
    let window = windows.get(key);
    if (!window || now - window.startedAt >= limit.windowSeconds * 1000) {
      if (windows.size >= MAX_TRACKED_CLIENTS) forgetExpired(windows, now, limit.windowSeconds * 1000);
      window = { startedAt: now, count: 0 };
      windows.set(key, window);
    }
    window.count += 1;
    if (window.count > limit.requests) {
      return errorResponse(c, new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached'));
    }
    return next();
  };
}

function forgetExpired(windows: Map<string, { startedAt: number }>, now: number, windowMs: number) {
  for (const [key, window] of windows) if (now - window.startedAt >= windowMs) windows.delete(key);
  if (windows.size >= MAX_TRACKED_CLIENTS) windows.clear();
}

/** The socket's peer address; forwarded-for headers are not trusted (anyone can send them). */
function clientAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown'; // not served by @hono/node-server (e.g. app.request in a unit test)
  }
}
