/** The three requests invite-company-admin accepts, checked before anything is read or written. */
import { z } from 'zod';
import { emailSchema, optionalText } from '../_shared/validation.ts';

const uuid = (label: string) => z.uuid({ error: `${label} is not valid` });

/** Only the origin of the app is taken from the caller; the path is always the auth callback. */
const appOrigin = z
  .url({ error: 'redirectTo must be a URL' })
  .max(2048)
  .refine((value) => /^https?:$/.test(new URL(value).protocol), 'redirectTo must be an http(s) URL')
  .transform((value) => new URL(value).origin)
  .nullish();

export const inviteSchema = z.object({
  action: z.literal('invite'),
  email: emailSchema,
  companyId: uuid('The company'),
  fullName: optionalText(200, 'Full name'),
  leadId: uuid('The lead').nullish(),
  redirectTo: appOrigin,
});

export const resendSchema = z.object({
  action: z.literal('resend'),
  invitationId: uuid('The invitation'),
  redirectTo: appOrigin,
});

export const revokeSchema = z.object({
  action: z.literal('revoke'),
  invitationId: uuid('The invitation'),
});

export const requestSchema = z.discriminatedUnion('action', [inviteSchema, resendSchema, revokeSchema], {
  error: 'action must be invite, resend or revoke',
});

export type InviteRequest = z.output<typeof inviteSchema>;
export type ResendRequest = z.output<typeof resendSchema>;
export type RevokeRequest = z.output<typeof revokeSchema>;

/** Where the mailed link lands: /auth/callback asks the invitee for a password first. */
export function callbackUrl(origin: string | null | undefined, siteUrl: string): string {
  return new URL('/auth/callback?flow=invite', origin ?? siteUrl).toString();
}
