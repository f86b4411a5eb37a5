// Route module of sign-in and onboarding. /admin-login signs in with a password; the early-access
// one-time-code login and onboarding screens arrive with the early-access feature.
import { KeyRound } from 'lucide-react';
import { useEffect } from 'react';
import { Link, Outlet, useNavigate, useSearchParams } from 'react-router-dom';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { PageHeader } from '@/components/page/page-header';
import { LoadingScreen } from '@/components/status/loading-screen';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { paths, REDIRECT_PARAM, withRedirect } from '@/config/paths';
import { AdminLoginForm } from '@/features/auth/components/admin-login-form';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { postSignInPath } from '@/features/auth/post-sign-in-path';
import { ThemeToggle } from '@/features/theme/components/theme-toggle';
import { EarlyAccessShell } from '../shell/early-access-shell';
import { RoutePlaceholder } from '../route-placeholder';

export function AuthLayoutRoute() {
  return (
    <AuthLayout headerActions={<ThemeToggle />}>
      <Outlet />
    </AuthLayout>
  );
}

/** /login: the early-access login (one-time code) is coming; until then it points to password sign-in. */
export function LoginPage() {
  const [params] = useSearchParams();
  const from = params.get(REDIRECT_PARAM);
  return (
    <div className="flex w-full max-w-md flex-col gap-6">
      <PageHeader title="Sign in to LXERA" description="Early-access members sign in with a one-time code sent by e-mail." />
      <Card>
        <CardHeader>
          <h2 className="font-semibold">One-time code sign-in</h2>
          <CardDescription>Coming soon: signing in with an e-mailed code is not available yet.</CardDescription>
        </CardHeader>
        <CardContent>
          <Link
            to={withRedirect(paths.adminLogin, from)}
            className="flex items-center gap-3 rounded-lg border bg-background p-4 text-sm font-medium transition-colors hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <KeyRound aria-hidden="true" className="size-4 text-muted-foreground" />
            Sign in with email and password
          </Link>
        </CardContent>
      </Card>
    </div>
  );
}

/** /admin-login: e-mail and password; afterwards the remembered location or the role's home. */
export function AdminLoginPage() {
  const { loading, user, profile } = useAuth();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const from = params.get(REDIRECT_PARAM);

  useEffect(() => {
    if (!loading && user) void navigate(postSignInPath(from, profile?.role), { replace: true });
  }, [loading, user, profile, from, navigate]);

  return (
    <div className="flex w-full max-w-md flex-col gap-6">
      <PageHeader title="Sign in" description="Use the e-mail and password of your LXERA account." />
      <Card>
        <CardContent className="pt-6">
          <AdminLoginForm />
        </CardContent>
      </Card>
      <p className="text-center text-sm text-muted-foreground">Creating a company account here is coming soon.</p>
    </div>
  );
}

/** /auth/callback: e-mailed links land here; the client reads the session from the URL, then we route by role. */
export function AuthCallbackPage() {
  const { loading, user, profile } = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const failed = params.has('error') || params.has('error_description') || window.location.hash.includes('error=');

  useEffect(() => {
    if (failed) void navigate(`${paths.login}?error=auth_callback_failed`, { replace: true });
    else if (!loading) void navigate(user ? postSignInPath(null, profile?.role) : paths.login, { replace: true });
  }, [failed, loading, user, profile, navigate]);

  return (
    <div className="flex w-full max-w-md flex-col items-center gap-4">
      <h1 className="sr-only">Signing you in</h1>
      <LoadingScreen label="Signing you in..." />
    </div>
  );
}

export function AuthPlaceholderPage() {
  return (
    <div className="w-full max-w-3xl">
      <RoutePlaceholder />
    </div>
  );
}

export function WaitingRoomRoute() {
  return <EarlyAccessShell />;
}

export function WaitingRoomPage() {
  return <RoutePlaceholder />;
}
