// Route module of sign-in and onboarding: the early-access code login (/login), password sign-in and
// sign-up (/admin-login), the e-mailed links' landing (/auth/callback), the early-access funnel
// (/early-access, /onboarding/early-access) and its waiting room.
import { KeyRound } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, Outlet, useNavigate, useSearchParams } from 'react-router-dom';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { PageHeader } from '@/components/page/page-header';
import { LoadingScreen } from '@/components/status/loading-screen';
import { Alert } from '@/components/ui/alert';
import { Card, CardContent } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { paths, REDIRECT_PARAM, withRedirect } from '@/config/paths';
import { resolveAuthCallback } from '@/data/auth/auth-callback';
import { adoptSessionFromFragment } from '@/data/auth/invite-session';
import { AdminLoginForm } from '@/features/auth/components/admin-login-form';
import { AdminSignUpForm } from '@/features/auth/components/admin-sign-up-form';
import { SetPasswordForm } from '@/features/auth/components/set-password-form';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { postSignInPath } from '@/features/auth/post-sign-in-path';
import { CodeLogin } from '@/features/early-access/components/code-login';
import { EarlyAccessOnboarding } from '@/features/early-access/components/early-access-onboarding';
import { EarlyAccessSignupForm } from '@/features/early-access/components/early-access-signup-form';
import { RequireEarlyAccess } from '@/features/early-access/components/require-early-access';
import { WaitingRoomOverview } from '@/features/early-access/components/waiting-room-overview';
import { ThemeToggle } from '@/features/theme/components/theme-toggle';
import { useRouteHandle } from '../route-handle';
import { EarlyAccessShell } from '../shell/early-access-shell';

export function AuthLayoutRoute() {
  return (
    <AuthLayout headerActions={<ThemeToggle />}>
      <Outlet />
    </AuthLayout>
  );
}

/** What /login says for the error parameters /auth/callback sends it. */
export const LOGIN_ERROR_MESSAGES: Record<string, string> = {
  auth_callback_failed: 'We could not sign you in from that link. It may have expired or been used already. Please sign in again.',
  unexpected_error: 'Something went wrong while signing you in. Please try again.',
};

const linkClass =
  'font-medium text-foreground underline underline-offset-4 hover:no-underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring rounded-sm';

/** /login: early-access sign-in with an e-mailed one-time code. */
export function LoginPage() {
  const [params] = useSearchParams();
  const from = params.get(REDIRECT_PARAM);
  const errorCode = params.get('error');
  const callbackError = errorCode ? (LOGIN_ERROR_MESSAGES[errorCode] ?? LOGIN_ERROR_MESSAGES.unexpected_error) : null;
  return (
    <div className="flex w-full max-w-md flex-col gap-6">
      <PageHeader title="Sign in to LXERA" description="Early-access members sign in with a one-time code sent by e-mail." />
      {callbackError ? <Alert variant="destructive">{callbackError}</Alert> : null}
      <Card>
        <CardContent className="pt-6">
          <CodeLogin />
        </CardContent>
      </Card>
      <div className="grid gap-3 text-center text-sm text-muted-foreground">
        <Link
          to={withRedirect(paths.adminLogin, from)}
          className="flex items-center justify-center gap-2 rounded-lg border bg-card p-3 font-medium text-foreground transition-colors hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <KeyRound aria-hidden="true" className="size-4 text-muted-foreground" />
          Sign in with email and password
        </Link>
        <p>
          New to LXERA?{' '}
          <Link to={paths.earlyAccess} className={linkClass}>
            Join early access
          </Link>
        </p>
      </div>
    </div>
  );
}

/** /admin-login: e-mail and password, sign in or sign up; afterwards the remembered location or the role's home. */
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
      <PageHeader title="Sign in" description="Use the e-mail and password of your LXERA account, or create one." />
      <Card>
        <CardContent className="pt-6">
          <Tabs defaultValue="sign-in">
            <TabsList aria-label="Sign in or sign up">
              <TabsTrigger value="sign-in">Sign in</TabsTrigger>
              <TabsTrigger value="sign-up">Sign up</TabsTrigger>
            </TabsList>
            <TabsContent value="sign-in">
              <AdminLoginForm />
            </TabsContent>
            <TabsContent value="sign-up">
              <AdminSignUpForm />
            </TabsContent>
          </Tabs>
        </CardContent>
      </Card>
      <p className="text-center text-sm text-muted-foreground">
        Early-access member?{' '}
        <Link to={paths.login} className={linkClass}>
          Sign in with a one-time code
        </Link>
      </p>
    </div>
  );
}

