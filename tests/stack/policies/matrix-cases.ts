/**
 * The policy matrix as data: for every table of the public schema, which of select / insert / update /
 * delete each persona may do on rows of Acme (the Acme learner's own rows where learners have any).
 * Transport-agnostic: the stack test runs it through supabase-js; rows are prepared behind RLS with a
 * superuser connection.
 */
import { randomUUID } from 'node:crypto';
import {
  assignmentId, badgeId, companyIds, companySkillId, courseId, departmentId, employeeId, globalSkillId, jobId,
  LEARNER_EMAIL, leadId, moduleId, positionId, progressId, seedId, ticketId, userIds,
} from './seed-ids.ts';

export const PERSONAS = ['anon', 'acmeLearner', 'acmeAdmin', 'globexAdmin', 'superAdmin'] as const;
export type Persona = (typeof PERSONAS)[number];
export const OPERATIONS = ['select', 'insert', 'update', 'delete'] as const;
export type Operation = (typeof OPERATIONS)[number];

export type Row = Record<string, unknown>;

/** The part of a pg client the cases use (superuser connection, bypasses RLS). */
export interface AdminSql {
  query(text: string, values?: unknown[]): Promise<{ rows: Row[] }>;
}

export interface MatrixCase {
  table: string;
  /** Columns that identify a row the cells create, for clean-up. */
  key: string[];
  /** Filter matching an existing seeded Acme row (the learner's own where learners have rows). */
  target: Row;
  /** A new Acme row, including its key, for the insert cell. */
  newRow(): Row;
  /** Creates a throw-away Acme row for the update and delete cells; returns its key. */
  freshRow(db: AdminSql): Promise<Row>;
  /** 'target' updates the seeded target with an idempotent patch instead of a fresh row. */
  updateTarget?: 'fresh' | 'target';
  patch: Row;
  /** Removes a row a cell created (default: delete by key). */
  remove?(db: AdminSql, key: Row): Promise<void>;
  /** Per persona, the allowed operations as letters: s(elect) i(nsert) u(pdate) d(elete). */
  allowed: Record<Persona, string>;
}

const ACME = companyIds.acme;
const PRIYA = employeeId(LEARNER_EMAIL);
const short = () => randomUUID().slice(0, 8);

/** insert … returning <key columns>, for fresh rows. */
async function insertReturning(db: AdminSql, table: string, row: Row, key: string[]): Promise<Row> {
  const columns = Object.keys(row);
  const { rows } = await db.query(
    `insert into public.${table} (${columns.join(', ')})
     select ${columns.join(', ')} from jsonb_populate_record(null::public.${table}, $1::jsonb)
     returning ${key.join(', ')}`,
    [JSON.stringify(row)],
  );
  return rows[0];
}

/** A company-scoped table where learners read and company admins manage (departments, positions…). */
function companyManaged(table: string, target: Row, makeRow: () => Row, patch: Row): MatrixCase {
  return {
    table,
    key: ['id'],
    target,
    newRow: () => ({ id: randomUUID(), ...makeRow() }),
    freshRow: (db) => insertReturning(db, table, makeRow(), ['id']),
    patch,
    allowed: { anon: '', acmeLearner: 's', acmeAdmin: 'siud', globexAdmin: '', superAdmin: 'siud' },
  };
}

/** A child table with a composite key (position_skills, course_skills…): read like its parent. */
function pairManaged(table: string, key: [string, string], target: Row, newRow: Row, fresh: Row, patch: Row): MatrixCase {
  return {
    table,
    key,
    target,
    newRow: () => ({ ...newRow }),
    freshRow: (db) => insertReturning(db, table, fresh, key),
    patch,
    allowed: { anon: '', acmeLearner: 's', acmeAdmin: 'siud', globexAdmin: '', superAdmin: 'siud' },
  };
}

