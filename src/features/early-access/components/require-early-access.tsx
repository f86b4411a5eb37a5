import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { LoadingScreen } from '@/components/status/loading-screen';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useEarlyAccessSessionQuery } from '@/data/early-access/early-access-session-query';
import { isClientError } from '@/lib/api-error';
import { clearEarlyAccessSession, readEarlyAccessToken } from '../early-access-session';

/** The waiting room needs a valid early-access token: none, expired or revoked goes back to /login. */
export function RequireEarlyAccess({ children }: { children: ReactNode }) {
  const token = readEarlyAccessToken();
  const session = useEarlyAccessSessionQuery(token);

  if (!token) return <Navigate to={paths.login} replace />;
  if (session.isError && isClientError(session.error)) {
    clearEarlyAccessSession();
    return <Navigate to={paths.login} replace />;
  }
  if (session.isError) {
    return (
      <div className="mx-auto grid min-h-dvh max-w-md content-center gap-4 p-6">
        <h1 className="text-xl font-semibold">We could not load your early access</h1>
        <Alert variant="destructive">Check your connection and try again.</Alert>
        <Button onClick={() => void session.refetch()}>Try again</Button>
      </div>
    );
  }
  if (session.isPending) return <LoadingScreen label="Loading..." fullScreen />;
  return children;
}
