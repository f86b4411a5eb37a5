import { lazy, Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { LoadingScreen } from '@/components/status/loading-screen';
import { RouterNavigationProvider } from '@/components/ui/router-navigation';
import { hasTracking, TRACKING_IDS } from '@/config/tracking';
import { NavigationProgress } from './navigation-progress';
import { RouteAnnouncer } from './route-announcer';

// Only a build with tracking IDs downloads the banner; without them there is nothing to consent to.
const CookieConsent = hasTracking(TRACKING_IDS)
  ? lazy(() => import('@/features/consent/components/cookie-consent').then((m) => ({ default: m.CookieConsent })))
  : null;

/** The root route: everything every screen shares. */
export function RootLayout() {
  // Marks the moment the app's buttons work (the end-to-end tests wait for it before clicking); prerendered
  // pages set it once their islands are hydrated.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <RouterNavigationProvider>
      <RouteAnnouncer />
      <NavigationProgress />
      <Outlet />
      <ScrollRestoration />
      {CookieConsent && (
        <Suspense fallback={null}>
          <CookieConsent ids={TRACKING_IDS} />
        </Suspense>
      )}
    </RouterNavigationProvider>
  );
}

/** Shown while the first page's module loads. */
export function InitialPageLoading() {
  return <LoadingScreen label="Loading page..." fullScreen />;
}
