/**
 * Accounts a test creates for itself, written the way seed.sql writes the demo accounts (GoTrue-shaped
 * auth.users + auth.identities rows), so the auth service signs them in and the profile trigger runs.
 */
import { randomUUID } from 'node:crypto';
import type { AdminSql } from './matrix-cases.ts';

export const THROWAWAY_PASSWORD = 'throwaway-password';

export interface ThrowawayAccount {
  id: string;
  email: string;
}

export async function createAccount(
  db: AdminSql,
  options: { role: 'learner' | 'company_admin' | 'super_admin'; companyId: string | null; fullName?: string },
): Promise<ThrowawayAccount> {
  const id = randomUUID();
  const email = `throwaway-${id.slice(0, 8)}@example.test`;
  const appMetaData = { provider: 'email', providers: ['email'], role: options.role, company_id: options.companyId };
  await db.query(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
                             confirmation_token, recovery_token, email_change_token_new, email_change,
                             raw_app_meta_data, raw_user_meta_data)
     values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2,
             extensions.crypt($3, extensions.gen_salt('bf', 4)), now(), '', '', '', '', $4, $5)`,
    [id, email, THROWAWAY_PASSWORD, JSON.stringify(appMetaData), JSON.stringify({ full_name: options.fullName ?? 'Throwaway User' })],
  );
  await db.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider)
     values ($1, $2, $3, 'email')`,
    [id, id, JSON.stringify({ sub: id, email, email_verified: true })],
  );
  return { id, email };
}

/** Deletes the account; the profile and identities go with it (on delete cascade). */
export async function deleteAccount(db: AdminSql, account: ThrowawayAccount): Promise<void> {
  await db.query('delete from auth.users where id = $1', [account.id]);
}
