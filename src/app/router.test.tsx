import { act, screen, waitFor } from '@testing-library/react';
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { signedInAuth } from '@/testing/auth-state';
import { renderWithRoutes } from '@/testing/render';
import { routes } from './router';

/** Every route of spec §2, with a concrete value for each parameter. */
const SPEC_ROUTES = [
  '/', '/pricing', '/solutions', '/platform', '/resources',
  '/company/about', '/company/blog', '/company/careers', '/company/contact',
  '/legal/privacy', '/legal/terms', '/legal/cookies', '/privacy',
  '/solutions/ai-personalized-learning', '/solutions/workforce-reskilling-upskilling', '/solutions/ai-gamification-motivation',
  '/solutions/citizen-led-innovation', '/solutions/learning-analytics-engagement', '/solutions/ai-mentorship-support',
  '/solutions/enterprise-innovation-enablement', '/solutions/scalable-learning-support',
  '/platform/how-it-works', '/platform/ai-engine', '/platform/engagement-insights', '/platform/innovation-hub',
  '/platform/mentorship-support', '/platform/security-privacy', '/platform/integrations',
  '/resources/blog', '/resources/success-stories', '/resources/product-tour', '/resources/glossary',
  '/login', '/admin-login', '/auth/callback', '/onboarding/early-access', '/early-access', '/waiting-room',
  '/admin', '/admin/tickets', '/admin/feedback', '/admin/companies', '/admin/users', '/admin/courses',
  '/admin/analytics', '/admin/settings', '/admin/demo-requests',
  '/dashboard', '/dashboard/onboarding', '/dashboard/positions', '/dashboard/employees', '/dashboard/employees/e-1',
  '/dashboard/courses', '/dashboard/courses/c-1', '/dashboard/skills', '/dashboard/skills/employees',
  '/dashboard/skills/positions', '/dashboard/skills/department/engineering', '/dashboard/analytics',
  '/dashboard/course-generation', '/dashboard/settings',
  '/learner', '/learner/courses', '/learner/certificates', '/learner/course/c-1', '/learner/course/c-1/overview',
  '/learner/course/c-1/module/m-1', '/learner/progress', '/learner/profile', '/learner/settings', '/learner/help',
  '/learner/feedback',
];

describe('the route table', () => {
  it.each(SPEC_ROUTES)('declares %s', (path) => {
    const matches = matchRoutes(routes, path);
    const leaf = matches?.at(-1)?.route;
    expect(leaf?.path).not.toBe('*');
    expect(leaf?.lazy ?? leaf?.loader).toBeDefined();
  });

  it('sends unknown paths to the 404 page', () => {
    expect(matchRoutes(routes, '/definitely/not/here')?.at(-1)?.route.path).toBe('*');
    expect(matchRoutes(routes, '/admin-typo')?.at(-1)?.route.path).toBe('*');
  });

  it('gives every route its own error boundary', () => {
    const missing: string[] = [];
    const visit = (list: typeof routes, prefix: string) => {
      for (const route of list) {
        const path = `${prefix}/${route.path ?? (route.index ? '(index)' : '(layout)')}`;
        if (!route.ErrorBoundary) missing.push(path);
        if (route.children) visit(route.children, path);
      }
    };
    visit(routes, '');
    expect(missing).toEqual([]);
  });

  it('loads every page lazily', () => {
    const eager: string[] = [];
    const visit = (list: typeof routes) => {
      for (const route of list) {
        if (route.id !== 'root' && (route.Component || route.element)) eager.push(String(route.path));
        if (route.children) visit(route.children);
      }
    };
    visit(routes);
    expect(eager).toEqual([]);
  });
});

describe('the app routes, rendered', () => {
  it('renders a public content page from the public module with its copy and title', async () => {
    renderWithRoutes(routes, { path: '/pricing' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Simple pricing that grows with your people' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Compare plans' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Pricing | LXERA'));
  });

  it('redirects /privacy to the privacy policy', async () => {
    const { router } = renderWithRoutes(routes, { path: '/privacy' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/legal/privacy');
  });

  it('renders the 404 page for an unknown path', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderWithRoutes(routes, { path: '/nowhere' });
    expect(await screen.findByRole('heading', { name: /Oops! This page got lost in the cloud/ })).toBeInTheDocument();
  });

  it('sends a signed-out visitor of a deep link to /login, remembering it', async () => {
    const { router } = renderWithRoutes(routes, { path: '/dashboard/employees' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to LXERA' })).toBeInTheDocument();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/login?from=%2Fdashboard%2Femployees');
    expect(screen.getByRole('link', { name: 'Sign in with email and password' })).toHaveAttribute(
      'href',
      '/admin-login?from=%2Fdashboard%2Femployees',
    );
  });

  it('shows a signed-in learner their area with a Coming soon page, never sample numbers', async () => {
    renderWithRoutes(routes, { path: '/learner/certificates', auth: signedInAuth('learner') });
    expect(await screen.findByRole('heading', { level: 1, name: 'My Certificates' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Coming soon' })).toBeInTheDocument();
    expect(screen.getByText('Learner Portal')).toBeInTheDocument();
  });

  it('sends a wrong-role deep link to the own home', async () => {
    const { router } = renderWithRoutes(routes, { path: '/admin/users', auth: signedInAuth('company_admin') });
    expect(await screen.findByText('Company Admin')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('changes the title and moves focus to the new h1 on navigation', async () => {
    const { router } = renderWithRoutes(routes, { path: '/pricing' });
    await screen.findByRole('heading', { level: 1, name: 'Simple pricing that grows with your people' });
    await act(() => router.navigate('/platform/ai-engine'));
    const heading = await screen.findByRole('heading', { level: 1, name: 'The AI engine behind every learning journey' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(document.title).toBe('AI Engine | LXERA');
  });
});
