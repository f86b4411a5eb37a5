/** Access tokens and session responses shaped like GoTrue's (supabase-wire.md a.3 and a.7). */
import { signJwt } from '../jwt.ts';
import type { AuthDeps, Db } from './auth-deps.ts';
import { createSession, sessionAmr, type AmrEntry } from './session-store.ts';
import { userJson } from './user-json.ts';
import { findUserById, touchSignIn, type UserRow } from './user-store.ts';

export interface SessionResponse {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: Record<string, unknown>;
}

export async function accessTokenFor(
  deps: AuthDeps,
  user: UserRow,
  sessionId: string,
  amr: AmrEntry[],
): Promise<{ token: string; expiresAt: number }> {
  const iat = Math.floor(Date.now() / 1000);
  const exp = iat + deps.config.jwtExpirySeconds;
  const token = await signJwt(
    {
      iss: `${deps.config.apiExternalUrl}/auth/v1`,
      sub: user.id,
      aud: user.aud ?? 'authenticated',
      exp,
      iat,
      email: user.email ?? '',
      phone: user.phone ?? '',
      app_metadata: user.raw_app_meta_data ?? {},
      user_metadata: user.raw_user_meta_data ?? {},
      role: user.role || 'authenticated',
      aal: 'aal1',
      amr,
      session_id: sessionId,
      is_anonymous: user.is_anonymous,
    },
    deps.config.jwtSecret,
  );
  return { token, expiresAt: exp };
}

export async function sessionResponse(
  deps: AuthDeps,
  db: Db,
  userId: string,
  sessionId: string,
  refreshToken: string,
): Promise<SessionResponse> {
  const user = await findUserById(db, userId);
  if (!user) throw new Error('session of a missing user');
  const { token, expiresAt } = await accessTokenFor(deps, user, sessionId, await sessionAmr(db, sessionId));
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: deps.config.jwtExpirySeconds,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: userJson(user),
  };
}

/** A new sign-in: records last_sign_in_at, opens a session with its amr method, answers a session. */
export async function signIn(deps: AuthDeps, db: Db, userId: string, method: string): Promise<SessionResponse> {
  await touchSignIn(db, userId);
  const { sessionId, refreshToken } = await createSession(db, userId, method);
  return sessionResponse(deps, db, userId, sessionId, refreshToken);
}
