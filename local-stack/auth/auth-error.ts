/**
 * Errors in GoTrue's 2024-01-01 shape: `{code, message}` with the status GoTrue uses, and the header
 * `x-sb-error-code`. supabase-js reads `code` because every auth response carries X-Supabase-Api-Version.
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export const API_VERSION_HEADER = 'X-Supabase-Api-Version';
export const API_VERSION = '2024-01-01';

export class AuthError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    /** Extra top-level fields of the body, e.g. `weak_password: {reasons}`. */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const validationFailed = (message: string) => new AuthError(400, 'validation_failed', message);
export const badJson = (message: string) => new AuthError(400, 'bad_json', message);
export const invalidCredentials = () => new AuthError(400, 'invalid_credentials', 'Invalid login credentials');
export const otpExpired = () => new AuthError(403, 'otp_expired', 'Token has expired or is invalid');
export const userNotFound = () => new AuthError(404, 'user_not_found', 'User not found');
export const emailExists = () =>
  new AuthError(422, 'email_exists', 'A user with this email address has already been registered');
export const unexpectedFailure = (message: string) => new AuthError(500, 'unexpected_failure', message);

/** GoTrue's per-user resend frequency error. */
export const emailSendRateLimited = (secondsLeft: number) =>
  new AuthError(
    429,
    'over_email_send_rate_limit',
    `For security purposes, you can only request this after ${Math.max(1, Math.ceil(secondsLeft))} seconds.`,
  );

export function errorResponse(c: Context, error: AuthError): Response {
  c.header(API_VERSION_HEADER, API_VERSION);
  c.header('x-sb-error-code', error.code);
  return c.json({ code: error.code, message: error.message, ...error.extra }, error.status);
}

/** Postgres class 22 (data exception: NUL bytes, out-of-range values): bad input, never a server fault. */
export function isDataException(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('22');
}
