/**
 * Checking a mailed token (by token_hash, or by e-mail plus code) and applying what it proves:
 * a confirmed address (signup, invite, magic link, recovery) or a confirmed e-mail change.
 */
import { AuthError, emailExists, otpExpired } from './auth-error.ts';
import type { AuthDeps, Db } from './auth-deps.ts';
import type { LinkType } from './auth-mail.ts';
import { consumeOneTimeToken, tokenHashFor, type TokenType } from './one-time-tokens.ts';
import { isBanned } from './user-json.ts';
import { applyEmailChange, emailTaken, findUserById, markEmailVerified, updateUser, type UserRow } from './user-store.ts';

export type VerifyType = LinkType | 'email';
export const VERIFY_TYPES: readonly VerifyType[] = ['signup', 'invite', 'magiclink', 'recovery', 'email_change', 'email'];

export const isVerifyType = (value: unknown): value is VerifyType => VERIFY_TYPES.includes(value as VerifyType);

// `email` (an OTP code) matches either kind of token, like GoTrue; a magic link sent to a brand-new user
// is a confirmation token, so `magiclink` accepts both as well.
const ACCEPTED_TOKENS: Record<VerifyType, TokenType[]> = {
  signup: ['confirmation_token'],
  invite: ['confirmation_token'],
  magiclink: ['recovery_token', 'confirmation_token'],
  recovery: ['recovery_token'],
  email_change: ['email_change_token_new'],
  email: ['confirmation_token', 'recovery_token'],
};

export type VerifyProof = { tokenHash: string } | { email: string; otp: string };

export interface VerifiedUser {
  user: UserRow;
  /** What the token turned out to be (`email` resolves to signup or magiclink). */
  type: LinkType;
}

export async function verifyMailedToken(deps: AuthDeps, db: Db, type: VerifyType, proof: VerifyProof): Promise<VerifiedUser> {
  const tokenHash = 'tokenHash' in proof ? proof.tokenHash : tokenHashFor(proof.email, proof.otp);
  const consumed = await consumeOneTimeToken(db, deps.config.codePepper, tokenHash, ACCEPTED_TOKENS[type], deps.options.otpExpirySeconds);
  if (!consumed) throw otpExpired();
  const user = await findUserById(db, consumed.userId);
  if (!user || user.deleted_at) throw otpExpired();
  if (isBanned(user)) throw new AuthError(403, 'user_banned', 'User is banned');

  let resolved: LinkType;
  if (type === 'email' || type === 'magiclink') resolved = consumed.type === 'confirmation_token' ? 'signup' : 'magiclink';
  else resolved = type;

  if (resolved === 'email_change') {
    if (user.email_change !== consumed.relatesTo) throw otpExpired();
    if (await emailTaken(db, consumed.relatesTo, user.id)) throw emailExists();
    await applyEmailChange(db, user.id, consumed.relatesTo, true);
  } else if (!user.email_confirmed_at) {
    // Following any of these links proves the mailbox, so it also confirms the address (as GoTrue does).
    await updateUser(db, user.id, { email_confirmed_at: 'now' });
    await markEmailVerified(db, user.id);
  }
  return { user: (await findUserById(db, user.id))!, type: type === 'email' ? resolved : type };
}
