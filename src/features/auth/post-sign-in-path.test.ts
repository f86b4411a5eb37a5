import { describe, expect, it } from 'vitest';
import { postSignInPath } from './post-sign-in-path';

describe('postSignInPath', () => {
  it('returns the remembered location first', () => {
    expect(postSignInPath('/admin/tickets?x=1', 'super_admin')).toBe('/admin/tickets?x=1');
  });

  it('falls back to the role home, then /', () => {
    expect(postSignInPath(null, 'super_admin')).toBe('/admin');
    expect(postSignInPath(null, 'company_admin')).toBe('/dashboard');
    expect(postSignInPath(null, 'learner')).toBe('/learner');
    expect(postSignInPath(null, 'auditor')).toBe('/');
    expect(postSignInPath(undefined, undefined)).toBe('/');
  });

  it('never redirects off-site or back to a sign-in page', () => {
    expect(postSignInPath('https://evil.example', 'learner')).toBe('/learner');
    expect(postSignInPath('//evil.example/x', 'learner')).toBe('/learner');
    expect(postSignInPath('/login?from=/x', 'learner')).toBe('/learner');
    expect(postSignInPath('/admin-login', 'learner')).toBe('/learner');
  });
});
