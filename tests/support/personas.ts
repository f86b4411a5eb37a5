/** The demo accounts of supabase/seed.sql, shared by tests, end-to-end journeys and the README. */
export const DEMO_PASSWORD = 'demo-password';

export const personas = {
  superAdmin: { email: 'super@lxera.test', role: 'super_admin', home: '/admin' },
  acmeAdmin: { email: 'admin@acme.test', role: 'company_admin', home: '/dashboard' },
  acmeLearner: { email: 'learner@acme.test', role: 'learner', home: '/learner' },
  globexAdmin: { email: 'admin@globex.test', role: 'company_admin', home: '/dashboard' },
} as const;

/** An e-mail on the early-access list that has no account. */
export const EARLY_ACCESS_LEAD_EMAIL = 'lead@lxera.test';

export type PersonaName = keyof typeof personas;
