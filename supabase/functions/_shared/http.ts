/** Request and response plumbing shared by the handlers: CORS, JSON bodies, the caller's address. */

export const CORS_HEADERS: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type, x-region, x-retry-count',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Max-Age': '86400',
};

/** Largest request body a function reads; the biggest legitimate one (a ticket) is far smaller. */
const MAX_BODY_BYTES = 64 * 1024;

export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...CORS_HEADERS, 'Content-Type': 'application/json', ...headers },
  });
}

/** 429 with the wait in both the body (for the app) and Retry-After (for everything else). */
export function tooManyRequests(error: string, retryAfter: number, extraBody: Record<string, unknown> = {}): Response {
  return jsonResponse({ ...extraBody, error, retry_after: retryAfter }, 429, { 'Retry-After': String(retryAfter) });
}

export class BadRequestBody extends Error {}

/** Reads a JSON object body; anything else (no body, not JSON, an array, too large) is a BadRequestBody. */
export async function readJsonObject(request: Request): Promise<Record<string, unknown>> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > MAX_BODY_BYTES) throw new BadRequestBody('Request body is too large');
  const text = await request.text();
  if (text.length > MAX_BODY_BYTES) throw new BadRequestBody('Request body is too large');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new BadRequestBody('Request body must be JSON');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new BadRequestBody('Request body must be a JSON object');
  }
  return value as Record<string, unknown>;
}

/**
 * The caller's address for per-IP limits: the first X-Forwarded-For entry, which the platform's
 * gateway sets (the local stack's relay sets it from the socket when absent). It can be forged by a
 * caller, so per-IP limits are a coarse brake; the per-e-mail limits are the ones that hold.
 */
export function clientAddress(request: Request): string {
  const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return (forwarded || request.headers.get('x-real-ip') || 'unknown').slice(0, 100);
}

export type JsonHandler = (body: Record<string, unknown>, request: Request) => Promise<Response>;

/**
 * The frame of every function here: answers the CORS preflight, accepts POST with a JSON object,
 * and turns an unexpected failure into a 500 the app can show (the details go to the log only).
 */
export async function serveJson(request: Request, name: string, handler: JsonHandler): Promise<Response> {
  if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: CORS_HEADERS });
  if (request.method !== 'POST') {
    return jsonResponse({ error: 'Method not allowed' }, 405, { Allow: 'POST, OPTIONS' });
  }
  let body: Record<string, unknown>;
  try {
    body = await readJsonObject(request);
  } catch (err) {
    if (err instanceof BadRequestBody) return jsonResponse({ error: err.message }, 400);
    throw err;
  }
  try {
    return await handler(body, request);
  } catch (err) {
    // Only the error's own message: request bodies (codes, tokens) are never logged.
    console.error(`${name}: ${err instanceof Error ? err.message : String(err)}`);
    return jsonResponse({ error: 'Something went wrong. Please try again.' }, 500);
  }
}
