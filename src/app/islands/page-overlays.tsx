import { lazy, Suspense } from 'react';
import { ToastOutlet } from '@/components/ui/toast-outlet';
import { hasTracking, TRACKING_IDS } from '@/config/tracking';

// Only a build with tracking IDs downloads the banner; without them there is nothing to consent to.
const CookieConsent = hasTracking(TRACKING_IDS)
  ? lazy(() => import('@/features/consent/components/cookie-consent').then((m) => ({ default: m.CookieConsent })))
  : null;

/** What sits over a prerendered page rather than in it: toasts, and the cookie banner when tracking is configured. */
export function PageOverlays() {
  return (
    <>
      <ToastOutlet />
      {CookieConsent ? (
        <Suspense fallback={null}>
          <CookieConsent ids={TRACKING_IDS} />
        </Suspense>
      ) : null}
    </>
  );
}
