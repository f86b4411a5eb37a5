import { Outlet, ScrollRestoration } from 'react-router-dom';
import { LoadingScreen } from '@/components/status/loading-screen';
import { NavigationProgress } from './navigation-progress';
import { RouteAnnouncer } from './route-announcer';

/** The root route: everything every screen shares. */
export function RootLayout() {
  return (
    <>
      <RouteAnnouncer />
      <NavigationProgress />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

/** Shown while the first page's module loads. */
export function InitialPageLoading() {
  return <LoadingScreen label="Loading page..." fullScreen />;
}
