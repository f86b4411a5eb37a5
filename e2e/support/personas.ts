// The demo accounts of supabase/seed.sql, as the stack tests know them, with what the shell shows each.
import { DEMO_PASSWORD, personas } from '../../tests/support/personas.ts';

export { DEMO_PASSWORD };

export const ROLE_TITLES = {
  super_admin: 'Super Admin',
  company_admin: 'Company Admin',
  learner: 'Learner Portal',
} as const;

export const accounts = Object.values(personas).map((persona) => ({
  ...persona,
  title: ROLE_TITLES[persona.role],
}));

export type Account = (typeof accounts)[number];

/** Saved browser state (the session in localStorage) of each role, written by global.setup.ts. */
export const storageStateOf = (role: Account['role']) => `test-results/.auth/${role}.json`;

/** One signed-in persona per role for the screens that only need "a user of this role". */
export const personaOfRole = {
  super_admin: personas.superAdmin,
  company_admin: personas.acmeAdmin,
  learner: personas.acmeLearner,
} as const;
