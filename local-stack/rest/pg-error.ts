/**
 * Maps an error thrown while talking to Postgres to PostgREST's response (supabase-wire.md b.5,
 * PostgREST Error.hs mapSQLtoHTTP), including RAISE sqlstate 'PTxyz' (status xyz) and
 * RAISE sqlstate 'PGRST' (fully custom code, message, status and headers).
 */
import { ApiError } from './api-error.ts';

interface PgLikeError {
  code?: string;
  message: string;
  detail?: string;
  hint?: string;
}

function isPgError(err: unknown): err is PgLikeError {
  return err instanceof Error && typeof (err as PgLikeError).code === 'string' && 'severity' in err;
}

export function statusForSqlState(code: string, message: string, authenticated: boolean): number {
  if (code === '23503' || code === '23505') return 409;
  if (code === '25006') return 405;
  if (code === '21000') return message.endsWith('requires a WHERE clause') ? 400 : 500;
  if (code === '22023') return message.startsWith('role') && message.endsWith('does not exist') ? 401 : 400;
  if (code === '53400') return 500;
  if (code === '57P01') return 503;
  if (code === '42883') return message.startsWith('function xmlagg(') ? 406 : 404;
  if (code === '42P01') return 404;
  if (code === '42P17') return 500;
  if (code === '42501') return authenticated ? 403 : 401;
  if (code === 'P0001') return 400;
  if (code.startsWith('PT')) {
    const status = Number(code.slice(2));
    return Number.isInteger(status) && status >= 100 && status <= 599 ? status : 500;
  }
  const prefix = code.slice(0, 2);
  switch (prefix) {
    case '08':
    case '53':
      return 503;
    case '0L':
    case '0P':
    case '28':
      return 403;
    case '09':
    case '25':
    case '2D':
    case '38':
    case '39':
    case '3B':
    case '40':
    case '54':
    case '55':
    case '57':
    case '58':
    case 'F0':
    case 'HV':
    case 'P0':
    case 'XX':
      return 500;
    default:
      return 400;
  }
}

/** `authenticated` is false for the anon role: PostgREST answers 401 instead of 403 then. */
export function toApiError(err: unknown, authenticated: boolean): ApiError {
  if (err instanceof ApiError) return err;
  if (isPgError(err) && err.code) {
    if (err.code === 'PGRST') return customRaise(err);
    const status = statusForSqlState(err.code, err.message, authenticated);
    const headers: Record<string, string> = status === 401 ? { 'WWW-Authenticate': 'Bearer' } : {};
    return new ApiError(status, err.code, err.message, err.detail ?? null, err.hint ?? null, headers);
  }
  // Not a server error: the connection or the pool failed.
  const message = err instanceof Error ? err.message : String(err);
  return new ApiError(503, 'PGRST001', 'Database client error. Retrying the connection.', message);
}

/** RAISE sqlstate 'PGRST' USING message = '{"code","message","details","hint"}', detail = '{"status","headers"}'. */
function customRaise(err: PgLikeError): ApiError {
  const parsed = (text: string | undefined): Record<string, unknown> | undefined => {
    try {
      const value: unknown = text === undefined ? undefined : JSON.parse(text);
      return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
    } catch {
      return undefined;
    }
  };
  const message = parsed(err.message);
  if (!message || typeof message.code !== 'string' || typeof message.message !== 'string') {
    return new ApiError(500, 'PGRST121', `Could not parse JSON in the "RAISE SQLSTATE 'PGRST'" error`,
      `Invalid JSON value for MESSAGE: '${err.message}'`,
      "MESSAGE must be a JSON object with obligatory keys: 'code', 'message' and optional keys: 'details', 'hint'.");
  }
  const detail = parsed(err.detail);
  if (!detail || typeof detail.status !== 'number' || !detail.headers || typeof detail.headers !== 'object') {
    return new ApiError(500, 'PGRST121', `Could not parse JSON in the "RAISE SQLSTATE 'PGRST'" error`,
      err.detail === undefined ? 'DETAIL is missing in the RAISE statement' : `Invalid JSON value for DETAIL: '${err.detail}'`,
      "DETAIL must be a JSON object with obligatory keys: 'status', 'headers' and optional key: 'status_text'.");
  }
  const headers: Record<string, string> = {};
  for (const [key, value] of Object.entries(detail.headers as Record<string, unknown>)) headers[key] = String(value);
  const text = (v: unknown) => (typeof v === 'string' ? v : null);
  return new ApiError(detail.status, message.code, message.message, text(message.details), text(message.hint), headers);
}
