import { Outlet, useNavigate } from 'react-router-dom';
import { SignedInLayout } from '@/components/layouts/signed-in-layout';
import { UserMenu } from '@/components/layouts/user-menu';
import { paths } from '@/config/paths';
import { EARLY_ACCESS_MODE } from '@/config/roles';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { clearEarlyAccessSession, readEarlyAccessEmail } from '@/features/early-access/early-access-session';
import { ThemeToggle } from '@/features/theme/components/theme-toggle';

/**
 * The signed-in frame in early-access mode (/waiting-room): Overview is the only active item; the other
 * areas are shown locked. Early-access users hold a one-time-code token, not necessarily a session.
 */
export function EarlyAccessShell() {
  const { user, profile, signOut } = useAuth();
  const navigate = useNavigate();
  const email = readEarlyAccessEmail() ?? profile?.email ?? user?.email ?? null;

  const handleSignOut = async () => {
    clearEarlyAccessSession();
    await navigate(paths.home, { replace: true });
    if (user) await signOut();
  };

  return (
    <SignedInLayout
      roleTitle={EARLY_ACCESS_MODE.title}
      homeHref={paths.waitingRoom}
      sidebarItems={EARLY_ACCESS_MODE.sidebar}
      mobileBar={null}
      topBarActions={
        <>
          <ThemeToggle />
          <UserMenu fullName={profile?.full_name ?? null} email={email} onSignOut={() => void handleSignOut()} />
        </>
      }
    >
      <Outlet />
    </SignedInLayout>
  );
}
