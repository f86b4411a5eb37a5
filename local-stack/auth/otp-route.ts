/**
 * POST /otp (magic link and e-mail code in one mail; creates the user unless create_user is false),
 * POST /recover (password reset mail) and POST /resend (sign-up confirmation or e-mail change again).
 * /recover and /resend answer 200 {} whether or not the account exists.
 */
import type { Hono, MiddlewareHandler } from 'hono';
import { AuthError, validationFailed } from './auth-error.ts';
import { withTransaction, type AuthDeps } from './auth-deps.ts';
import { normaliseEmail } from './email-address.ts';
import { issueMailedToken } from './mailed-token.ts';
import { readCodeChallenge } from './pkce.ts';
import { allowedRedirect } from './redirect-url.ts';
import { booleanField, objectField, readJsonObject, stringField } from './request-body.ts';
import { findUserByEmail, insertEmailUser } from './user-store.ts';

export function registerOtpRoutes(app: Hono, deps: AuthDeps, limit: MiddlewareHandler): void {
  app.post('/otp', limit, async (c) => {
    const body = await readJsonObject(c);
    const rawEmail = stringField(body, 'email');
    if (!rawEmail) {
      if (stringField(body, 'phone')) throw new AuthError(422, 'phone_provider_disabled', 'Unsupported phone provider');
      throw validationFailed('An email address or phone number is required to get an OTP');
    }
    const email = normaliseEmail(rawEmail);
    const data = objectField(body, 'data') ?? {};
    const createUser = booleanField(body, 'create_user', true);
    const challenge = readCodeChallenge(body);
    const redirectTo = allowedRedirect(deps, c.req.query('redirect_to'));

    await withTransaction(deps.pool, async (db) => {
      const existing = await findUserByEmail(db, email);
      if (existing) {
        await issueMailedToken(deps, db, { userId: existing.id, type: 'magiclink', to: email, redirectTo, challenge, send: true, checkFrequency: true });
        return;
      }
      if (!createUser) throw new AuthError(422, 'otp_disabled', 'Signups not allowed for otp');
      const confirmations = deps.config.enableConfirmations;
      const userId = await insertEmailUser(db, { email, passwordHash: null, emailConfirmed: !confirmations, userMetadata: data, appMetadata: {} });
      // A new address gets the sign-up confirmation (its code works with verifyOtp type 'email' too).
      const type = confirmations ? 'signup' : 'magiclink';
      await issueMailedToken(deps, db, { userId, type, to: email, redirectTo, challenge, send: true, checkFrequency: true });
    });
    return c.json({});
  });

  app.post('/recover', limit, async (c) => {
    const body = await readJsonObject(c);
    const rawEmail = stringField(body, 'email');
    if (!rawEmail) throw validationFailed('Password recovery requires an email');
    const email = normaliseEmail(rawEmail);
    const challenge = readCodeChallenge(body);
    const redirectTo = allowedRedirect(deps, c.req.query('redirect_to'));
    await withTransaction(deps.pool, async (db) => {
      const user = await findUserByEmail(db, email);
      if (!user || user.deleted_at) return; // no enumeration: unknown addresses get the same answer
      await issueMailedToken(deps, db, { userId: user.id, type: 'recovery', to: email, redirectTo, challenge, send: true, checkFrequency: true });
    });
    return c.json({});
  });

  app.post('/resend', limit, async (c) => {
    const body = await readJsonObject(c);
    const type = stringField(body, 'type');
    if (type !== 'signup' && type !== 'email_change') {
      if (type === 'sms' || type === 'phone_change') throw new AuthError(422, 'phone_provider_disabled', 'Unsupported phone provider');
      throw validationFailed('Missing one of these types: signup, email_change, sms, phone_change');
    }
    const rawEmail = stringField(body, 'email');
    if (!rawEmail) throw validationFailed('An email address is required to resend');
    const email = normaliseEmail(rawEmail);
    const challenge = readCodeChallenge(body);
    const redirectTo = allowedRedirect(deps, c.req.query('redirect_to'));
    await withTransaction(deps.pool, async (db) => {
      const user = await findUserByEmail(db, email);
      if (!user || user.deleted_at) return;
      if (type === 'signup' && !user.email_confirmed_at) {
        await issueMailedToken(deps, db, { userId: user.id, type, to: email, redirectTo, challenge, send: true, checkFrequency: true });
      } else if (type === 'email_change' && user.email_change) {
        await issueMailedToken(deps, db, { userId: user.id, type, to: user.email_change, redirectTo, challenge, send: true, checkFrequency: true });
      }
    });
    return c.json({});
  });
}
