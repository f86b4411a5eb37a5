/** GET /user, PUT /user (metadata, password, e-mail change) and POST /logout, all with the user's JWT. */
import type { Hono, MiddlewareHandler } from 'hono';
import { AuthError, emailExists, validationFailed } from './auth-error.ts';
import { withTransaction, type AuthDeps } from './auth-deps.ts';
import { currentUser } from './bearer-auth.ts';
import { normaliseEmail } from './email-address.ts';
import { issueMailedToken } from './mailed-token.ts';
import { assertStrongPassword, hashPassword, passwordMatches } from './password.ts';
import { readCodeChallenge } from './pkce.ts';
import { allowedRedirect } from './redirect-url.ts';
import { objectField, readJsonObject, stringField } from './request-body.ts';
import { endSessions, type LogoutScope } from './session-store.ts';
import { userJson } from './user-json.ts';
import { applyEmailChange, emailTaken, findUserById, updateUser } from './user-store.ts';

const LOGOUT_SCOPES: readonly LogoutScope[] = ['global', 'local', 'others'];

export function registerUserRoutes(app: Hono, deps: AuthDeps, limit: MiddlewareHandler): void {
  app.get('/user', async (c) => {
    const { user } = await currentUser(deps, c);
    return c.json(userJson(user));
  });

  app.put('/user', limit, async (c) => {
    const { user, sessionId } = await currentUser(deps, c);
    const body = await readJsonObject(c);
    const data = objectField(body, 'data');
    const passwordGiven = body.password !== undefined && body.password !== null;
    const password = stringField(body, 'password');
    const rawEmail = stringField(body, 'email');
    const challenge = readCodeChallenge(body);
    const redirectTo = allowedRedirect(deps, c.req.query('redirect_to'));

    if (passwordGiven) {
      assertStrongPassword(password);
      if (await passwordMatches(password, user.encrypted_password)) {
        throw new AuthError(422, 'same_password', 'New password should be different from the old password.');
      }
    }
    const passwordHash = passwordGiven ? await hashPassword(password) : undefined;
    const newEmail = rawEmail ? normaliseEmail(rawEmail) : undefined;

    await withTransaction(deps.pool, async (db) => {
      if (data) await updateUser(db, user.id, { merge_user_meta_data: data });
      if (passwordHash) {
        await updateUser(db, user.id, { encrypted_password: passwordHash });
        // A new password ends every other session (whoever knew the old one is signed out).
        await endSessions(db, user.id, 'others', sessionId);
      }
      if (newEmail && newEmail !== user.email) {
        if (await emailTaken(db, newEmail, user.id)) throw emailExists();
        if (!deps.config.enableConfirmations) {
          await applyEmailChange(db, user.id, newEmail, true);
        } else {
          await updateUser(db, user.id, { email_change: newEmail });
          await issueMailedToken(deps, db, { userId: user.id, type: 'email_change', to: newEmail, redirectTo, challenge, send: true, checkFrequency: true });
        }
      }
    });
    return c.json(userJson((await findUserById(deps.pool, user.id))!));
  });

  app.post('/logout', async (c) => {
    const scope = (c.req.query('scope') ?? 'global') as LogoutScope;
    if (!LOGOUT_SCOPES.includes(scope)) throw validationFailed(`Unsupported logout scope "${scope}"`);
    const { user, sessionId } = await currentUser(deps, c);
    await endSessions(deps.pool, user.id, scope, sessionId);
    return c.body(null, 204);
  });
}
