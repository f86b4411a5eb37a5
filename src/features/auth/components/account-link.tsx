import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { roleHome } from '@/config/roles';
import { headerCopy } from '@/content/navigation';
import { useAuth } from '../hooks/use-auth';

/** 'Go to Dashboard' for a signed-in user with a profile, otherwise 'Sign In' (spec §2 public navigation). */
export function AccountLink() {
  const { loading, user, profile } = useAuth();
  const home = roleHome(profile?.role);
  if (!loading && user && home) {
    return (
      <Button asChild size="sm">
        <Link to={home}>{headerCopy.goToDashboard}</Link>
      </Button>
    );
  }
  return (
    <Button asChild size="sm">
      <Link to={headerCopy.signInHref}>{headerCopy.signIn}</Link>
    </Button>
  );
}
