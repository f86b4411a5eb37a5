// Test data builders. Values mirror the demo personas of supabase/seed.sql (tests/support/personas.ts).
import type { Session, User } from '@supabase/supabase-js';
import type { Role } from '@/config/roles';
import type { Profile } from '@/data/users/profile-query';

const PERSONA_BY_ROLE: Record<Role, { email: string; fullName: string }> = {
  super_admin: { email: 'super@lxera.test', fullName: 'Sam Super' },
  company_admin: { email: 'admin@acme.test', fullName: 'Ada Admin' },
  learner: { email: 'learner@acme.test', fullName: 'Lee Learner' },
};

export function buildProfile(role: string, overrides: Partial<Profile> = {}): Profile {
  const persona = PERSONA_BY_ROLE[role as Role] ?? { email: 'someone@example.test', fullName: 'Some One' };
  return {
    id: `user-${role}`,
    email: persona.email,
    full_name: persona.fullName,
    role,
    company_id: role === 'super_admin' ? null : 'company-acme',
    is_active: true,
    email_verified: true,
    position: null,
    ...overrides,
  };
}

export function buildSession(userId: string, email = 'someone@example.test'): Session {
  const user = {
    id: userId,
    email,
    aud: 'authenticated',
    role: 'authenticated',
    app_metadata: {},
    user_metadata: {},
    created_at: '2026-01-01T00:00:00Z',
  } as User;
  return {
    access_token: 'access-token',
    refresh_token: 'refresh-token',
    token_type: 'bearer',
    expires_in: 3600,
    expires_at: Math.floor(Date.now() / 1000) + 3600,
    user,
  };
}
