// Company vocabulary: the companies table's check constraints as typed lists.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database, Tables, TablesInsert } from '@/types/database';

/** Data functions take their client, so stack tests can hand in one signed in as anyone. */
export type DbClient = SupabaseClient<Database>;

export const COMPANY_PLANS = ['trial', 'starter', 'growth', 'enterprise'] as const;
export type CompanyPlan = (typeof COMPANY_PLANS)[number];

export const COMPANY_SIZES = ['1-10', '11-50', '51-200', '201-500', '501-1000', '1001-5000', '5000+'] as const;
export type CompanySize = (typeof COMPANY_SIZES)[number];

export type Company = Tables<'companies'>;
export type CompanyInput = Pick<TablesInsert<'companies'>, 'name' | 'slug' | 'industry' | 'size' | 'country' | 'plan'>;

/** A list row: the company with how many profiles and employee records it has. */
export interface CompanyListRow extends Company {
  userCount: number;
  employeeCount: number;
}

export interface CompanyFilter {
  search?: string;
  status?: 'active' | 'inactive';
  plan?: CompanyPlan;
}

export interface CompanyPage {
  rows: CompanyListRow[];
  total: number;
  hasMore: boolean;
}

export type CompanyInvitation = Tables<'company_invitations'>;

export const INVITATION_STATUSES = ['pending', 'accepted', 'revoked', 'expired'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/** A pending invitation past its expiry is shown (and treated) as expired. */
export function effectiveInvitationStatus(invitation: Pick<CompanyInvitation, 'status' | 'expires_at'>, now = Date.now()): string {
  return invitation.status === 'pending' && new Date(invitation.expires_at).getTime() < now ? 'expired' : invitation.status;
}

/** 'Acme Corporation' → 'acme-corporation': the slug rule of the companies table. */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 63)
    .replace(/-+$/g, '');
}
