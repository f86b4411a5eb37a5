import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { LoadingScreen } from '@/components/status/loading-screen';
import type { Role } from '@/config/roles';
import { decideGuard } from '../guard-decision';
import { useAuth } from '../hooks/use-auth';

/**
 * The route guard. A convenience for the UI, not security: row-level security in Postgres decides what
 * data anyone can read or change.
 */
export function RequireAuth({ allowedRoles, children }: { allowedRoles?: readonly Role[]; children: ReactNode }) {
  const { loading, user, profile, signedOutByUser } = useAuth();
  const location = useLocation();
  const decision = decideGuard({
    loading,
    signedIn: user !== null,
    role: profile?.role,
    hasProfile: profile !== null,
    signedOutByUser,
    allowedRoles,
    requested: `${location.pathname}${location.search}${location.hash}`,
  });
  if (decision.kind === 'loading') return <LoadingScreen label="Loading..." fullScreen />;
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return children;
}
