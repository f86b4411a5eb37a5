/**
 * Row-level security as the app meets it: the real supabase-js client against the whole stack.
 * 1. The matrix: every table x {anon, Acme learner, Acme admin, Globex admin, super admin}
 *    x {select, insert, update, delete} on Acme's rows, each cell allowed or denied (policies/matrix-cases.ts).
 * 2. Escalation attempts: profile access columns, profiles for others, cross-company references,
 *    other companies' rows through embedded resources, forged JWTs, tickets and leads.
 * Every row a test writes is created fresh and removed again.
 */
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { SignJWT } from 'jose';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { anonClient, personaClient, signedInClient } from '../support/stack-client.ts';
import { EARLY_ACCESS_LEAD_EMAIL } from '../support/personas.ts';
import { isAllowed, matrixCases, OPERATIONS, PERSONAS, type Persona } from './policies/matrix-cases.ts';
import { attempt } from './policies/rest-attempts.ts';
import {
  assignmentId, companyIds, companySkillId, courseId, employeeId, globalSkillId, LEARNER_EMAIL, moduleId, userIds,
} from './policies/seed-ids.ts';
import { createAccount, deleteAccount, THROWAWAY_PASSWORD } from './policies/throwaway-accounts.ts';

const clients = {} as Record<Persona, SupabaseClient>;
let db: pg.Client;

beforeAll(async () => {
  db = new pg.Client({ connectionString: inject('adminDatabaseUrl') });
  await db.connect();
  clients.anon = anonClient();
  for (const persona of ['acmeLearner', 'acmeAdmin', 'globexAdmin', 'superAdmin'] as const) {
    clients[persona] = await personaClient(persona);
  }
});

afterAll(async () => {
  await db?.end();
});

const PRIYA = employeeId(LEARNER_EMAIL);
const profileOf = async (id: string) =>
  (await db.query('select role, company_id, is_active, email_verified, full_name from public.users where id = $1', [id])).rows[0];

for (const testCase of matrixCases) {
  describe(`policy matrix: ${testCase.table}`, () => {
    for (const persona of PERSONAS) {
      for (const operation of OPERATIONS) {
        const verdict = isAllowed(testCase, persona, operation) ? 'allowed' : 'denied';
        it(`${persona} ${operation}: ${verdict}`, async () => {
          const allowed = await attempt(clients[persona], db, testCase, operation);
          expect(allowed ? 'allowed' : 'denied').toBe(verdict);
        });
      }
    }
  });
}

