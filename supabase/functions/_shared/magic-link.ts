/**
 * The magic link of capture-email and submit-ticket (early_access): a single-use token, valid 24 h,
 * mailed as SITE_URL/onboarding/early-access?token=…. A repeat within 60 s sends nothing new.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { FunctionEnv } from './env.ts';
import { magicLinkMail } from './mail-templates.ts';
import { sendMail } from './mailer.ts';
import { generateOpaqueToken, hashOpaqueToken } from './one-time-secrets.ts';
import { createEarlyAccessToken, hitRateLimit } from './rpc.ts';

export const MAGIC_LINK_TTL_SECONDS = 24 * 60 * 60;
const MAGIC_LINK_RESEND_SECONDS = 60;

export async function sendMagicLinkOnce(
  db: SupabaseClient,
  env: FunctionEnv,
  lead: { id: string; email: string },
): Promise<'sent' | 'recently_sent'> {
  const gate = await hitRateLimit(db, 'magic-link-mail', lead.email, 1, MAGIC_LINK_RESEND_SECONDS);
  if (!gate.allowed) return 'recently_sent';

  const token = generateOpaqueToken();
  await createEarlyAccessToken(db, lead.id, 'magic_link', await hashOpaqueToken(token), MAGIC_LINK_TTL_SECONDS);
  await sendMail(env, magicLinkMail(lead.email, magicLinkUrl(env.SITE_URL, token)));
  return 'sent';
}

export function magicLinkUrl(siteUrl: string, token: string): string {
  return `${siteUrl.replace(/\/+$/, '')}/onboarding/early-access?token=${encodeURIComponent(token)}`;
}
