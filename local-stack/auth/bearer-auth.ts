/** Who is calling: the user of a session JWT (/user, /logout) or an admin key (/admin/*, /invite). */
import type { Context } from 'hono';
import { bearerToken, JwtError, verifyJwt, type JwtClaims } from '../jwt.ts';
import { AuthError } from './auth-error.ts';
import type { AuthDeps } from './auth-deps.ts';
import { sessionIsActive } from './session-store.ts';
import { findUserById, type UserRow } from './user-store.ts';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID_PATTERN.test(value);

const ADMIN_ROLES = new Set(['service_role', 'supabase_admin']);

async function verifiedClaims(deps: AuthDeps, c: Context): Promise<JwtClaims> {
  const token = bearerToken(c.req.header('authorization'));
  if (!token) throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  try {
    return await verifyJwt(token, deps.config.jwtSecret);
  } catch (err) {
    if (!(err instanceof JwtError)) throw err;
    const reason = err.expired ? 'token has invalid claims: token is expired' : 'signature is invalid';
    throw new AuthError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${reason}`);
  }
}

export interface CurrentUser {
  user: UserRow;
  claims: JwtClaims;
  /** Absent for tokens minted without a session (tests, scripts). */
  sessionId: string | undefined;
}

export async function currentUser(deps: AuthDeps, c: Context): Promise<CurrentUser> {
  const claims = await verifiedClaims(deps, c);
  if (!isUuid(claims.sub)) throw new AuthError(403, 'bad_jwt', 'invalid claim: missing sub claim');
  const sessionId = claims.session_id;
  if (sessionId !== undefined && !(isUuid(sessionId) && (await sessionIsActive(deps.pool, sessionId)))) {
    throw new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
  }
  const user = await findUserById(deps.pool, claims.sub);
  if (!user) throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  return { user, claims, sessionId: sessionId as string | undefined };
}

export async function requireAdmin(deps: AuthDeps, c: Context): Promise<void> {
  const claims = await verifiedClaims(deps, c);
  if (typeof claims.role !== 'string' || !ADMIN_ROLES.has(claims.role)) {
    throw new AuthError(403, 'not_admin', 'User not allowed');
  }
}