describe('profiles: access columns are out of reach', () => {
  const escalations = [
    { role: 'super_admin' },
    { company_id: companyIds.globex },
    { is_active: false },
    { email_verified: false },
  ];

  it.each(escalations)('a learner cannot set %o on their own profile', async (patch) => {
    const before = await profileOf(userIds.acmeLearner);
    const { error } = await clients.acmeLearner.from('users').update(patch).eq('id', userIds.acmeLearner);
    expect(error?.code).toBe('42501');
    expect(await profileOf(userIds.acmeLearner)).toEqual(before);
  });

  it.each(escalations)('a company admin cannot set %o on their own profile', async (patch) => {
    const before = await profileOf(userIds.acmeAdmin);
    const { error } = await clients.acmeAdmin.from('users').update(patch).eq('id', userIds.acmeAdmin);
    expect(error?.code).toBe('42501');
    expect(await profileOf(userIds.acmeAdmin)).toEqual(before);
  });

  it("a company admin cannot promote a learner of their company", async () => {
    const { data, error } = await clients.acmeAdmin
      .from('users').update({ role: 'company_admin' }).eq('id', userIds.acmeLearner).select();
    expect(error).toBeNull();
    expect(data).toEqual([]);
    expect((await profileOf(userIds.acmeLearner)).role).toBe('learner');
  });

  it('users change their own name, position and avatar', async () => {
    const patch = { full_name: 'Priya Natarajan', position: 'Software Engineer', avatar_url: 'https://cdn.example.test/priya.png' };
    try {
      const { data, error } = await clients.acmeLearner.from('users').update(patch).eq('id', userIds.acmeLearner).select('full_name, position, avatar_url');
      expect(error).toBeNull();
      expect(data).toEqual([patch]);
    } finally {
      await db.query('update public.users set avatar_url = null where id = $1', [userIds.acmeLearner]);
    }
  });

  it.each(['acmeLearner', 'acmeAdmin', 'globexAdmin', 'superAdmin'] as const)(
    '%s cannot insert a profile for someone else',
    async (persona) => {
      const fresh = await clients[persona].from('users').insert({ id: randomUUID(), email: `nobody-${randomUUID().slice(0, 8)}@example.test` });
      expect(fresh.error?.code).toBe('42501');
      const existing = await clients[persona].from('users').insert({ id: userIds.globexAdmin, email: 'admin@globex.test' });
      expect(existing.error?.code).toBe('42501');
    },
  );

  it('super admins change access, and the audit log records who did it', async () => {
    const account = await createAccount(db, { role: 'learner', companyId: companyIds.acme });
    try {
      const { error } = await clients.superAdmin
        .from('users').update({ role: 'company_admin', company_id: companyIds.initech }).eq('id', account.id);
      expect(error).toBeNull();
      expect(await profileOf(account.id)).toMatchObject({ role: 'company_admin', company_id: companyIds.initech });
      const { data: audit } = await clients.superAdmin
        .from('audit_log').select('actor_id, action, details').eq('target_table', 'users').eq('target_id', account.id);
      expect(audit).toEqual([
        {
          actor_id: userIds.superAdmin,
          action: 'users.access_changed',
          details: {
            email: account.email,
            changes: {
              role: { old: 'learner', new: 'company_admin' },
              company_id: { old: companyIds.acme, new: companyIds.initech },
            },
          },
        },
      ]);
      const { data: hidden } = await clients.acmeAdmin.from('audit_log').select('id').eq('target_id', account.id);
      expect(hidden).toEqual([]);
    } finally {
      await deleteAccount(db, account);
    }
  });

  it('a deactivated user keeps their own profile but loses their role', async () => {
    const account = await createAccount(db, { role: 'company_admin', companyId: companyIds.acme });
    try {
      const client = await signedInClient(account.email, THROWAWAY_PASSWORD);
      expect((await client.from('employees').select('id')).data?.length).toBeGreaterThan(0);
      await db.query('update public.users set is_active = false where id = $1', [account.id]);
      expect((await client.from('employees').select('id')).data).toEqual([]);
      expect((await client.from('courses').select('id')).data).toEqual([]);
      const own = await client.from('users').select('id, is_active').eq('id', account.id).single();
      expect(own.data).toEqual({ id: account.id, is_active: false });
    } finally {
      await deleteAccount(db, account);
    }
  });
});

describe("other companies' rows stay out of embedded resources", () => {
  it('employees with their skills: only the admin\'s own company', async () => {
    const { data, error } = await clients.globexAdmin
      .from('employees').select('id, company_id, employee_skills(employee_id, skill_id)');
    expect(error).toBeNull();
    expect(data!.length).toBeGreaterThan(0);
    expect(new Set(data!.map((e) => e.company_id))).toEqual(new Set([companyIds.globex]));
    const ids = new Set(data!.map((e) => e.id));
    for (const employee of data!) {
      for (const skill of employee.employee_skills as { employee_id: string }[]) expect(ids.has(skill.employee_id)).toBe(true);
    }
    const priya = await clients.globexAdmin.from('employees').select('*, employee_skills(*)').eq('id', PRIYA);
    expect(priya.data).toEqual([]);
  });

  it('skill levels with their employee: never an Acme employee', async () => {
    const { data, error } = await clients.globexAdmin.from('employee_skills').select('level, employees(company_id)');
    expect(error).toBeNull();
    expect(data!.length).toBeGreaterThan(0);
    for (const row of data as unknown as { employees: { company_id: string } | null }[]) {
      expect(row.employees?.company_id).toBe(companyIds.globex);
    }
  });

  it('courses with their modules, and modules with their course', async () => {
    const courses = await clients.globexAdmin.from('courses').select('id, company_id, course_modules(id, course_id)');
    expect(courses.error).toBeNull();
    expect(courses.data!.every((c) => c.company_id === companyIds.globex)).toBe(true);
    expect(courses.data!.map((c) => c.id)).not.toContain(courseId('acme-typescript'));

    const modules = await clients.globexAdmin.from('course_modules').select('id, courses(company_id)');
    expect(modules.error).toBeNull();
    for (const row of modules.data as unknown as { courses: { company_id: string } | null }[]) {
      expect(row.courses?.company_id).toBe(companyIds.globex);
    }
    const acmeModule = await clients.globexAdmin.from('course_modules').select('*').eq('id', moduleId('acme-typescript', 1));
    expect(acmeModule.data).toEqual([]);
  });

  it('companies with their employees and jobs', async () => {
    const { data, error } = await clients.globexAdmin
      .from('companies').select('id, employees(company_id), course_generation_jobs(company_id)');
    expect(error).toBeNull();
    expect(data!.map((c) => c.id)).toEqual([companyIds.globex]);
    for (const company of data!) {
      for (const e of company.employees as { company_id: string }[]) expect(e.company_id).toBe(companyIds.globex);
      for (const j of company.course_generation_jobs as { company_id: string }[]) expect(j.company_id).toBe(companyIds.globex);
    }
  });

  it('a learner sees only their own employee record, assignments and the courses behind them', async () => {
    const { data, error } = await clients.acmeLearner
      .from('employees')
      .select('id, employee_skills(skill_id), course_assignments(id, status, courses(title, status))');
    expect(error).toBeNull();
    expect(data!.map((e) => e.id)).toEqual([PRIYA]);
    const assignments = data![0].course_assignments as unknown as { status: string; courses: { title: string; status: string } | null }[];
    expect(assignments.length).toBeGreaterThanOrEqual(3);
    expect(assignments.map((a) => a.status)).toEqual(expect.arrayContaining(['in_progress', 'completed']));
    for (const assignment of assignments) expect(assignment.courses?.title).toBeTruthy();

    const courses = await clients.acmeLearner.from('courses').select('company_id, status, course_modules(id)');
    expect(courses.data!.every((c) => c.company_id === companyIds.acme && c.status !== 'draft')).toBe(true);
    const colleagues = await clients.acmeLearner.from('course_assignments').select('employee_id, employees(full_name)');
    expect(new Set(colleagues.data!.map((a) => a.employee_id))).toEqual(new Set([PRIYA]));
  });
});