/** Whether the address the auth server sent us to reports a failure (query or fragment). */
function linkReportsError(params: URLSearchParams): boolean {
  return params.has('error') || params.has('error_description') || window.location.hash.includes('error=');
}

/** /auth/callback: e-mailed links land here; the four outcomes of spec §4. */
export function AuthCallbackPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const started = useRef(false);
  // An accepted company-admin invitation (?flow=invite) chooses a password before entering the app.
  const [invitee, setInvitee] = useState<{ email: string | null; role: string | null } | null>(null);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const linkFailed = linkReportsError(params);
    const hadCode = params.has('code');
    const inviteFlow = params.get('flow') === 'invite';
    const adopted = inviteFlow && !linkFailed ? adoptSessionFromFragment(window.location.hash) : Promise.resolve(false);
    void adopted.then(resolveAuthCallback).then((outcome) => {
      if (outcome.kind === 'signed_in') {
        if (inviteFlow) return setInvitee({ email: outcome.email, role: outcome.role });
        return navigate(postSignInPath(null, outcome.role), { replace: true });
      }
      if (outcome.kind === 'unexpected_error') return navigate(`${paths.login}?error=unexpected_error`, { replace: true });
      // A link that carried a code (or an error) but left no session failed; a bare visit just needs sign-in.
      if (outcome.kind === 'session_error' || linkFailed || hadCode) {
        return navigate(`${paths.login}?error=auth_callback_failed`, { replace: true });
      }
      return navigate(paths.login, { replace: true });
    });
  }, [params, navigate]);

  if (invitee) {
    return (
      <div className="flex w-full max-w-md flex-col gap-6">
        <PageHeader title="Set your password" description="Welcome to LXERA. Choose the password you will sign in with from now on." />
        <Card>
          <CardContent className="pt-6">
            <SetPasswordForm
              email={invitee.email}
              onDone={() => void navigate(postSignInPath(null, invitee.role), { replace: true })}
            />
          </CardContent>
        </Card>
      </div>
    );
  }

  return (
    <div className="flex w-full max-w-md flex-col items-center gap-4">
      <h1 className="sr-only">Signing you in</h1>
      <LoadingScreen label="Signing you in..." />
    </div>
  );
}

/** /early-access: the signup form. */
export function EarlyAccessPage() {
  const [params] = useSearchParams();
  return (
    <div className="flex w-full max-w-xl flex-col gap-6">
      <PageHeader
        title="Join Early Access"
        description="Tell us about your team. It takes 30 seconds and no card is required; we e-mail you a link to finish."
      />
      <Card>
        <CardContent className="pt-6">
          <EarlyAccessSignupForm referralCode={params.get('ref')} />
        </CardContent>
      </Card>
      <p className="text-center text-sm text-muted-foreground">
        Already on the list?{' '}
        <Link to={paths.login} className={linkClass}>
          Sign in with a one-time code
        </Link>
      </p>
    </div>
  );
}

/** /onboarding/early-access: where the mailed magic link lands. */
export function EarlyAccessOnboardingPage() {
  return (
    <div className="flex w-full max-w-xl flex-col gap-6">
      <PageHeader title="Complete your profile" description="Tell us about your team so your workspace is ready when your access opens." />
      <Card>
        <CardContent className="pt-6">
          <EarlyAccessOnboarding />
        </CardContent>
      </Card>
    </div>
  );
}

export function WaitingRoomRoute() {
  return (
    <RequireEarlyAccess>
      <EarlyAccessShell />
    </RequireEarlyAccess>
  );
}

export function WaitingRoomPage() {
  const handle = useRouteHandle();
  return <WaitingRoomOverview title={handle?.title ?? 'Overview'} description={handle?.description} />;
}
