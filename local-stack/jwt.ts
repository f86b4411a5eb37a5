/** HS256 JWTs shaped like GoTrue's (supabase-wire.md a.7), signed and checked with the stack's secret. */
import { SignJWT, jwtVerify, errors } from 'jose';

export type JwtClaims = Record<string, unknown> & { role?: string; sub?: string; exp?: number };

const keyCache = new Map<string, Uint8Array>();
function secretKey(secret: string): Uint8Array {
  let key = keyCache.get(secret);
  if (!key) keyCache.set(secret, (key = new TextEncoder().encode(secret)));
  return key;
}

export async function signJwt(claims: JwtClaims, secret: string): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(secretKey(secret));
}

export class JwtError extends Error {
  constructor(
    message: string,
    readonly expired: boolean,
  ) {
    super(message);
  }
}

/** Verifies signature and expiry; throws JwtError with PostgREST-like messages. */
export async function verifyJwt(token: string, secret: string): Promise<JwtClaims> {
  try {
    const { payload } = await jwtVerify(token, secretKey(secret), { algorithms: ['HS256'] });
    return payload as JwtClaims;
  } catch (err) {
    if (err instanceof errors.JWTExpired) throw new JwtError('JWT expired', true);
    if (err instanceof errors.JWSSignatureVerificationFailed) throw new JwtError('JWSError JWSInvalidSignature', false);
    throw new JwtError('JWSError (CompactDecodeError Invalid number of parts: Expected 3 parts; got 1)', false);
  }
}

/** Extracts the bearer token from an Authorization header value. */
export function bearerToken(header: string | null | undefined): string | undefined {
  if (!header) return undefined;
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  return match?.[1];
}
