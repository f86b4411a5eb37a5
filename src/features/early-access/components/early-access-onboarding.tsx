import { LinkIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useEarlyAccessSessionQuery } from '@/data/early-access/early-access-session-query';
import { useRedeemMagicLinkMutation } from '@/data/early-access/redeem-magic-link-mutation';
import { readEarlyAccessToken, storeEarlyAccessSession } from '../early-access-session';
import { EarlyAccessProfileForm } from './early-access-profile-form';

export const INVALID_LINK_MESSAGE = 'This link is invalid or has expired. Links work once and for 24 hours.';

/**
 * /onboarding/early-access?token=…: the mailed magic link lands here. The single-use link token is traded
 * for a session token (stored like the code login's), dropped from the address bar, then the profile form.
 */
export function EarlyAccessOnboarding() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const linkToken = params.get('token');
  const redeem = useRedeemMagicLinkMutation();
  const [sessionToken, setSessionToken] = useState<string | null>(() => (linkToken ? null : readEarlyAccessToken()));
  const started = useRef(false);
  const session = useEarlyAccessSessionQuery(sessionToken);

  useEffect(() => {
    // The link works once: never redeem it twice (StrictMode runs effects twice in development).
    if (!linkToken || started.current) return;
    started.current = true;
    redeem.mutate(linkToken, {
      onSuccess: (redeemed) => {
        storeEarlyAccessSession(redeemed.token, redeemed.email);
        setSessionToken(redeemed.token);
        void navigate(paths.earlyAccessOnboarding, { replace: true });
      },
    });
  }, [linkToken, redeem, navigate]);

  if (redeem.isError || (!linkToken && !sessionToken) || session.isError) {
    return (
      <div className="grid gap-4">
        <Alert variant="destructive" title="We could not open your link">
          {INVALID_LINK_MESSAGE}
        </Alert>
        <div className="grid gap-2 sm:grid-cols-2">
          <Button asChild variant="default">
            <Link to={paths.login}>Sign in with a code</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={paths.earlyAccess}>
              <LinkIcon aria-hidden="true" className="size-4" />
              Request a new link
            </Link>
          </Button>
        </div>
      </div>
    );
  }

  if (!sessionToken || session.isPending) {
    return (
      <div role="status" aria-label="Checking your link" className="grid gap-4">
        <Skeleton className="h-10" />
        <Skeleton className="h-10" />
        <Skeleton className="h-24" />
      </div>
    );
  }

  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        Signed in as <span className="font-medium text-foreground">{session.data.email}</span>. Your e-mail is
        confirmed.
      </p>
      <EarlyAccessProfileForm
        token={sessionToken}
        summary={session.data}
        onCompleted={() => void navigate(paths.waitingRoom, { replace: true })}
      />
    </div>
  );
}
