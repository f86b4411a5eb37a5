/**
 * Issuing the one-time token behind a mailed link: GoTrue's per-user send frequency, the token row,
 * the PKCE flow state when the client sent a code_challenge, the *_sent_at column, and the mail itself.
 */
import { emailSendRateLimited } from './auth-error.ts';
import type { AuthDeps, Db } from './auth-deps.ts';
import { sendAuthMail, verifyLink, type LinkType } from './auth-mail.ts';
import { issueOneTimeToken, type TokenType } from './one-time-tokens.ts';
import { createFlowState, type CodeChallenge } from './pkce.ts';

const TOKEN_TYPE: Record<LinkType, TokenType> = {
  signup: 'confirmation_token',
  invite: 'confirmation_token',
  magiclink: 'recovery_token',
  recovery: 'recovery_token',
  email_change: 'email_change_token_new',
};

const SENT_AT_COLUMN: Record<LinkType, string> = {
  signup: 'confirmation_sent_at',
  invite: 'confirmation_sent_at',
  magiclink: 'recovery_sent_at',
  recovery: 'recovery_sent_at',
  email_change: 'email_change_sent_at',
};

/** The amr method and flow_state.authentication_method of each link type (GoTrue models/factor.go). */
export const AUTHENTICATION_METHOD: Record<LinkType, string> = {
  signup: 'email/signup',
  invite: 'invite',
  magiclink: 'magiclink',
  recovery: 'recovery',
  email_change: 'email_change',
};

export interface MailedTokenRequest {
  userId: string;
  type: LinkType;
  /** Where the mail goes: the user's address, or the new one for email_change. */
  to: string;
  redirectTo: string;
  challenge?: CodeChallenge;
  /** Admin generate_link only builds the link. */
  send: boolean;
  /** GoTrue's per-user resend frequency; admin actions skip it. */
  checkFrequency: boolean;
}

export interface MailedToken {
  otp: string;
  tokenHash: string;
  link: string;
}

export async function issueMailedToken(deps: AuthDeps, db: Db, request: MailedTokenRequest): Promise<MailedToken> {
  const column = SENT_AT_COLUMN[request.type];
  // Locks the user row, so two simultaneous requests cannot both pass the frequency check.
  const { rows } = await db.query<{ elapsed: number | null }>(
    `select extract(epoch from now() - ${column})::float8 as elapsed from auth.users where id = $1 for update`,
    [request.userId],
  );
  const elapsed = rows[0]?.elapsed;
  const frequency = deps.options.emailFrequencySeconds;
  if (request.checkFrequency && elapsed !== null && elapsed !== undefined && elapsed < frequency) {
    throw emailSendRateLimited(frequency - elapsed);
  }
  const { otp, tokenHash } = await issueOneTimeToken(db, deps.config.codePepper, {
    userId: request.userId,
    type: TOKEN_TYPE[request.type],
    relatesTo: request.to,
  });
  if (request.challenge) {
    await createFlowState(db, {
      userId: request.userId,
      challenge: request.challenge,
      authenticationMethod: AUTHENTICATION_METHOD[request.type],
    });
  }
  await db.query(`update auth.users set ${column} = now(), updated_at = now() where id = $1`, [request.userId]);
  const link = verifyLink(deps, tokenHash, request.type, request.redirectTo, request.challenge !== undefined);
  if (request.send) sendAuthMail(deps, { to: request.to, type: request.type, link, otp });
  return { otp, tokenHash, link };
}
