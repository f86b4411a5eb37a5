import { describe, expect, it } from 'vitest';
import { ROLES, type Role } from '@/config/roles';
import { decideGuard, type GuardInput } from './guard-decision';

const base: GuardInput = { loading: false, signedIn: true, role: 'learner', hasProfile: true, requested: '/learner/courses' };
const HOMES: Record<Role, string> = { super_admin: '/admin', company_admin: '/dashboard', learner: '/learner' };

describe('decideGuard', () => {
  it('waits while the first session check is unfinished', () => {
    expect(decideGuard({ ...base, loading: true })).toEqual({ kind: 'loading' });
    expect(decideGuard({ ...base, loading: true, signedIn: false, hasProfile: false })).toEqual({ kind: 'loading' });
  });

  it('sends a visitor without a session to /login, remembering the requested location', () => {
    expect(decideGuard({ ...base, signedIn: false, hasProfile: false, requested: '/admin/tickets?type=bug#top' })).toEqual({
      kind: 'redirect',
      to: '/login?from=%2Fadmin%2Ftickets%3Ftype%3Dbug%23top',
    });
  });

  it('sends a user who just chose Sign Out home instead', () => {
    expect(decideGuard({ ...base, signedIn: false, hasProfile: false, signedOutByUser: true })).toEqual({ kind: 'redirect', to: '/' });
  });

  it('sends a signed-in user without a profile to /login too', () => {
    expect(decideGuard({ ...base, hasProfile: false, role: undefined, requested: '/learner' })).toEqual({
      kind: 'redirect',
      to: '/login?from=%2Flearner',
    });
  });

  describe.each(ROLES)('role %s', (role) => {
    it.each(ROLES)('on a route for %s', (allowed) => {
      const decision = decideGuard({ ...base, role, allowedRoles: [allowed] });
      if (role === allowed) expect(decision).toEqual({ kind: 'allow' });
      else expect(decision).toEqual({ kind: 'redirect', to: HOMES[role] });
    });

    it('is let through a route without a role restriction', () => {
      expect(decideGuard({ ...base, role })).toEqual({ kind: 'allow' });
    });
  });

  it('sends any other role to /login', () => {
    expect(decideGuard({ ...base, role: 'auditor', allowedRoles: ['learner'] })).toEqual({ kind: 'redirect', to: '/login' });
  });
});
