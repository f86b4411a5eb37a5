/**
 * E-mailed codes and links. As in GoTrue, one 6-digit code per mail, and the link carries
 * token_hash = sha224(email + code), so the code (verifyOtp with email) and the link verify the same
 * token. Unlike GoTrue, the table keeps only a peppered digest of token_hash: a database dump then
 * holds neither codes nor working links.
 */
import { createHash, randomInt } from 'node:crypto';
import type { Db } from './auth-deps.ts';

export type TokenType = 'confirmation_token' | 'recovery_token' | 'email_change_token_new';

export const OTP_LENGTH = 6;

export interface IssuedToken {
  /** The code shown in the mail. */
  otp: string;
  /** The token in the mailed link (GoTrue's hashed_token). */
  tokenHash: string;
}

export function tokenHashFor(email: string, otp: string): string {
  return createHash('sha224').update(email.toLowerCase() + otp).digest('hex');
}

function storedDigest(pepper: string, tokenHash: string): string {
  return createHash('sha256').update(`${pepper}:${tokenHash.toLowerCase()}`).digest('hex');
}

/** Replaces the user's previous token of this type. `relatesTo` is the address the mail goes to. */
export async function issueOneTimeToken(
  db: Db,
  pepper: string,
  token: { userId: string; type: TokenType; relatesTo: string },
): Promise<IssuedToken> {
  const otp = randomInt(0, 10 ** OTP_LENGTH).toString().padStart(OTP_LENGTH, '0');
  const tokenHash = tokenHashFor(token.relatesTo, otp);
  await db.query(
    `insert into auth.one_time_tokens (user_id, token_type, token_hash, relates_to)
     values ($1, $2, $3, $4)
     on conflict (user_id, token_type)
       do update set token_hash = excluded.token_hash, relates_to = excluded.relates_to,
                     created_at = now(), updated_at = now()`,
    [token.userId, token.type, storedDigest(pepper, tokenHash), token.relatesTo.toLowerCase()],
  );
  return { otp, tokenHash };
}

export interface ConsumedToken {
  userId: string;
  type: TokenType;
  relatesTo: string;
}

/** Deletes and returns the live token with this hash among `types`; single use, expiring after `expirySeconds`. */
export async function consumeOneTimeToken(
  db: Db,
  pepper: string,
  tokenHash: string,
  types: TokenType[],
  expirySeconds: number,
): Promise<ConsumedToken | undefined> {
  const { rows } = await db.query<{ user_id: string; token_type: TokenType; relates_to: string; expired: boolean }>(
    `delete from auth.one_time_tokens
      where token_hash = $1 and token_type = any($2::text[])
      returning user_id, token_type, relates_to, created_at < now() - make_interval(secs => $3) as expired`,
    [storedDigest(pepper, tokenHash), types, expirySeconds],
  );
  const row = rows[0];
  if (!row || row.expired) return undefined;
  return { userId: row.user_id, type: row.token_type, relatesTo: row.relates_to };
}

export async function deleteOneTimeTokens(db: Db, userId: string, types: TokenType[]): Promise<void> {
  await db.query('delete from auth.one_time_tokens where user_id = $1 and token_type = any($2::text[])', [userId, types]);
}