export const matrixCases: MatrixCase[] = [
  {
    table: 'companies',
    key: ['id'],
    target: { id: ACME },
    newRow: () => ({ id: randomUUID(), name: 'Matrix Company', slug: `matrix-${short()}` }),
    freshRow: (db) => insertReturning(db, 'companies', { name: 'Fresh Company', slug: `fresh-${short()}` }, ['id']),
    updateTarget: 'target',
    patch: { industry: 'Manufacturing' },
    allowed: { anon: '', acmeLearner: 's', acmeAdmin: 's', globexAdmin: '', superAdmin: 'siud' },
  },
  {
    table: 'users',
    key: ['id'],
    target: { id: userIds.acmeLearner },
    newRow: () => ({ id: randomUUID(), email: `matrix-${short()}@example.test`, role: 'learner' }),
    async freshRow(db) {
      const { rows } = await db.query(
        `insert into auth.users (instance_id, id, aud, role, email, raw_app_meta_data, raw_user_meta_data)
         values ('00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated', 'authenticated', $1,
                 jsonb_build_object('provider', 'email', 'role', 'learner', 'company_id', $2::text),
                 '{"full_name": "Fresh Learner"}')
         returning id`,
        [`fresh-${short()}@acme.test`, ACME],
      );
      return { id: rows[0].id };
    },
    // Profiles are only ever updated in place; the learner's own, with a value it already has.
    updateTarget: 'target',
    patch: { full_name: 'Priya Natarajan' },
    remove: async (db, key) => {
      await db.query('delete from auth.users where id = $1', [key.id]);
    },
    allowed: { anon: '', acmeLearner: 'su', acmeAdmin: 's', globexAdmin: '', superAdmin: 'sud' },
  },
  {
    table: 'audit_log',
    key: ['target_table', 'target_id'],
    target: { target_table: 'companies', target_id: ACME },
    newRow: () => ({ action: 'matrix.insert', target_table: 'matrix', target_id: randomUUID() }),
    freshRow: (db) =>
      insertReturning(db, 'audit_log', { action: 'matrix.fresh', target_table: 'matrix', target_id: randomUUID() }, [
        'target_table', 'target_id',
      ]),
    patch: { details: { edited: true } },
    allowed: { anon: '', acmeLearner: '', acmeAdmin: '', globexAdmin: '', superAdmin: 's' },
  },
  companyManaged('departments', { id: departmentId('acme', 'Engineering') },
    () => ({ company_id: ACME, name: `Matrix Department ${short()}` }), { description: 'Changed by the policy matrix.' }),
  companyManaged('positions', { id: positionId('acme', 'Software Engineer') },
    () => ({ company_id: ACME, title: `Matrix Position ${short()}`, level: 'mid' }), { description: 'Changed by the policy matrix.' }),
  companyManaged('skills', { id: companySkillId('acme', 'Forklift Certification') },
    () => ({ company_id: ACME, name: `Matrix Skill ${short()}`, category: 'technical' }), { description: 'Changed by the policy matrix.' }),
  pairManaged('position_skills', ['position_id', 'skill_id'],
    { position_id: positionId('acme', 'Software Engineer'), skill_id: globalSkillId('TypeScript') },
    { position_id: positionId('acme', 'Software Engineer'), skill_id: globalSkillId('Docker'), required_level: 2 },
    { position_id: positionId('acme', 'Software Engineer'), skill_id: globalSkillId('Kubernetes'), required_level: 3 },
    { required_level: 4 }),
  companyManaged('employees', { id: PRIYA },
    () => ({ company_id: ACME, full_name: 'Matrix Person', email: `matrix-${short()}@acme.test` }), { status: 'on_leave' }),
  pairManaged('employee_skills', ['employee_id', 'skill_id'],
    { employee_id: PRIYA, skill_id: globalSkillId('TypeScript') },
    { employee_id: PRIYA, skill_id: globalSkillId('Kubernetes'), level: 2, source: 'self_assessment' },
    { employee_id: PRIYA, skill_id: globalSkillId('Docker'), level: 1, source: 'manager_review' },
    { level: 3 }),
  {
    table: 'course_generation_jobs',
    key: ['id'],
    target: { id: jobId('acme-completed') },
    newRow: () => ({ id: randomUUID(), company_id: ACME, employee_ids: [PRIYA], total_employees: 1 }),
    freshRow: (db) =>
      insertReturning(db, 'course_generation_jobs', { company_id: ACME, created_by: userIds.acmeAdmin, total_employees: 1 }, ['id']),
    patch: { status: 'cancelled' },
    allowed: { anon: '', acmeLearner: '', acmeAdmin: 'siud', globexAdmin: '', superAdmin: 'siud' },
  },
  companyManaged('courses', { id: courseId('acme-typescript') },
    () => ({ company_id: ACME, title: `Matrix Course ${short()}` }), { description: 'Changed by the policy matrix.' }),
  pairManaged('course_skills', ['course_id', 'skill_id'],
    { course_id: courseId('acme-typescript'), skill_id: globalSkillId('TypeScript') },
    { course_id: courseId('acme-typescript'), skill_id: globalSkillId('Git'), target_level: 2 },
    { course_id: courseId('acme-typescript'), skill_id: globalSkillId('Code Review'), target_level: 2 },
    { target_level: 4 }),
  {
    table: 'course_modules',
    key: ['id'],
    target: { id: moduleId('acme-typescript', 1) },
    newRow: () => ({ id: randomUUID(), course_id: courseId('acme-typescript'), position: 900, title: 'Matrix Module' }),
    freshRow: (db) =>
      insertReturning(db, 'course_modules', { course_id: courseId('acme-typescript'), position: 901, title: 'Fresh Module' }, ['id']),
    patch: { summary: 'Changed by the policy matrix.' },
    allowed: { anon: '', acmeLearner: 's', acmeAdmin: 'siud', globexAdmin: '', superAdmin: 'siud' },
  },
  {
    table: 'course_assignments',
    key: ['id'],
    target: { id: assignmentId('acme-typescript', LEARNER_EMAIL) },
    newRow: () => ({ id: randomUUID(), company_id: ACME, course_id: courseId('acme-negotiation'), employee_id: PRIYA }),
    freshRow: (db) =>
      insertReturning(db, 'course_assignments', { course_id: courseId('acme-negotiation'), employee_id: PRIYA }, ['id']),
    patch: { due_date: '2027-01-31' },
    allowed: { anon: '', acmeLearner: 's', acmeAdmin: 'siud', globexAdmin: '', superAdmin: 'siud' },
  },
  {
    // Learners record their own progress; the assignment follows by trigger.
    table: 'module_progress',
    key: ['id'],
    target: { id: progressId('acme-typescript', LEARNER_EMAIL, 1) },
    newRow: () => ({
      id: randomUUID(),
      assignment_id: assignmentId('acme-system-design', LEARNER_EMAIL),
      module_id: moduleId('acme-system-design', 1),
      status: 'in_progress',
    }),
    freshRow: (db) =>
      insertReturning(db, 'module_progress', {
        assignment_id: assignmentId('acme-system-design', LEARNER_EMAIL),
        module_id: moduleId('acme-system-design', 2),
        status: 'in_progress',
      }, ['id']),
    patch: { time_spent_seconds: 120 },
    allowed: { anon: '', acmeLearner: 'siu', acmeAdmin: 'siud', globexAdmin: '', superAdmin: 'siud' },
  },
  {
    // Issued by a trigger on completion; only super admins change them.
    table: 'certificates',
    key: ['id'],
    target: { assignment_id: assignmentId('acme-feedback', LEARNER_EMAIL) },
    newRow: () => ({
      id: randomUUID(),
      assignment_id: assignmentId('acme-typescript', LEARNER_EMAIL),
      company_id: ACME,
      employee_id: PRIYA,
      course_id: courseId('acme-typescript'),
    }),
    freshRow: (db) =>
      insertReturning(db, 'certificates', {
        assignment_id: assignmentId('acme-sql', LEARNER_EMAIL),
        company_id: ACME,
        employee_id: PRIYA,
        course_id: courseId('acme-sql'),
      }, ['id']),
    patch: { issued_at: '2026-01-01T00:00:00.000Z' },
    allowed: { anon: '', acmeLearner: 's', acmeAdmin: 's', globexAdmin: '', superAdmin: 'siud' },
  },
  {
    // Points come from triggers and the service role, never from the people who earn them.
    table: 'learning_events',
    key: ['id'],
    target: { id: seedId(`event:streak:${LEARNER_EMAIL}:1`) },
    newRow: () => ({ id: randomUUID(), company_id: ACME, employee_id: PRIYA, event_type: 'streak_bonus', points: 5 }),
    freshRow: (db) =>
      insertReturning(db, 'learning_events', { employee_id: PRIYA, event_type: 'streak_bonus', points: 5 }, ['id']),
    patch: { points: 500 },
    allowed: { anon: '', acmeLearner: 's', acmeAdmin: 's', globexAdmin: '', superAdmin: 'siud' },
  },
  companyManaged('badges', { id: badgeId('acme', 'Safety First') },
    () => ({ company_id: ACME, name: `Matrix Badge ${short()}` }), { description: 'Changed by the policy matrix.' }),
  pairManaged('employee_badges', ['employee_id', 'badge_id'],
    { employee_id: PRIYA, badge_id: badgeId('acme', 'Safety First') },
    { employee_id: PRIYA, badge_id: badgeId('global', 'Quiz Whiz'), company_id: ACME },
    { employee_id: PRIYA, badge_id: badgeId('global', 'Skill Builder') },
    { reason: 'Changed by the policy matrix.' }),
  {
    // Everyone signed in may send feedback (as themselves); only the sender and super admins read it.
    table: 'tickets',
    key: ['id'],
    target: { id: ticketId(16) },
    newRow: () => ({
      id: randomUUID(), ticket_type: 'general_feedback', first_name: 'Matrix', last_name: 'Test',
      email: `matrix-${short()}@example.test`, message: 'Policy matrix feedback',
    }),
    freshRow: (db) =>
      insertReturning(db, 'tickets', {
        ticket_type: 'demo_request', first_name: 'Fresh', last_name: 'Ticket', email: `fresh-${short()}@example.test`,
      }, ['id']),
    patch: { status: 'in_progress' },
    allowed: { anon: '', acmeLearner: 'si', acmeAdmin: 'i', globexAdmin: 'i', superAdmin: 'siud' },
  },
  {
    table: 'early_access_leads',
    key: ['id'],
    target: { id: leadId('lead@lxera.test') },
    newRow: () => ({ id: randomUUID(), email: `matrix-${short()}@example.test` }),
    freshRow: (db) => insertReturning(db, 'early_access_leads', { email: `fresh-${short()}@example.test` }, ['id']),
    patch: { status: 'approved' },
    allowed: { anon: '', acmeLearner: '', acmeAdmin: '', globexAdmin: '', superAdmin: 'sud' },
  },
  {
    // The target is a private setting; public ones are readable by everyone (asserted separately).
    table: 'platform_settings',
    key: ['key'],
    target: { key: 'course_generator' },
    newRow: () => ({ key: `matrix_${short()}`, value: true }),
    freshRow: (db) => insertReturning(db, 'platform_settings', { key: `fresh_${short()}`, value: 1 }, ['key']),
    patch: { description: 'Changed by the policy matrix.' },
    allowed: { anon: '', acmeLearner: '', acmeAdmin: '', globexAdmin: '', superAdmin: 'siud' },
  },
];

export function isAllowed(testCase: MatrixCase, persona: Persona, operation: Operation): boolean {
  return testCase.allowed[persona].includes(operation[0]);
}

/** Picks the key columns of a row. */
export function keyOf(testCase: MatrixCase, row: Row): Row {
  return Object.fromEntries(testCase.key.map((column) => [column, row[column]]));
}

export async function removeRow(db: AdminSql, testCase: MatrixCase, key: Row): Promise<void> {
  if (testCase.remove) return testCase.remove(db, key);
  const columns = Object.keys(key);
  await db.query(
    `delete from public.${testCase.table} where ${columns.map((c, i) => `${c}::text = $${i + 1}`).join(' and ')}`,
    columns.map((c) => String(key[c])),
  );
}
