// The super admin's view of profiles: roles of the users table's check constraint, list filters, rows.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database, Tables } from '@/types/database';

export type DbClient = SupabaseClient<Database>;

export const USER_ROLES = ['super_admin', 'company_admin', 'learner'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export function isUserRole(value: unknown): value is UserRole {
  return typeof value === 'string' && (USER_ROLES as readonly string[]).includes(value);
}

export interface UserFilter {
  search?: string;
  role?: UserRole;
  /** A company id, or 'none' for profiles without a company. */
  companyId?: string;
  status?: 'active' | 'inactive';
}

export type AdminUserRow = Pick<
  Tables<'users'>,
  'id' | 'email' | 'full_name' | 'role' | 'company_id' | 'is_active' | 'email_verified' | 'position' | 'created_at' | 'last_active_at'
> & { company: { id: string; name: string; is_active: boolean } | null };

export interface UserPage {
  rows: AdminUserRow[];
  total: number;
  hasMore: boolean;
}

export interface AccessChange {
  role?: UserRole;
  company_id?: string | null;
  is_active?: boolean;
}

export type AuditEntry = Pick<Tables<'audit_log'>, 'id' | 'action' | 'details' | 'created_at' | 'actor_id'> & {
  /** The actor's name or e-mail when their profile still exists; null for the system. */
  actorLabel: string | null;
};
