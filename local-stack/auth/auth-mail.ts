/**
 * The mails GoTrue sends, with its default subjects: a link to GET /auth/v1/verify and the same
 * token as a 6-digit code. Sent to the stack's mailbox; never logged (they carry credentials).
 */
import type { AuthDeps } from './auth-deps.ts';
import { PKCE_TOKEN_PREFIX } from './pkce.ts';

export type LinkType = 'signup' | 'invite' | 'magiclink' | 'recovery' | 'email_change';

const TEMPLATES: Record<LinkType, { subject: string; heading: string; action: string }> = {
  signup: { subject: 'Confirm Your Email', heading: 'Confirm your signup', action: 'Confirm your email address' },
  invite: { subject: 'You have been invited', heading: 'You have been invited', action: 'Accept the invite' },
  magiclink: { subject: 'Your Magic Link', heading: 'Magic Link', action: 'Log in' },
  recovery: { subject: 'Reset Your Password', heading: 'Reset Password', action: 'Reset your password' },
  email_change: { subject: 'Confirm Email Change', heading: 'Confirm Change of Email', action: 'Confirm the new address' },
};

/** `{API_EXTERNAL_URL}/auth/v1/verify?token=…&type=…&redirect_to=…` (GoTrue templatemailer). */
export function verifyLink(deps: AuthDeps, tokenHash: string, type: LinkType, redirectTo: string, pkce: boolean): string {
  const url = new URL(`${deps.config.apiExternalUrl.replace(/\/$/, '')}/auth/v1/verify`);
  url.searchParams.set('token', pkce ? PKCE_TOKEN_PREFIX + tokenHash : tokenHash);
  url.searchParams.set('type', type);
  url.searchParams.set('redirect_to', redirectTo);
  return url.toString();
}

export function sendAuthMail(deps: AuthDeps, mail: { to: string; type: LinkType; link: string; otp: string }): void {
  const template = TEMPLATES[mail.type];
  const text = [
    template.heading,
    '',
    `${template.action}: ${mail.link}`,
    '',
    `Or enter this code: ${mail.otp}`,
    '',
    'If you did not ask for this, you can ignore this message.',
  ].join('\n');
  const html =
    `<h2>${template.heading}</h2><p><a href="${escapeHtml(mail.link)}">${template.action}</a></p>` +
    `<p>Or enter this code: <strong>${mail.otp}</strong></p>`;
  deps.mailbox.send({ to: mail.to, subject: template.subject, text, html });
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
