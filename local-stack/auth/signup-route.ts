/**
 * POST /signup. With confirmations on: an unconfirmed user, a confirmation mail, and the bare user as
 * the answer (a fake one when the address is already registered, so sign-up reveals no accounts).
 * With confirmations off: a confirmed user and a session (422 user_already_exists for a known address).
 */
import type { Hono, MiddlewareHandler } from 'hono';
import { signIn } from './access-token.ts';
import { AuthError, validationFailed } from './auth-error.ts';
import { withTransaction, type AuthDeps } from './auth-deps.ts';
import { normaliseEmail } from './email-address.ts';
import { issueMailedToken } from './mailed-token.ts';
import { assertStrongPassword, hashPassword } from './password.ts';
import { readCodeChallenge } from './pkce.ts';
import { allowedRedirect } from './redirect-url.ts';
import { objectField, readJsonObject, stringField } from './request-body.ts';
import { obfuscatedUserJson, userJson } from './user-json.ts';
import { findUserByEmail, findUserById, insertEmailUser } from './user-store.ts';

const userAlreadyExists = () => new AuthError(422, 'user_already_exists', 'User already registered');

export function registerSignupRoute(app: Hono, deps: AuthDeps, limit: MiddlewareHandler): void {
  app.post('/signup', limit, async (c) => {
    const body = await readJsonObject(c);
    const rawEmail = stringField(body, 'email');
    const password = stringField(body, 'password');
    if (!rawEmail) {
      if (stringField(body, 'phone')) throw new AuthError(422, 'phone_provider_disabled', 'Unsupported phone provider');
      throw validationFailed('To signup, please provide your email or phone number');
    }
    if (!password) throw validationFailed('Signup requires a valid password');
    const email = normaliseEmail(rawEmail);
    assertStrongPassword(password);
    const data = objectField(body, 'data') ?? {};
    const challenge = readCodeChallenge(body);
    const redirectTo = allowedRedirect(deps, c.req.query('redirect_to'));
    const confirmations = deps.config.enableConfirmations;
    const passwordHash = await hashPassword(password);

    const answer = await withTransaction(deps.pool, async (db) => {
      const existing = await findUserByEmail(db, email);
      if (existing && !confirmations) throw userAlreadyExists();
      if (existing?.email_confirmed_at) return obfuscatedUserJson(email, data);
      // An unconfirmed account is not updated (the caller has not proven the address): GoTrue re-sends the mail.
      const userId =
        existing?.id ??
        (await insertEmailUser(db, { email, passwordHash, emailConfirmed: !confirmations, userMetadata: data, appMetadata: {} }));
      if (!confirmations) return signIn(deps, db, userId, 'password');
      await issueMailedToken(deps, db, { userId, type: 'signup', to: email, redirectTo, challenge, send: true, checkFrequency: true });
      return userJson((await findUserById(db, userId))!);
    });
    return c.json(answer);
  });
}
