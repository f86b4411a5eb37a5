/**
 * One-time codes and opaque tokens, made and hashed with Web Crypto only (the same in Deno and Node).
 * Codes are stored as HMAC-SHA-256 with a server-side pepper, tokens as plain SHA-256: a token has
 * 256 random bits, a code only a million possibilities, so a code's hash needs a secret key.
 */

const CODE_RANGE = 1_000_000;
// The largest multiple of a million below 2^32: values above it are drawn again, so each code is equally likely.
const UNBIASED_LIMIT = Math.floor(2 ** 32 / CODE_RANGE) * CODE_RANGE;

export function generateVerificationCode(): string {
  const draw = new Uint32Array(1);
  for (;;) {
    crypto.getRandomValues(draw);
    if (draw[0] < UNBIASED_LIMIT) return String(draw[0] % CODE_RANGE).padStart(6, '0');
  }
}

/** HMAC-SHA-256(pepper, "<email>:<code>") in hex: binding the e-mail makes a hash useless for any other address. */
export async function hashVerificationCode(pepper: string, email: string, code: string): Promise<string> {
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey('raw', encoder.encode(pepper), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
  return toHex(await crypto.subtle.sign('HMAC', key, encoder.encode(`${email}:${code}`)));
}

/** 32 random bytes as base64url without padding (43 characters). */
export function generateOpaqueToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Hex SHA-256 of a token, as the database stores and compares it. */
export async function hashOpaqueToken(token: string): Promise<string> {
  return toHex(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token)));
}

function toHex(buffer: ArrayBuffer): string {
  return Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
