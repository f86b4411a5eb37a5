/**
 * POST /admin/generate_link: the link (and code) a mail would carry, returned instead of mailed, so a
 * server can send its own message. Types signup, invite, magiclink and recovery.
 */
import type { Hono } from 'hono';
import { AuthError, emailExists, validationFailed } from './auth-error.ts';
import { withTransaction, type AuthDeps, type Db } from './auth-deps.ts';
import type { LinkType } from './auth-mail.ts';
import { normaliseEmail } from './email-address.ts';
import { issueMailedToken } from './mailed-token.ts';
import { assertStrongPassword, hashPassword } from './password.ts';
import { allowedRedirect } from './redirect-url.ts';
import { objectField, readJsonObject, stringField, type JsonObject } from './request-body.ts';
import { userJson } from './user-json.ts';
import { findUserByEmail, findUserById, insertEmailUser } from './user-store.ts';

const LINK_TYPES: readonly LinkType[] = ['signup', 'invite', 'magiclink', 'recovery'];

export function registerGenerateLinkRoute(app: Hono, deps: AuthDeps): void {
  app.post('/admin/generate_link', async (c) => {
    const body = await readJsonObject(c);
    const type = stringField(body, 'type') as LinkType;
    if (!LINK_TYPES.includes(type)) throw validationFailed(`Invalid email action link type requested: ${type}`);
    const email = normaliseEmail(stringField(body, 'email'));
    const redirectTo = allowedRedirect(deps, c.req.query('redirect_to') || stringField(body, 'redirect_to') || undefined);

    const answer = await withTransaction(deps.pool, async (db) => {
      const userId = await linkUser(db, type, email, body);
      const token = await issueMailedToken(deps, db, { userId, type, to: email, redirectTo, send: false, checkFrequency: false });
      return {
        ...userJson((await findUserById(db, userId))!),
        action_link: token.link,
        email_otp: token.otp,
        hashed_token: token.tokenHash,
        redirect_to: redirectTo,
        verification_type: type,
      };
    });
    return c.json(answer);
  });
}

/** The user the link is for: signup and invite create it; magiclink and recovery need an existing one. */
async function linkUser(db: Db, type: LinkType, email: string, body: JsonObject): Promise<string> {
  const existing = await findUserByEmail(db, email);
  if (type === 'magiclink' || type === 'recovery') {
    if (!existing) throw new AuthError(404, 'user_not_found', 'User with this email not found');
    return existing.id;
  }
  if (existing?.email_confirmed_at) throw emailExists();
  if (existing) return existing.id;
  const data = objectField(body, 'data') ?? {};
  if (type === 'invite') {
    return insertEmailUser(db, { email, passwordHash: null, emailConfirmed: false, invited: true, userMetadata: data, appMetadata: {} });
  }
  const password = stringField(body, 'password');
  if (!password) throw validationFailed('Signup requires a valid password');
  assertStrongPassword(password);
  return insertEmailUser(db, { email, passwordHash: await hashPassword(password), emailConfirmed: false, userMetadata: data, appMetadata: {} });
}
