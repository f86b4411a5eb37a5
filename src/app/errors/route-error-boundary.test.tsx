import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRoutes } from '@/testing/render';
import { RouteErrorBoundary, ROUTER_FALLBACK_TITLE } from './route-error-boundary';

function Broken(): never {
  throw new Error('boom');
}

describe('RouteErrorBoundary', () => {
  it('replaces only the broken screen with the global error screen', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithRoutes(
      [
        {
          path: '/',
          element: (
            <div>
              <nav aria-label="Main">Sidebar stays</nav>
              <Outlet />
            </div>
          ),
          ErrorBoundary: RouteErrorBoundary,
          children: [{ path: 'broken', element: <Broken />, ErrorBoundary: RouteErrorBoundary }],
        },
      ],
      { path: '/broken' },
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong.' })).toBeInTheDocument();
    expect(screen.getByText('We apologize for the inconvenience. Please try refreshing the page.')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toHaveTextContent('Sidebar stays');
    expect(document.title).toBe(ROUTER_FALLBACK_TITLE);
    expect(ROUTER_FALLBACK_TITLE).toBe('Unexpected Application Error!');
  });

  it('logs the error and reloads on Refresh Page', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    renderWithRoutes([{ path: '/', element: <Broken />, ErrorBoundary: RouteErrorBoundary }]);
    expect(logged).toHaveBeenCalledWith('Render error caught by the route error boundary', expect.objectContaining({ message: 'boom' }));
    await userEvent.click(screen.getByRole('button', { name: 'Refresh Page' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
