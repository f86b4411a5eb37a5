/**
 * Checks the JWT a channel runs under, with the reasons hosted Realtime gives (realtime_channel.ex
 * confirm_token, channels_authorization.ex): signature and expiry, then the `role` and `exp` claims.
 */
import { decodeJwt } from 'jose';
import { verifyJwt, type JwtClaims } from '../jwt.ts';

export interface ChannelClaims extends JwtClaims {
  role: string;
  exp: number;
}

export type TokenCheck =
  | { ok: true; claims: ChannelClaims }
  /** `code` prefixes the reason of a rejected join; `message` alone is what an access_token refresh reports. */
  | { ok: false; code: string; message: string };

export async function checkChannelToken(token: string, secret: string): Promise<TokenCheck> {
  let unverified: JwtClaims;
  try {
    unverified = decodeJwt(token.replace(/\s/g, '')) as JwtClaims;
  } catch {
    return { ok: false, code: 'MalformedJWT', message: 'The token provided is not a valid JWT' };
  }
  let claims: JwtClaims;
  try {
    claims = await verifyJwt(token.replace(/\s/g, ''), secret);
  } catch (err) {
    if ((err as { expired?: boolean }).expired) {
      const seconds = Math.max(0, Math.floor(Date.now() / 1000) - Number(unverified.exp));
      return { ok: false, code: 'InvalidJWTToken', message: `Token has expired ${seconds} seconds ago` };
    }
    return { ok: false, code: 'JwtSignatureError', message: 'Failed to validate JWT signature' };
  }
  if (typeof claims.role !== 'string' || typeof claims.exp !== 'number') {
    return { ok: false, code: 'InvalidJWTToken', message: 'Fields `role` and `exp` are required in JWT' };
  }
  return { ok: true, claims: claims as ChannelClaims };
}

/** Milliseconds until the token expires, capped so long-lived tokens are still re-checked hourly. */
export function msUntilExpiry(claims: ChannelClaims): number {
  return Math.min(Math.max(0, claims.exp * 1000 - Date.now()), 60 * 60 * 1000);
}
