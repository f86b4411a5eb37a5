/**
 * Who is calling: the JWT from `Authorization: Bearer` (else the `apikey` header) is verified with
 * the stack's secret, and its `role` claim picks the database role (no token: anon). Verified
 * tokens are cached until they expire, so a busy client costs one signature check, not one per request.
 */
import { ApiError } from './api-error.ts';
import { bearerToken, JwtError, verifyJwt, type JwtClaims } from '../jwt.ts';

export interface RequestAuth {
  role: string;
  claims: JwtClaims;
}

const API_ROLES = new Set(['anon', 'authenticated', 'service_role']);
const CACHE_LIMIT = 10_000;
const ANONYMOUS: RequestAuth = { role: 'anon', claims: {} };

function invalidToken(code: string, message: string): ApiError {
  return new ApiError(401, code, message, null, null, {
    'WWW-Authenticate': `Bearer error="invalid_token", error_description=${JSON.stringify(message)}`,
  });
}

export class RequestAuthenticator {
  private readonly cache = new Map<string, { auth: RequestAuth; expiresAt: number }>();

  constructor(private readonly secret: string) {}

  async authenticate(authorization: string | undefined, apikey: string | undefined): Promise<RequestAuth> {
    let token: string | undefined;
    if (authorization !== undefined) {
      token = bearerToken(authorization);
      if (token === undefined && /^bearer\s*$/i.test(authorization.trim())) {
        throw invalidToken('PGRST301', 'Empty JWT is sent in Authorization header');
      }
    }
    token ??= apikey || undefined;
    if (!token) return ANONYMOUS;

    const cached = this.cache.get(token);
    if (cached && cached.expiresAt > Date.now()) return cached.auth;

    let claims: JwtClaims;
    try {
      claims = await verifyJwt(token, this.secret);
    } catch (err) {
      if (err instanceof JwtError && err.expired) throw invalidToken('PGRST303', 'JWT expired');
      const parts = token.split('.').length;
      throw invalidToken('PGRST301', parts === 3 ? (err instanceof Error ? err.message : String(err)) : `Expected 3 parts in JWT; got ${parts}`);
    }
    const role = typeof claims.role === 'string' && claims.role ? claims.role : 'anon';
    if (!API_ROLES.has(role)) {
      // What Postgres answers when the service tries to switch to it; PostgREST maps it to 401.
      throw new ApiError(401, '22023', `role "${role}" does not exist`, null, null, { 'WWW-Authenticate': 'Bearer' });
    }
    const auth = { role, claims };
    if (this.cache.size >= CACHE_LIMIT) this.cache.clear();
    this.cache.set(token, { auth, expiresAt: typeof claims.exp === 'number' ? claims.exp * 1000 : Date.now() + 60_000 });
    return auth;
  }
}
