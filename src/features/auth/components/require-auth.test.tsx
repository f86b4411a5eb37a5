import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Role } from '@/config/roles';
import { loadingAuth, signedInAuth, signedOutAuth } from '@/testing/auth-state';
import { renderAt } from '@/testing/render';
import { RequireAuth } from './require-auth';

function renderGuarded(allowedRoles: Role[], auth = signedOutAuth(), path = '/admin/tickets?status=new') {
  return renderAt(
    <RequireAuth allowedRoles={allowedRoles}>
      <h1>Protected page</h1>
    </RequireAuth>,
    { path, routePath: '/admin/tickets', auth },
  );
}

describe('RequireAuth', () => {
  it('shows Loading... until the first session check ends', () => {
    renderGuarded(['super_admin'], loadingAuth());
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByText('Protected page')).not.toBeInTheDocument();
  });

  it('sends a signed-out visitor to /login, remembering where they were going', async () => {
    renderGuarded(['super_admin']);
    expect(await screen.findByTestId('location')).toHaveTextContent('/login?from=%2Fadmin%2Ftickets%3Fstatus%3Dnew');
  });

  it('sends a user without a profile to /login', async () => {
    renderGuarded(['super_admin'], signedInAuth('super_admin', { profile: null }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/login?from=');
  });

  it('renders the page for an allowed role', () => {
    renderGuarded(['super_admin'], signedInAuth('super_admin'));
    expect(screen.getByRole('heading', { name: 'Protected page' })).toBeInTheDocument();
  });

  it.each([
    ['company_admin', '/dashboard'],
    ['learner', '/learner'],
    ['auditor', '/login'],
  ])('sends a %s to %s', async (role, home) => {
    renderGuarded(['super_admin'], signedInAuth(role));
    expect(await screen.findByTestId('location')).toHaveTextContent(new RegExp(`^${home}$`));
  });
});