describe('cross-company references are refused by the database', () => {
  it("a company admin cannot assign their course to another company's employee", async () => {
    const { error } = await clients.acmeAdmin
      .from('course_assignments')
      .insert({ course_id: courseId('acme-typescript'), employee_id: employeeId('mia.schneider@globex.test'), company_id: companyIds.acme });
    expect(['23503', '42501']).toContain(error?.code);
  });

  it("a company admin cannot record a skill of another company for their employee", async () => {
    const { error } = await clients.acmeAdmin
      .from('employee_skills')
      .insert({ employee_id: PRIYA, skill_id: companySkillId('globex', 'Hydro Control Systems'), level: 3 });
    expect(error?.code).toBe('23514');
  });

  it("a company admin cannot make an employee of another company a manager", async () => {
    const { error } = await clients.acmeAdmin
      .from('employees').update({ manager_id: employeeId('jonas.weber@globex.test') }).eq('id', PRIYA);
    expect(error?.code).toBe('23503');
  });

  it('a company admin cannot change or create global skills', async () => {
    const update = await clients.acmeAdmin
      .from('skills').update({ description: 'hijacked' }).eq('id', globalSkillId('TypeScript')).select();
    expect(update.data).toEqual([]);
    const insert = await clients.acmeAdmin
      .from('skills').insert({ company_id: null, name: `Global ${randomUUID().slice(0, 8)}`, category: 'technical' });
    expect(insert.error?.code).toBe('42501');
  });
});

describe('learners record their own progress, nobody else\'s', () => {
  it('progress on an own assignment moves the assignment; on a colleague\'s it is refused', async () => {
    const assignment = assignmentId('acme-system-design', LEARNER_EMAIL);
    try {
      const { error } = await clients.acmeLearner
        .from('module_progress')
        .insert({ assignment_id: assignment, module_id: moduleId('acme-system-design', 1), status: 'completed', score: 90 });
      expect(error).toBeNull();
      const { data } = await clients.acmeLearner
        .from('course_assignments').select('status, progress_percentage').eq('id', assignment).single();
      expect(data).toEqual({ status: 'in_progress', progress_percentage: 25 });

      const colleague = await clients.acmeLearner.from('module_progress').insert({
        assignment_id: assignmentId('acme-system-design', 'marcus.johnson@acme.test'),
        module_id: moduleId('acme-system-design', 4),
        status: 'completed',
      });
      expect(colleague.error?.code).toBe('42501');

      const forged = await clients.acmeLearner.from('course_assignments').update({ progress_percentage: 100 }).eq('id', assignment).select();
      expect(forged.data).toEqual([]);
    } finally {
      await db.query('delete from public.module_progress where assignment_id = $1', [assignment]);
      await db.query(`delete from public.learning_events where metadata ->> 'assignment_id' = $1`, [assignment]);
    }
  });
});

