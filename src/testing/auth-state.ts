// AuthContext values for component tests: the guard and shell read only the context, not the client.
import type { AuthContextValue } from '@/features/auth/auth-context';
import { buildProfile, buildSession } from './factories';

export function signedOutAuth(overrides: Partial<AuthContextValue> = {}): AuthContextValue {
  return {
    loading: false,
    session: null,
    user: null,
    profile: null,
    lastEvent: 'INITIAL_SESSION',
    isPasswordRecovery: false,
    signedOutByUser: false,
    signOut: async () => {},
    ...overrides,
  };
}

export function loadingAuth(): AuthContextValue {
  return signedOutAuth({ loading: true, lastEvent: null });
}

export function signedInAuth(role: string, overrides: Partial<AuthContextValue> = {}): AuthContextValue {
  const profile = buildProfile(role);
  const session = buildSession(profile.id, profile.email);
  return signedOutAuth({ session, user: session.user, profile, lastEvent: 'SIGNED_IN', ...overrides });
}
