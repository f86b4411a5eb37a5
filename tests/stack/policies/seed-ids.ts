/**
 * Ids of the demo world of supabase/seed.sql. Fixed ids are written out there; every other row's id is
 * `md5('lxera-seed:' || label)::uuid`, which `seedId(label)` reproduces.
 */
import { createHash } from 'node:crypto';

export function seedId(label: string): string {
  const hex = createHash('md5').update(`lxera-seed:${label}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export const companyIds = {
  acme: '11111111-1111-4111-8111-111111111111',
  globex: '22222222-2222-4222-8222-222222222222',
  initech: '33333333-3333-4333-8333-333333333333',
} as const;

export const userIds = {
  superAdmin: '00000000-0000-4000-8000-000000000001',
  acmeAdmin: '00000000-0000-4000-8000-000000000002',
  acmeLearner: '00000000-0000-4000-8000-000000000003',
  globexAdmin: '00000000-0000-4000-8000-000000000004',
} as const;

/** Employee rows by e-mail (the demo accounts' employees use the account e-mail). */
export const employeeId = (email: string) => seedId(`employee:${email}`);
export const globalSkillId = (name: string) => seedId(`skill:global:${name}`);
export const companySkillId = (company: keyof typeof companyIds, name: string) => seedId(`skill:${company}:${name}`);
export const courseId = (key: string) => seedId(`course:${key}`);
export const moduleId = (courseKey: string, position: number) => seedId(`module:${courseKey}:${position}`);
export const assignmentId = (courseKey: string, email: string) => seedId(`assignment:${courseKey}:${email}`);
export const progressId = (courseKey: string, email: string, position: number) =>
  seedId(`progress:${courseKey}:${email}:${position}`);
export const positionId = (company: keyof typeof companyIds, title: string) => seedId(`position:${company}:${title}`);
export const departmentId = (company: keyof typeof companyIds, name: string) => seedId(`department:${company}:${name}`);
export const badgeId = (scope: keyof typeof companyIds | 'global', name: string) => seedId(`badge:${scope}:${name}`);
export const jobId = (key: string) => seedId(`job:${key}`);
export const ticketId = (n: number) => seedId(`ticket:${n}`);
export const leadId = (email: string) => seedId(`lead:${email}`);

export const LEARNER_EMAIL = 'learner@acme.test';
