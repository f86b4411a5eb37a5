import { lazy, Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { LoadingScreen } from '@/components/status/loading-screen';
import { hasTracking, TRACKING_IDS } from '@/config/tracking';
import { NavigationProgress } from './navigation-progress';
import { RouteAnnouncer } from './route-announcer';

// Only a build with tracking IDs downloads the banner; without them there is nothing to consent to.
const CookieConsent = hasTracking(TRACKING_IDS)
  ? lazy(() => import('@/features/consent/components/cookie-consent').then((m) => ({ default: m.CookieConsent })))
  : null;

/** The root route: everything every screen shares. */
export function RootLayout() {
  // Prerendered pages look ready before their buttons work; this marks the moment they do (the end-to-end
  // tests wait for it before clicking).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <>
      <RouteAnnouncer />
      <NavigationProgress />
      <Outlet />
      <ScrollRestoration />
      {CookieConsent && (
        <Suspense fallback={null}>
          <CookieConsent ids={TRACKING_IDS} />
        </Suspense>
      )}
    </>
  );
}

/** Shown while the first page's module loads. */
export function InitialPageLoading() {
  return <LoadingScreen label="Loading page..." fullScreen />;
}
