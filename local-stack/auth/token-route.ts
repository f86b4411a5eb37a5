/** POST /token: grant_type password, refresh_token (with rotation and reuse detection) and pkce. */
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { sessionResponse, signIn } from './access-token.ts';
import { AuthError, invalidCredentials, validationFailed } from './auth-error.ts';
import { withTransaction, type AuthDeps } from './auth-deps.ts';
import { passwordMatches } from './password.ts';
import { exchangeAuthCode } from './pkce.ts';
import { readJsonObject, stringField } from './request-body.ts';
import { rotateRefreshToken } from './session-store.ts';
import { isBanned } from './user-json.ts';
import { findUserByEmail, findUserById } from './user-store.ts';

export function registerTokenRoute(app: Hono, deps: AuthDeps, limit: MiddlewareHandler): void {
  app.post('/token', limit, async (c) => {
    switch (c.req.query('grant_type')) {
      case 'password':
        return c.json(await passwordGrant(deps, c));
      case 'refresh_token':
        return c.json(await refreshTokenGrant(deps, c));
      case 'pkce':
        return c.json(await pkceGrant(deps, c));
      default:
        throw new AuthError(400, 'invalid_credentials', 'unsupported_grant_type');
    }
  });
}

async function passwordGrant(deps: AuthDeps, c: Context) {
  const body = await readJsonObject(c);
  const email = stringField(body, 'email').trim().toLowerCase();
  const password = stringField(body, 'password');
  if (!email) {
    if (stringField(body, 'phone')) throw new AuthError(422, 'phone_provider_disabled', 'Unsupported phone provider');
    throw validationFailed('missing email or phone');
  }
  const user = await findUserByEmail(deps.pool, email);
  const matches = await passwordMatches(password, user?.encrypted_password);
  if (!user || !matches || user.deleted_at) throw invalidCredentials();
  if (isBanned(user)) throw new AuthError(400, 'user_banned', 'User is banned');
  if (!user.email_confirmed_at) throw new AuthError(400, 'email_not_confirmed', 'Email not confirmed');
  return withTransaction(deps.pool, (db) => signIn(deps, db, user.id, 'password'));
}

async function refreshTokenGrant(deps: AuthDeps, c: Context) {
  const body = await readJsonObject(c);
  const presented = stringField(body, 'refresh_token');
  if (!presented) throw validationFailed('refresh_token required');
  // The transaction commits before a reuse error is answered: the revoked family must stay revoked.
  const rotation = await withTransaction(deps.pool, (db) =>
    rotateRefreshToken(db, presented, deps.options.refreshTokenReuseSeconds),
  );
  switch (rotation.kind) {
    case 'not_found':
      throw new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
    case 'session_expired':
      throw new AuthError(400, 'session_expired', 'Invalid Refresh Token: Session Expired');
    case 'reused':
      throw new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
  }
  const user = await findUserById(deps.pool, rotation.userId);
  if (!user) throw new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
  if (isBanned(user)) throw new AuthError(400, 'user_banned', 'Invalid Refresh Token: User Banned');
  return sessionResponse(deps, deps.pool, rotation.userId, rotation.sessionId, rotation.refreshToken);
}

async function pkceGrant(deps: AuthDeps, c: Context) {
  const body = await readJsonObject(c);
  const authCode = stringField(body, 'auth_code');
  const verifier = stringField(body, 'code_verifier');
  if (!authCode || !verifier) throw validationFailed('invalid request: both auth code and code verifier should be non-empty');
  return withTransaction(deps.pool, async (db) => {
    const flow = await exchangeAuthCode(db, authCode, verifier, deps.options.flowStateExpirySeconds);
    const user = await findUserById(db, flow.userId);
    if (!user) throw new AuthError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
    if (isBanned(user)) throw new AuthError(400, 'user_banned', 'User is banned');
    return signIn(deps, db, user.id, flow.authenticationMethod);
  });
}
