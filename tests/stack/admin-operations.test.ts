// /admin/companies and /admin/users against the real stack: the data layer's pages, filters and counts,
// access changes that only a super admin can make (even calling REST directly), and their audit trail.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchCompanyPage } from '@/data/companies/companies-page';
import { saveCompany, setCompanyActive, SlugTakenError } from '@/data/companies/company-writes';
import { updateUserAccess } from '@/data/users/user-access';
import { fetchUserAudit } from '@/data/users/user-audit';
import { fetchUserPage } from '@/data/users/users-page';
import type { Database } from '@/types/database';
import { personaClient, withAdminDb } from '../support/stack-client.ts';
import { companyIds, userIds } from './policies/seed-ids.ts';
import { createAccount, deleteAccount, type ThrowawayAccount } from './policies/throwaway-accounts.ts';

type Db = SupabaseClient<Database>;
let superAdmin: Db;
let acmeAdmin: Db;
let learner: Db;
const accounts: ThrowawayAccount[] = [];
const companies: string[] = [];

beforeAll(async () => {
  superAdmin = (await personaClient('superAdmin')) as unknown as Db;
  acmeAdmin = (await personaClient('acmeAdmin')) as unknown as Db;
  learner = (await personaClient('acmeLearner')) as unknown as Db;
});

afterAll(async () => {
  await withAdminDb(async (db) => {
    for (const account of accounts) await deleteAccount(db, account);
    await db.query('delete from public.companies where id = any($1)', [companies]);
  });
});

async function throwaway(role: 'learner' | 'company_admin', companyId: string | null, fullName?: string) {
  const account = await withAdminDb((db) => createAccount(db, { role, companyId, fullName }));
  accounts.push(account);
  return account;
}

const profile = (id: string) =>
  withAdminDb(async (db) => (await db.query('select role, company_id, is_active from public.users where id = $1', [id])).rows[0]);

describe('the users list', () => {
  it('pages with an exact count and filters by role, company and search in SQL', async () => {
    const account = await throwaway('learner', companyIds.initech, 'Zebulon Searchable');
    const first = await fetchUserPage(superAdmin, { page: 0, pageSize: 2 });
    expect(first.rows).toHaveLength(2);
    expect(first.total).toBeGreaterThan(2);
    expect(first.hasMore).toBe(true);
    // Newest first, and the next page continues where the first ended.
    expect(first.rows[0].id).toBe(account.id);
    const second = await fetchUserPage(superAdmin, { page: 1, pageSize: 2 });
    expect(second.rows.map((row) => row.id)).not.toContain(first.rows[0].id);
    expect(second.total).toBe(first.total);

    const byName = await fetchUserPage(superAdmin, { page: 0, pageSize: 25, search: 'zebulon search' });
    expect(byName.rows.map((row) => row.id)).toEqual([account.id]);
    expect(byName.rows[0].company?.id).toBe(companyIds.initech);
    const byEmail = await fetchUserPage(superAdmin, { page: 0, pageSize: 25, search: account.email.toUpperCase() });
    expect(byEmail.total).toBe(1);
    // Wildcards are matched literally.
    expect((await fetchUserPage(superAdmin, { page: 0, pageSize: 25, search: '%' })).total).toBe(0);

    const admins = await fetchUserPage(superAdmin, { page: 0, pageSize: 100, role: 'company_admin', companyId: companyIds.acme });
    expect(admins.rows.length).toBeGreaterThan(0);
    expect(admins.rows.every((row) => row.role === 'company_admin' && row.company_id === companyIds.acme)).toBe(true);
    const noCompany = await fetchUserPage(superAdmin, { page: 0, pageSize: 100, companyId: 'none' });
    expect(noCompany.rows.every((row) => row.company_id === null)).toBe(true);
    expect(noCompany.rows.map((row) => row.id)).toContain(userIds.superAdmin);
  });

  it("shows a company admin only their company's profiles", async () => {
    const page = await fetchUserPage(acmeAdmin, { page: 0, pageSize: 100 });
    expect(page.rows.length).toBeGreaterThan(0);
    expect(page.rows.every((row) => row.company_id === companyIds.acme)).toBe(true);
  });
});

