// App links inside the router: client-side navigation for every AppLink under the root route.
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { AppNavigationProvider, type AppLinkProps, type AppNavigation } from '@/components/ui/app-link';

function RouterLink(props: AppLinkProps) {
  // No route-discovery attribute: the same link renders the same markup with or without the router.
  return <Link discover="none" {...props} />;
}

function useRouterPathname(): string {
  return useLocation().pathname;
}

const routerNavigation: AppNavigation = { Link: RouterLink, usePathname: useRouterPathname };

export function RouterNavigationProvider({ children }: { children: ReactNode }) {
  return <AppNavigationProvider value={routerNavigation}>{children}</AppNavigationProvider>;
}