describe('tickets and the early-access list', () => {
  it('anonymous callers read no tickets and no leads', async () => {
    expect((await clients.anon.from('tickets').select('id')).data).toEqual([]);
    expect((await clients.anon.from('early_access_leads').select('id')).data).toEqual([]);
  });

  it('a learner reads only the tickets they sent, and no leads', async () => {
    const { data } = await clients.acmeLearner.from('tickets').select('submitted_by');
    expect(data!.length).toBeGreaterThan(0);
    expect(new Set(data!.map((t) => t.submitted_by))).toEqual(new Set([userIds.acmeLearner]));
    expect((await clients.acmeLearner.from('early_access_leads').select('id')).data).toEqual([]);
    expect((await clients.acmeAdmin.from('early_access_leads').select('id')).data).toEqual([]);
  });

  it('feedback is sent as oneself only, and never as a public ticket type', async () => {
    const spoofed = await clients.acmeLearner.from('tickets').insert({
      ticket_type: 'bug_report', first_name: 'Daniel', last_name: 'Carter', email: 'admin@acme.test', submitted_by: userIds.acmeAdmin,
    });
    expect(spoofed.error?.code).toBe('42501');
    const resolved = await clients.acmeLearner.from('tickets').insert({
      ticket_type: 'bug_report', first_name: 'P', last_name: 'N', email: LEARNER_EMAIL, status: 'resolved',
    });
    expect(resolved.error?.code).toBe('42501');
    const demo = await clients.acmeAdmin.from('tickets').insert({
      ticket_type: 'demo_request', first_name: 'D', last_name: 'C', email: 'admin@acme.test',
    });
    expect(demo.error?.code).toBe('42501');
  });

  it('the lead lookup answers exactly one e-mail and never a pattern', async () => {
    for (const pattern of ['%', '%@lxera.test', 'lead@%', '_ead@lxera.test', '*']) {
      const { data, error } = await clients.anon.rpc('lookup_early_access_lead', { p_email: pattern });
      expect(error).toBeNull();
      expect(data).toEqual([]);
    }
    const { data } = await clients.anon.rpc('lookup_early_access_lead', { p_email: ` ${EARLY_ACCESS_LEAD_EMAIL.toUpperCase()} ` });
    expect(data).toEqual([{ id: expect.any(String), status: 'waitlisted' }]);
  });

  it('ticket stats are for super admins only', async () => {
    const { data, error } = await clients.superAdmin.rpc('ticket_stats');
    expect(error).toBeNull();
    expect(data).toMatchObject({ total: expect.any(Number), new: expect.any(Number), byType: { demo_request: expect.any(Number) } });
    const byType = await clients.superAdmin.rpc('ticket_stats', { p_ticket_type: 'demo_request' });
    expect(Object.keys(byType.data.byType)).toEqual(['demo_request']);
    for (const persona of ['anon', 'acmeLearner', 'acmeAdmin'] as const) {
      const denied = await clients[persona].rpc('ticket_stats');
      expect(denied.error?.code).toBe('42501');
      expect(denied.data).toBeNull();
    }
  });

  it('public settings are readable by everyone, private ones only by super admins', async () => {
    const { data } = await clients.anon.from('platform_settings').select('key, value, is_public');
    expect(data!.map((s) => s.key)).toContain('early_access_open');
    expect(data!.every((s) => s.is_public)).toBe(true);
    const all = await clients.superAdmin.from('platform_settings').select('key');
    expect(all.data!.map((s) => s.key)).toEqual(expect.arrayContaining(['early_access_open', 'course_generator', 'mail_sender_name']));
  });
});

describe('forged tokens', () => {
  const forge = (claims: Record<string, unknown>) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(new TextEncoder().encode('a-wrong-secret-that-is-long-enough-to-look-real'));

  it('a JWT signed with a wrong secret is refused with 401, whatever role it claims', async () => {
    for (const claims of [
      { role: 'service_role' },
      { role: 'authenticated', sub: userIds.superAdmin },
    ]) {
      const token = await forge({ ...claims, exp: Math.floor(Date.now() / 1000) + 600 });
      const response = await fetch(`${inject('stackUrl')}/rest/v1/tickets?select=id`, {
        headers: { apikey: inject('anonKey'), authorization: `Bearer ${token}` },
      });
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ code: 'PGRST301' });
    }
  });
});
