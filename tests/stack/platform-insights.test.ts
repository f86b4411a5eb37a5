// The super-admin insight RPCs (dashboard, usage series, courses across companies): numbers for a super
// admin, refusal for everyone else.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { anonClient, personaClient, uniqueEmail, withAdminDb } from '../support/stack-client.ts';

let superAdmin: SupabaseClient;
const marker = `ins${Date.now().toString(36)}`;

beforeAll(async () => {
  superAdmin = await personaClient('superAdmin');
});

afterAll(async () => {
  await withAdminDb((db) => db.query('delete from public.tickets where company = $1', [marker]));
});

const calls = [
  ['platform_dashboard', {}],
  ['platform_usage', { p_days: 30 }],
  ['admin_courses', { p_limit: 5 }],
] as const;

describe('refusals', () => {
  it.each(['acmeAdmin', 'acmeLearner'] as const)('refuses %s with 42501 on every insight RPC', async (persona) => {
    const client = await personaClient(persona);
    for (const [name, args] of calls) {
      const { data, error } = await client.rpc(name, args);
      expect(data, name).toBeNull();
      expect(error?.code, name).toBe('42501');
    }
  });

  it('does not let anonymous callers execute them at all', async () => {
    for (const [name, args] of calls) {
      const { data, error } = await anonClient().rpc(name, args);
      expect(data, name).toBeNull();
      expect(error, name).not.toBeNull();
    }
  });
});

describe('platform_dashboard', () => {
  it('counts what the database holds', async () => {
    await withAdminDb((db) =>
      db.query(
        `insert into public.tickets (ticket_type, first_name, last_name, email, company)
         values ('bug_report', 'Ada', 'Lovelace', $1, $2), ('bug_report', 'Ada', 'Lovelace', $1, $2)`,
        [uniqueEmail('dash'), marker],
      ),
    );
    const { data, error } = await superAdmin.rpc('platform_dashboard');
    expect(error).toBeNull();
    const expected = await withAdminDb(async (db) => {
      const one = async (sql: string) => Number((await db.query<{ n: string }>(sql)).rows[0]!.n);
      return {
        companies: await one('select count(*) as n from public.companies'),
        activeCompanies: await one('select count(*) as n from public.companies where is_active'),
        leads: await one('select count(*) as n from public.early_access_leads'),
        bugsToday: await one(
          `select count(*) as n from public.tickets where ticket_type = 'bug_report' and submitted_at >= (now() at time zone 'utc')::date::timestamp at time zone 'utc'`,
        ),
        jobs: await one('select count(*) as n from public.course_generation_jobs'),
        learners: await one(`select count(*) as n from public.employees where status in ('active', 'on_leave')`),
      };
    });
    expect(data.companies).toEqual({ active: expected.activeCompanies, total: expected.companies });
    expect(data.leadsTotal).toBe(expected.leads);
    expect(data.ticketsByDay).toHaveLength(30);
    expect(data.leadsByDay).toHaveLength(30);
    const today = data.ticketsByDay.at(-1);
    expect(today.day).toBe(new Date().toISOString().slice(0, 10));
    expect(today.counts.bug_report).toBe(expected.bugsToday);
    const jobTotal = Object.values(data.jobsByStatus as Record<string, number>).reduce((a, b) => a + b, 0);
    expect(Object.keys(data.jobsByStatus).sort()).toEqual(['cancelled', 'completed', 'failed', 'pending', 'processing']);
    expect(jobTotal).toBe(expected.jobs);
    expect(data.learners.total).toBe(expected.learners);
    expect(data.learners.active7d).toBeGreaterThanOrEqual(0);
    expect(data.completions).toEqual({ thisWeek: expect.any(Number), lastWeek: expect.any(Number) });
  });
});

describe('platform_usage', () => {
  it.each([7, 30, 90])('returns one row per day for %i days', async (days) => {
    const { data, error } = await superAdmin.rpc('platform_usage', { p_days: days });
    expect(error).toBeNull();
    expect(data.days).toBe(days);
    expect(data.series).toHaveLength(days);
    expect(data.series[0]).toEqual({
      day: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      signups: expect.any(Number),
      activeLearners: expect.any(Number),
      completions: expect.any(Number),
      tickets: expect.any(Number),
    });
  });

  it('counts tickets of today', async () => {
    const { data } = await superAdmin.rpc('platform_usage', { p_days: 7 });
    const expected = await withAdminDb(async (db) =>
      Number((await db.query<{ n: string }>(
        `select count(*) as n from public.tickets where submitted_at >= (now() at time zone 'utc')::date::timestamp at time zone 'utc'`,
      )).rows[0]!.n),
    );
    expect(data.series.at(-1).tickets).toBe(expected);
  });

  it('refuses a range other than 7, 30 or 90 days', async () => {
    const { error } = await superAdmin.rpc('platform_usage', { p_days: 365 });
    expect(error?.code).toBe('22023');
  });
});

describe('admin_courses', () => {
  it('pages every company\'s courses with owner and counts', async () => {
    const { data, error } = await superAdmin.rpc('admin_courses', { p_limit: 100 });
    expect(error).toBeNull();
    const expected = await withAdminDb(async (db) => (await db.query(
      `select c.id, co.name,
              (select count(*)::int from public.course_modules m where m.course_id = c.id) as modules,
              (select count(*)::int from public.course_assignments a where a.course_id = c.id) as assignments,
              (select count(distinct company_id)::int from public.courses) as companies,
              (select count(*)::int from public.courses) as total
         from public.courses c join public.companies co on co.id = c.company_id
        order by c.created_at desc, c.id desc limit 1`,
    )).rows[0]);
    expect(data.total).toBe(expected.total);
    expect(new Set(data.rows.map((row: { companyId: string }) => row.companyId)).size).toBe(expected.companies);
    expect(data.rows[0]).toMatchObject({
      id: expected.id,
      companyName: expected.name,
      modules: expected.modules,
      assignments: expected.assignments,
    });
  });

  it('filters by title, status and company', async () => {
    const first = (await superAdmin.rpc('admin_courses', { p_limit: 1 })).data.rows[0];
    const word = first.title.split(/\s+/)[0];
    const { data } = await superAdmin.rpc('admin_courses', {
      p_search: word.toUpperCase(),
      p_status: first.status,
      p_company_id: first.companyId,
      p_limit: 100,
    });
    expect(data.rows.map((row: { id: string }) => row.id)).toContain(first.id);
    for (const row of data.rows) {
      expect(row.title.toLowerCase()).toContain(word.toLowerCase());
      expect(row.status).toBe(first.status);
      expect(row.companyId).toBe(first.companyId);
    }
    const none = await superAdmin.rpc('admin_courses', { p_search: '%_no such course_%' });
    expect(none.data).toEqual({ total: 0, rows: [] });
  });

  it('refuses an unknown status or an oversized page', async () => {
    expect((await superAdmin.rpc('admin_courses', { p_status: 'deleted' })).error?.code).toBe('22023');
    expect((await superAdmin.rpc('admin_courses', { p_limit: 1000 })).error?.code).toBe('22023');
  });
});
