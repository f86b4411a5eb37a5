import { AppLink } from '@/components/ui/app-link';
import { Button } from '@/components/ui/button';
import { roleHome } from '@/config/roles';
import { headerCopy } from '@/content/navigation';
import { useAuth } from '../hooks/use-auth';

/** 'Go to Dashboard' when `home` is known, otherwise 'Sign In' (spec §2 public navigation). */
export function AccountLinkView({ home }: { home?: string | null }) {
  return (
    <Button asChild size="sm">
      {home ? <AppLink to={home}>{headerCopy.goToDashboard}</AppLink> : <AppLink to={headerCopy.signInHref}>{headerCopy.signIn}</AppLink>}
    </Button>
  );
}

/** The account link for the signed-in user's role; 'Sign In' while the session or profile is unknown. */
export function AccountLink() {
  const { loading, user, profile } = useAuth();
  const home = roleHome(profile?.role);
  return <AccountLinkView home={!loading && user ? home : null} />;
}
