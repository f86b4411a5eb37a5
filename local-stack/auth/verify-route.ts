/**
 * GET /verify (the mailed link: 303 to redirect_to with the session in the fragment, or ?code= for PKCE,
 * or the error in the fragment) and POST /verify (verifyOtp: answers a session).
 */
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { signIn } from './access-token.ts';
import { AuthError, otpExpired, validationFailed } from './auth-error.ts';
import { withTransaction, type AuthDeps } from './auth-deps.ts';
import { normaliseEmail } from './email-address.ts';
import { AUTHENTICATION_METHOD } from './mailed-token.ts';
import { issueAuthCode, PKCE_TOKEN_PREFIX } from './pkce.ts';
import { allowedRedirect, withFragment, withQuery } from './redirect-url.ts';
import { readJsonObject, stringField } from './request-body.ts';
import { isVerifyType, verifyMailedToken, type VerifyProof, type VerifyType } from './verify-token.ts';

const LINK_ERROR_MESSAGE = 'Email link is invalid or has expired';

export function registerVerifyRoutes(app: Hono, deps: AuthDeps, limit: MiddlewareHandler): void {
  app.get('/verify', limit, (c) => followLink(deps, c));

  app.post('/verify', limit, async (c) => {
    const body = await readJsonObject(c);
    const type = verifyType(body.type);
    const tokenHash = stringField(body, 'token_hash');
    const otp = stringField(body, 'token');
    const email = stringField(body, 'email');
    let proof: VerifyProof;
    if (tokenHash) {
      if (otp) throw validationFailed('Only the token_hash and type should be provided');
      proof = { tokenHash };
    } else if (otp && email) {
      proof = { email: normaliseEmail(email), otp: otp.trim() };
    } else if (stringField(body, 'phone')) {
      throw new AuthError(422, 'phone_provider_disabled', 'Unsupported phone provider');
    } else {
      throw validationFailed('Verify requires either a token or a token hash');
    }
    const session = await withTransaction(deps.pool, async (db) => {
      const { user } = await verifyMailedToken(deps, db, type, proof);
      return signIn(deps, db, user.id, 'otp');
    });
    return c.json(session);
  });
}

function verifyType(value: unknown): VerifyType {
  if (!value) throw validationFailed('Verify requires a verification type');
  if (!isVerifyType(value)) throw validationFailed('Unsupported verification type');
  return value;
}

async function followLink(deps: AuthDeps, c: Context): Promise<Response> {
  const token = c.req.query('token') ?? '';
  if (!token) throw validationFailed('Verify requires a token or a token hash');
  const type = verifyType(c.req.query('type'));
  const redirectTo = allowedRedirect(deps, c.req.query('redirect_to'));
  const pkce = token.startsWith(PKCE_TOKEN_PREFIX);
  const tokenHash = pkce ? token.slice(PKCE_TOKEN_PREFIX.length) : token;

  try {
    const target = await withTransaction(deps.pool, async (db) => {
      const verified = await verifyMailedToken(deps, db, type, { tokenHash });
      if (pkce) {
        const method = AUTHENTICATION_METHOD[verified.type];
        const code = await issueAuthCode(db, verified.user.id, method, deps.options.otpExpirySeconds);
        if (!code) throw new AuthError(404, 'flow_state_not_found', 'Code challenge for this link was not found');
        return withQuery(redirectTo, { code });
      }
      const session = await signIn(deps, db, verified.user.id, 'otp');
      return withFragment(redirectTo, {
        access_token: session.access_token,
        expires_at: String(session.expires_at),
        expires_in: String(session.expires_in),
        refresh_token: session.refresh_token,
        sb: '',
        token_type: session.token_type,
        type: verified.type,
      });
    });
    return c.redirect(target, 303);
  } catch (err) {
    if (!(err instanceof AuthError) || err.status >= 500) throw err;
    const description = err.code === otpExpired().code ? LINK_ERROR_MESSAGE : err.message;
    const error = { error: 'access_denied', error_code: err.code, error_description: description };
    // GoTrue puts the error in the fragment for both flows, and also in the query for PKCE.
    return c.redirect(withFragment(pkce ? withQuery(redirectTo, error) : redirectTo, error), 303);
  }
}
