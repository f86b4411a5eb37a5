// App links inside the router: client-side navigation for every AppLink under the root route.
import { useCallback, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { AppNavigationProvider, type AppLinkProps, type AppNavigation } from './app-link';

function RouterLink(props: AppLinkProps) {
  // No route-discovery attribute: the same link renders the same markup with or without the router.
  return <Link discover="none" {...props} />;
}

function useRouterPathname(): string {
  return useLocation().pathname;
}

function useRouterGoBack(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    // React Router numbers history entries; at the first one there is nowhere to go back to.
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) void navigate(-1);
    else void navigate('/');
  }, [navigate]);
}

const routerNavigation: AppNavigation = { Link: RouterLink, usePathname: useRouterPathname, useGoBack: useRouterGoBack };

export function RouterNavigationProvider({ children }: { children: ReactNode }) {
  return <AppNavigationProvider value={routerNavigation}>{children}</AppNavigationProvider>;
}
