import { useEffect, useState, useSyncExternalStore } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { Button } from '@/components/ui/button';
import type { TrackingIds } from '@/config/tracking';
import { cookieConsentCopy as copy } from '@/content/cookie-consent';
import { readConsent, subscribeToConsent, writeConsent, type Consent } from '../consent-storage';
import { thirdPartyLoaders, type ThirdPartyLoaders } from '../third-party-loaders';
import { createTracker, requestIdle, type RequestIdle } from '../tracker';

/** undefined while unknown: prerendered HTML and hydration show no banner, so nothing mismatches. */
function useConsent(): Consent | null | undefined {
  return useSyncExternalStore(subscribeToConsent, readConsent, () => undefined);
}

/**
 * The cookie banner (until the visitor answers) and the tools it gates. A fixed card over the bottom of
 * the page: it moves no content (no layout shift) and leaves most of a 390 px screen readable.
 */
export function CookieConsent({
  ids,
  loaders = thirdPartyLoaders,
  idle = requestIdle,
}: {
  ids: TrackingIds;
  loaders?: ThirdPartyLoaders;
  idle?: RequestIdle;
}) {
  const consent = useConsent();
  const [tracker] = useState(() => createTracker(ids, loaders, idle));

  useEffect(() => {
    if (consent !== undefined) tracker.update(consent);
  }, [consent, tracker]);

  if (consent !== null) return null;
  return (
    <section
      aria-label={copy.label}
      className="fixed inset-x-3 bottom-3 z-[80] mx-auto flex max-w-md flex-col gap-3 rounded-xl border bg-popover p-4 text-sm text-popover-foreground shadow-lg sm:left-auto sm:right-4 sm:mx-0"
    >
      <p className="text-pretty">
        {copy.body}{' '}
        <AppLink to={copy.policyLink.href} className="font-medium underline underline-offset-4 hover:no-underline">
          {copy.policyLink.label}
        </AppLink>
      </p>
      <div className="flex justify-end gap-2">
        <Button variant="outline" size="sm" onClick={() => writeConsent('declined')}>
          {copy.decline}
        </Button>
        <Button size="sm" onClick={() => writeConsent('accepted')}>
          {copy.accept}
        </Button>
      </div>
    </section>
  );
}