describe('access changes through REST', () => {
  it.each([
    ['a learner', () => learner, { role: 'company_admin' }],
    ['a learner', () => learner, { company_id: companyIds.globex }],
    ['a company admin', () => acmeAdmin, { role: 'super_admin' }],
    ['a company admin', () => acmeAdmin, { is_active: false }],
  ])('%s cannot PATCH %o on their own profile', async (_label, client, patch) => {
    const self = client() === learner ? userIds.acmeLearner : userIds.acmeAdmin;
    const before = await profile(self);
    const { error } = await client().from('users').update(patch).eq('id', self);
    expect(error?.code).toBe('42501');
    expect(await profile(self)).toEqual(before);
  });

  it("a company admin cannot change a colleague's role, company or activity", async () => {
    const colleague = await throwaway('learner', companyIds.acme);
    for (const changes of [{ role: 'company_admin' as const }, { company_id: companyIds.globex }, { is_active: false }]) {
      await expect(updateUserAccess(acmeAdmin, { id: colleague.id, changes })).rejects.toThrow();
    }
    expect(await profile(colleague.id)).toEqual({ role: 'learner', company_id: companyIds.acme, is_active: true });
  });

  it('a super admin changes role, company and activity, and each change is audited with them as actor', async () => {
    const account = await throwaway('learner', companyIds.acme);
    await updateUserAccess(superAdmin, { id: account.id, changes: { role: 'company_admin', company_id: companyIds.globex } });
    await updateUserAccess(superAdmin, { id: account.id, changes: { is_active: false } });
    expect(await profile(account.id)).toEqual({ role: 'company_admin', company_id: companyIds.globex, is_active: false });

    const audit = await fetchUserAudit(superAdmin, account.id);
    expect(audit.map((entry) => entry.details)).toEqual([
      { email: account.email, changes: { is_active: { old: true, new: false } } },
      {
        email: account.email,
        changes: { role: { old: 'learner', new: 'company_admin' }, company_id: { old: companyIds.acme, new: companyIds.globex } },
      },
    ]);
    expect(audit.every((entry) => entry.actor_id === userIds.superAdmin && entry.actorLabel)).toBe(true);
    // Company admins cannot read the audit log.
    expect(await fetchUserAudit(acmeAdmin, account.id)).toEqual([]);
  });

  it('the table refuses a company admin without a company, with a message the panel can show', async () => {
    const account = await throwaway('learner', null);
    await expect(updateUserAccess(superAdmin, { id: account.id, changes: { role: 'company_admin' } })).rejects.toThrow(
      'A company admin needs a company.',
    );
  });
});

describe('the companies list', () => {
  it('counts members and employees, searches name or slug, filters by status', async () => {
    const page = await fetchCompanyPage(superAdmin, { page: 0, pageSize: 25, search: 'acme' });
    const acme = page.rows.find((row) => row.id === companyIds.acme);
    expect(acme?.userCount).toBeGreaterThan(1);
    expect(acme?.employeeCount).toBeGreaterThan(0);
    expect(page.total).toBe(page.rows.length);

    const created = await saveCompany(superAdmin, {
      values: { name: 'Dormant Testing Co', slug: `dormant-${Date.now().toString(36)}`, plan: 'starter' },
    });
    companies.push(created.id);
    await setCompanyActive(superAdmin, { id: created.id, active: false });
    const inactive = await fetchCompanyPage(superAdmin, { page: 0, pageSize: 100, status: 'inactive' });
    expect(inactive.rows.map((row) => row.id)).toContain(created.id);
    expect(inactive.rows.every((row) => !row.is_active)).toBe(true);
    await expect(saveCompany(superAdmin, { values: { name: 'Duplicate', slug: created.slug, plan: 'trial' } })).rejects.toBeInstanceOf(
      SlugTakenError,
    );
  });

  it('company admins cannot create, edit or deactivate companies', async () => {
    await expect(saveCompany(acmeAdmin, { values: { name: 'Sneaky', slug: `sneaky-${Date.now().toString(36)}`, plan: 'trial' } })).rejects.toThrow();
    await expect(setCompanyActive(acmeAdmin, { id: companyIds.acme, active: false })).rejects.toThrow('Company not found');
  });
});
