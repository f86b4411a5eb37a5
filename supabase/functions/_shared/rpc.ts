/**
 * The service-role RPCs of migrations 20261122000910/920, called through supabase-js (REST), with
 * their answers checked: a schema drift fails loudly here instead of deep in a handler.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { z } from 'zod';

async function callRpc<T>(db: SupabaseClient, name: string, args: Record<string, unknown>, result: z.ZodType<T>) {
  const { data, error } = await db.rpc(name, args);
  if (error) throw new Error(`rpc ${name} failed: ${error.code ?? ''} ${error.message}`);
  return result.parse(data);
}

const retryAfter = z.number().int().positive();

const issuedCode = z.discriminatedUnion('status', [
  z.object({ status: z.literal('issued'), expires_in: z.number().int().positive() }),
  z.object({ status: z.literal('not_on_list') }),
  z.object({ status: z.literal('cooldown'), retry_after: retryAfter }),
  z.object({ status: z.literal('hourly_limit'), retry_after: retryAfter }),
]);
export type IssuedCode = z.infer<typeof issuedCode>;

export function issueVerificationCode(db: SupabaseClient, email: string, codeHash: string): Promise<IssuedCode> {
  return callRpc(db, 'issue_verification_code', { p_email: email, p_code_hash: codeHash }, issuedCode);
}

const checkedCode = z.discriminatedUnion('status', [
  z.object({ status: z.literal('verified'), lead_id: z.uuid(), email: z.string() }),
  z.object({ status: z.literal('invalid'), attempts_left: z.number().int().optional() }),
  z.object({ status: z.literal('not_on_list') }),
]);
export type CheckedCode = z.infer<typeof checkedCode>;

export function checkVerificationCode(db: SupabaseClient, email: string, codeHash: string): Promise<CheckedCode> {
  return callRpc(db, 'check_verification_code', { p_email: email, p_code_hash: codeHash }, checkedCode);
}

export type EarlyAccessTokenKind = 'session' | 'magic_link';

export function createEarlyAccessToken(
  db: SupabaseClient,
  leadId: string,
  kind: EarlyAccessTokenKind,
  tokenHash: string,
  ttlSeconds: number,
): Promise<{ expires_at: string }> {
  return callRpc(
    db,
    'create_early_access_token',
    { p_lead_id: leadId, p_kind: kind, p_token_hash: tokenHash, p_ttl_seconds: ttlSeconds },
    z.object({ expires_at: z.string() }),
  );
}

export interface LeadCapture {
  email: string;
  source: string | null;
  utmSource?: string | null;
  utmMedium?: string | null;
  utmCampaign?: string | null;
  /** Profile fields of the early-access form (snake_case column names). */
  profile?: Partial<Record<'full_name' | 'company' | 'company_size' | 'job_role' | 'use_case' | 'referral_source', string | null>>;
}

const upsertedLead = z.object({ id: z.uuid(), email: z.string(), created: z.boolean() });
export type UpsertedLead = z.infer<typeof upsertedLead>;

export function upsertEarlyAccessLead(db: SupabaseClient, lead: LeadCapture): Promise<UpsertedLead> {
  return callRpc(
    db,
    'upsert_early_access_lead',
    {
      p_email: lead.email,
      p_source: lead.source,
      p_utm_source: lead.utmSource ?? null,
      p_utm_medium: lead.utmMedium ?? null,
      p_utm_campaign: lead.utmCampaign ?? null,
      p_profile: lead.profile ?? {},
    },
    upsertedLead,
  );
}

const rateLimitHit = z.discriminatedUnion('allowed', [
  z.object({ allowed: z.literal(true) }),
  z.object({ allowed: z.literal(false), retry_after: retryAfter }),
]);
export type RateLimitHit = z.infer<typeof rateLimitHit>;

export function hitRateLimit(
  db: SupabaseClient,
  bucket: string,
  key: string,
  limit: number,
  windowSeconds: number,
): Promise<RateLimitHit> {
  return callRpc(
    db,
    'hit_rate_limit',
    { p_bucket: bucket, p_key: key, p_limit: limit, p_window_seconds: windowSeconds },
    rateLimitHit,
  );
}
