import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ROLE_TABLE, type Role } from '@/config/roles';
import { courseAssignmentsKeys } from '@/data/course-assignments/keys';
import { signedInAuth, signedOutAuth } from '@/testing/auth-state';
import { setViewportWidth } from '@/testing/media';
import { createTestQueryClient, LocationProbe, renderWithRoutes } from '@/testing/render';
import { AreaShell } from './area-shell';

const HOME: Record<Role, string> = { super_admin: '/admin', company_admin: '/dashboard', learner: '/learner' };

function renderShell(role: Role, { currentCourse = null as unknown, auth = signedInAuth(role) } = {}) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(courseAssignmentsKeys.current(`user-${role}`), currentCourse);
  return renderWithRoutes(
    [
      {
        path: HOME[role],
        element: <AreaShell role={role} />,
        children: [{ index: true, element: <h1>Home of {role}</h1> }],
      },
      { path: '*', element: <LocationProbe /> },
    ],
    { path: HOME[role], auth, queryClient },
  );
}

const linkNames = (container: HTMLElement) =>
  within(container)
    .queryAllByRole('link')
    .map((link) => link.textContent?.trim());

describe.each(Object.keys(ROLE_TABLE) as Role[])('the signed-in shell of a %s', (role) => {
  const definition = ROLE_TABLE[role];

  it('shows the sidebar on desktop and no bottom bar', () => {
    setViewportWidth(1280);
    renderShell(role);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const expected = definition.sidebar.filter((item) => item.kind === 'link').map((item) => item.label);
    expect(linkNames(nav)).toEqual(expected);
    expect(screen.queryByRole('button', { name: 'More' })).not.toBeInTheDocument();
    expect(screen.getByText(definition.title)).toBeInTheDocument();
  });

  it('shows the bottom bar with its More menu below 768 px, and no sidebar', async () => {
    setViewportWidth(390);
    renderShell(role);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(linkNames(nav)).toEqual(definition.mobileBar.primary.map((item) => item.label));
    expect(screen.queryByRole('button', { name: 'Collapse sidebar' })).not.toBeInTheDocument();

    await userEvent.click(within(nav).getByRole('button', { name: 'More' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(
      definition.mobileBar.more.map((item) => item.label),
    );
  });

  it('switches between sidebar and bottom bar when the width crosses 768 px', () => {
    setViewportWidth(1024);
    renderShell(role);
    expect(screen.getByRole('button', { name: 'Collapse sidebar' })).toBeInTheDocument();
    act(() => setViewportWidth(767));
    expect(screen.queryByRole('button', { name: 'Collapse sidebar' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'More' })).toBeInTheDocument();
    act(() => setViewportWidth(768));
    expect(screen.getByRole('button', { name: 'Collapse sidebar' })).toBeInTheDocument();
  });
});

describe('the signed-in shell', () => {
  it('collapses the sidebar from 256 px to 64 px and remembers it', async () => {
    const first = renderShell('super_admin');
    const sidebar = () => screen.getByRole('navigation', { name: 'Main' }).closest<HTMLElement>('[data-collapsed]');
    expect(sidebar()?.style.width).toBe('256px');
    await userEvent.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
    expect(sidebar()?.style.width).toBe('64px');
    expect(window.localStorage.getItem('lxera-sidebar-collapsed')).toBe('true');
    // Labels stay available to assistive technology when only icons show, and the active item stays marked.
    expect(screen.getByRole('link', { name: 'Tickets' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    for (const link of within(screen.getByRole('navigation', { name: 'Main' })).getAllByRole('link')) {
      expect(link.className).not.toMatch(/=>|function/);
    }

    first.unmount();
    renderShell('super_admin');
    expect(sidebar()?.style.width).toBe('64px');
    await userEvent.click(screen.getByRole('button', { name: 'Expand sidebar' }));
    expect(sidebar()?.style.width).toBe('256px');
    expect(window.localStorage.getItem('lxera-sidebar-collapsed')).toBe('false');
  });

  it('shows the user menu with name, e-mail, Settings and Sign Out, and initials on the avatar', async () => {
    renderShell('company_admin');
    const trigger = screen.getByRole('button', { name: 'Open user menu' });
    expect(trigger).toHaveTextContent('AA');
    await userEvent.click(trigger);
    const menu = await screen.findByRole('menu');
    expect(menu).toHaveTextContent('Ada Admin');
    expect(menu).toHaveTextContent('admin@acme.test');
    expect(within(menu).getByRole('menuitem', { name: 'Settings' })).toHaveAttribute('href', '/dashboard/settings');
    expect(within(menu).getByRole('menuitem', { name: 'Sign Out' })).toBeInTheDocument();
  });

  it('shows U on the avatar of a user without a name', () => {
    const auth = signedInAuth('learner');
    renderShell('learner', { auth: { ...auth, profile: auth.profile && { ...auth.profile, full_name: null } } });
    expect(screen.getByRole('button', { name: 'Open user menu' })).toHaveTextContent('U');
  });

  it('signs out from the user menu', async () => {
    const signOut = vi.fn(async () => {});
    renderShell('learner', { auth: signedInAuth('learner', { signOut }) });
    await userEvent.click(screen.getByRole('button', { name: 'Open user menu' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sign Out' }));
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it('sends a user who signed out to the home page, not to sign-in', async () => {
    renderShell('learner', { auth: signedOutAuth({ signedOutByUser: true }) });
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('opens the Platform Feedback dialog from the company-admin sidebar', async () => {
    renderShell('company_admin');
    await userEvent.click(screen.getByRole('button', { name: 'Platform Feedback' }));
    expect(await screen.findByRole('dialog', { name: 'Platform Feedback' })).toBeInTheDocument();
  });

  it("shows the learner's current course above the mobile bar, fed by the progress query", () => {
    setViewportWidth(390);
    renderShell('learner', { currentCourse: { assignmentId: 'a1', courseId: 'c1', title: 'Data Literacy', progress: 42 } });
    const strip = screen.getByRole('link', { name: 'Continue learning: Data Literacy, 42% complete' });
    expect(strip).toHaveAttribute('href', '/learner/course/c1');
    expect(screen.getByRole('progressbar', { name: 'Data Literacy progress' })).toHaveAttribute('aria-valuenow', '42');
  });

  it('hides the course strip when the learner has no course in progress', () => {
    setViewportWidth(390);
    renderShell('learner', { currentCourse: null });
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('sends a signed-in user of another role to their own home', async () => {
    renderWithRoutes(
      [
        { path: '/admin', element: <AreaShell role="super_admin" />, children: [{ index: true, element: <h1>Admin</h1> }] },
        { path: '*', element: <LocationProbe /> },
      ],
      { path: '/admin', auth: signedInAuth('learner') },
    );
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/learner$/);
  });
});
