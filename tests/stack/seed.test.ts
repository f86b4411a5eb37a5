/** The demo world of supabase/seed.sql is as large and as varied as the screens and the README promise. */
import { describe, expect, it } from 'vitest';
import { withAdminDb } from '../support/stack-client.ts';

const count = (sql: string) =>
  withAdminDb(async (db) => Number((await db.query<{ n: string }>(sql)).rows[0].n));

const values = (sql: string) =>
  withAdminDb(async (db) => (await db.query<{ v: string }>(sql)).rows.map((row) => row.v).sort());

describe('the demo world', () => {
  it('has 3 companies with departments and positions', async () => {
    expect(await count('select count(*) as n from public.companies')).toBe(3);
    expect(await count('select count(distinct company_id) as n from public.departments')).toBe(3);
    expect(await count('select count(distinct company_id) as n from public.positions')).toBe(3);
  });

  it('has at least 40 employees with skill levels and a taxonomy of at least 60 skills', async () => {
    expect(await count('select count(*) as n from public.employees')).toBeGreaterThanOrEqual(40);
    expect(await count('select count(distinct employee_id) as n from public.employee_skills')).toBeGreaterThanOrEqual(40);
    expect(await count('select count(*) as n from public.skills')).toBeGreaterThanOrEqual(60);
  });

  it('has courses with modules and assignments at various progress', async () => {
    expect(await count('select count(distinct course_id) as n from public.course_modules')).toBeGreaterThan(0);
    expect(await values('select distinct status as v from public.course_assignments')).toEqual(
      expect.arrayContaining(['completed', 'in_progress']),
    );
  });

  it('has tickets of every type and every status', async () => {
    expect(await values('select distinct ticket_type as v from public.tickets')).toEqual(
      ['bug_report', 'contact_sales', 'demo_request', 'early_access', 'feature_request', 'general_feedback'],
    );
    expect(await values('select distinct status as v from public.tickets')).toEqual(['closed', 'in_progress', 'new', 'resolved']);
  });

  it('has early-access leads, lead@lxera.test among them, and one completed and one failed generation job', async () => {
    expect(await count("select count(*) as n from public.early_access_leads where email = 'lead@lxera.test'")).toBe(1);
    expect(await values("select status as v from public.course_generation_jobs where status in ('completed', 'failed')")).toEqual(
      expect.arrayContaining(['completed', 'failed']),
    );
  });

  it('has the demo accounts of the README with their roles', async () => {
    const accounts = await withAdminDb(async (db) =>
      (
        await db.query<{ email: string; role: string; company: string | null }>(
          `select u.email, u.role, c.name as company
             from public.users u left join public.companies c on c.id = u.company_id
            where u.email in ('super@lxera.test', 'admin@acme.test', 'learner@acme.test', 'admin@globex.test')
            order by u.email`,
        )
      ).rows,
    );
    expect(accounts.map(({ email, role }) => [email, role])).toEqual([
      ['admin@acme.test', 'company_admin'],
      ['admin@globex.test', 'company_admin'],
      ['learner@acme.test', 'learner'],
      ['super@lxera.test', 'super_admin'],
    ]);
  });
});
