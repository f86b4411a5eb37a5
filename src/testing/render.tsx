// Render helpers: the app's providers with a fake auth state and an in-memory router.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation, type RouteObject } from 'react-router-dom';
import { RouterNavigationProvider } from '@/components/ui/router-navigation';
import { Toaster } from '@/components/ui/toaster';
import { TooltipProvider } from '@/components/ui/tooltip';
import { AuthContext, type AuthContextValue } from '@/features/auth/auth-context';
import { ThemeProvider } from '@/features/theme/components/theme-provider';
import { signedOutAuth } from './auth-state';

export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } } });
}

export interface ProvidersOptions {
  auth?: AuthContextValue;
  queryClient?: QueryClient;
}

export function TestProviders({ auth = signedOutAuth(), queryClient = createTestQueryClient(), children }: ProvidersOptions & { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <TooltipProvider>
          <AuthContext.Provider value={auth}>
            {children}
            <Toaster />
          </AuthContext.Provider>
        </TooltipProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}

export function renderWithRoutes(
  routes: RouteObject[],
  { path = '/', ...options }: ProvidersOptions & { path?: string } = {},
): RenderResult & { router: ReturnType<typeof createMemoryRouter> } {
  // Under a layout route with the app's router links, as RootLayout provides them.
  const layout: RouteObject = {
    element: (
      <RouterNavigationProvider>
        <Outlet />
      </RouterNavigationProvider>
    ),
    children: routes,
  };
  const router = createMemoryRouter([layout], { initialEntries: [path] });
  const result = render(
    <TestProviders {...options}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { ...result, router };
}

/** Renders `ui` at `path` (route `routePath`, default the path); every other path shows a LocationProbe. */
export function renderAt(
  ui: ReactNode,
  { path = '/', routePath, ...options }: ProvidersOptions & { path?: string; routePath?: string } = {},
) {
  return renderWithRoutes(
    [
      { path: routePath ?? new URL(path, 'http://x').pathname, element: ui },
      { path: '*', element: <LocationProbe /> },
    ],
    { path, ...options },
  );
}

/** Shows the current location, so tests can assert where a redirect went. */
export function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}
