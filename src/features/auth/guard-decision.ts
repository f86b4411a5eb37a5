// What the route guard does for a request (spec §2 Route guard). Pure, so every case is easy to test.
import { paths, withRedirect } from '@/config/paths';
import { isRole, roleHome, type Role } from '@/config/roles';

export type GuardDecision = { kind: 'loading' } | { kind: 'allow' } | { kind: 'redirect'; to: string };

export interface GuardInput {
  loading: boolean;
  signedIn: boolean;
  role: string | null | undefined;
  hasProfile: boolean;
  /** The user just chose Sign Out: send them home rather than to the sign-in page. */
  signedOutByUser?: boolean;
  /** Roles the route admits; undefined admits any signed-in user with a profile. */
  allowedRoles?: readonly Role[];
  /** The requested location (path, query and hash), remembered for after sign-in. */
  requested: string;
}

export function decideGuard({ loading, signedIn, role, hasProfile, signedOutByUser, allowedRoles, requested }: GuardInput): GuardDecision {
  if (loading) return { kind: 'loading' };
  if (!signedIn && signedOutByUser) return { kind: 'redirect', to: paths.home };
  if (!signedIn || !hasProfile) return { kind: 'redirect', to: withRedirect(paths.login, requested) };
  if (allowedRoles && !(isRole(role) && allowedRoles.includes(role))) {
    return { kind: 'redirect', to: roleHome(role) ?? paths.login };
  }
  return { kind: 'allow' };
}
