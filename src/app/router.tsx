// The one route table. Every route of spec §2 is declared here; pages live in five lazily loaded route
// modules (public, auth, admin, dashboard, learner), so the first load of / downloads no signed-in area.
import type { ComponentType } from 'react';
import { createBrowserRouter, redirect, type RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { loadPage, type ContentPath } from '@/content/page-loaders';
import { PUBLIC_ROUTES, type PublicRoute } from '@/content/routes';
import { DEFAULT_TITLE, PRODUCT_NAME } from '@/content/site';
import { RouteErrorBoundary } from './errors/route-error-boundary';
import { InitialPageLoading, RootLayout } from './root-layout';
import type { RouteHandle } from './route-handle';

const publicModule = () => import('./routes/public');
const authModule = () => import('./routes/auth');
const adminModule = () => import('./routes/admin');
const dashboardModule = () => import('./routes/dashboard');
const learnerModule = () => import('./routes/learner');

/** A route's `lazy`: load the area's module, render one of its components. */
function lazyComponent<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => ({ Component: pick(await load()) });
}

const page = (title: string, description?: string): RouteHandle => ({ title, description });

/** Each route catches its own render errors, so one broken screen never blanks the app. */
function withErrorBoundaries(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => ({
    ...route,
    ErrorBoundary: RouteErrorBoundary,
    children: route.children ? withErrorBoundaries(route.children) : undefined,
  })) as RouteObject[];
}

const publicPage = lazyComponent(publicModule, (m) => m.PublicContentPage);
/** Every public route but '/', with its meta as the handle and its copy loaded by the route's loader. */
const publicPages = PUBLIC_ROUTES.filter((route): route is PublicRoute & { path: ContentPath } => route.path !== '/').map(
  (route): RouteObject => ({
    path: route.path.slice(1),
    handle: { title: route.meta.title.replace(/ \| LXERA$/, ''), documentTitle: route.meta.title } satisfies RouteHandle,
    loader: () => loadPage(route.path),
    lazy: publicPage,
  }),
);

const publicRoutes: RouteObject = {
  lazy: lazyComponent(publicModule, (m) => m.PublicLayoutRoute),
  children: [
    {
      index: true,
      handle: { title: PRODUCT_NAME, documentTitle: DEFAULT_TITLE } satisfies RouteHandle,
      lazy: lazyComponent(publicModule, (m) => m.LandingPage),
    },
    ...publicPages,
    // The demo form links to /privacy.
    { path: 'privacy', loader: () => redirect(paths.privacy) },
    { path: '*', handle: page('Page not found'), lazy: lazyComponent(publicModule, (m) => m.NotFoundRoute) },
  ],
};

const authRoutes: RouteObject = {
  lazy: lazyComponent(authModule, (m) => m.AuthLayoutRoute),
  children: [
    { path: 'login', handle: page('Sign In'), lazy: lazyComponent(authModule, (m) => m.LoginPage) },
    { path: 'admin-login', handle: page('Admin Sign In'), lazy: lazyComponent(authModule, (m) => m.AdminLoginPage) },
    { path: 'auth/callback', handle: page('Signing In'), lazy: lazyComponent(authModule, (m) => m.AuthCallbackPage) },
    {
      path: 'early-access',
      handle: page('Join Early Access', 'Sign up for early access to LXERA.'),
      lazy: lazyComponent(authModule, (m) => m.EarlyAccessPage),
    },
    {
      path: 'onboarding/early-access',
      handle: page('Complete your profile', 'Tell us about your team to get started.'),
      lazy: lazyComponent(authModule, (m) => m.EarlyAccessOnboardingPage),
    },
  ],
};

const waitingRoomRoutes: RouteObject = {
  path: 'waiting-room',
  lazy: lazyComponent(authModule, (m) => m.WaitingRoomRoute),
  children: [
    {
      index: true,
      handle: page('Overview', 'You are on the early-access list. Your workspace opens here as soon as your access is ready.'),
      lazy: lazyComponent(authModule, (m) => m.WaitingRoomPage),
    },
  ],
};

const adminRoutes: RouteObject = {
  path: 'admin',
  lazy: lazyComponent(adminModule, (m) => m.AdminArea),
  children: [
    { index: true, handle: page('Dashboard', 'An overview of the whole platform.'), lazy: lazyComponent(adminModule, (m) => m.AdminDashboardPage) },
    { path: 'tickets', handle: page('Tickets', 'Demo, sales and early-access requests, bug reports and feature requests.'), lazy: lazyComponent(adminModule, (m) => m.AdminTicketsPage) },
    { path: 'feedback', handle: page('Feedback', 'What users report from inside the platform.'), lazy: lazyComponent(adminModule, (m) => m.AdminFeedbackPage) },
    { path: 'companies', handle: page('Companies', 'Every company on the platform.'), lazy: lazyComponent(adminModule, (m) => m.AdminCompaniesPage) },
    { path: 'users', handle: page('Users', 'Every account, its role and its company.'), lazy: lazyComponent(adminModule, (m) => m.AdminUsersPage) },
    { path: 'courses', handle: page('Courses', 'Courses across all companies.'), lazy: lazyComponent(adminModule, (m) => m.AdminCoursesPage) },
    { path: 'analytics', handle: page('Analytics', 'Platform-wide learning and engagement.'), lazy: lazyComponent(adminModule, (m) => m.AdminAnalyticsPage) },
    { path: 'settings', handle: page('Settings', 'Platform settings.'), lazy: lazyComponent(adminModule, (m) => m.AdminSettingsPage) },
    { path: 'demo-requests', handle: page('Demo Requests', 'Requests for a personalised demo.'), lazy: lazyComponent(adminModule, (m) => m.AdminDemoRequestsPage) },
  ],
};

const dashboardPage = lazyComponent(dashboardModule, (m) => m.DashboardPage);
const dashboardRoutes: RouteObject = {
  path: 'dashboard',
  lazy: lazyComponent(dashboardModule, (m) => m.DashboardArea),
  children: [
    { index: true, handle: page('Dashboard', "Your company's learning at a glance."), lazy: dashboardPage },
    { path: 'onboarding', handle: page('Add Team Members', 'Invite employees and import your team.'), lazy: dashboardPage },
    { path: 'positions', handle: page('Positions', 'Roles in your company and the skills each one needs.'), lazy: dashboardPage },
    { path: 'employees', handle: page('Employees', 'Your people, their positions and their skills.'), lazy: dashboardPage },
    { path: 'employees/:employeeId', handle: page('Employee', 'Skills, courses and progress of one employee.'), lazy: dashboardPage },
    { path: 'courses', handle: page('Courses', "Your company's courses and their assignments."), lazy: dashboardPage },
    { path: 'courses/:courseId', handle: page('Course', 'Modules, assignments and progress of one course.'), lazy: dashboardPage },
    { path: 'skills', handle: page('Skills', 'Skills gaps across your company.'), lazy: dashboardPage },
    { path: 'skills/employees', handle: page('Employee Skills', 'Skills gaps employee by employee.'), lazy: dashboardPage },
    { path: 'skills/positions', handle: page('Position Skills', 'Skills gaps position by position.'), lazy: dashboardPage },
    { path: 'skills/department/:department', handle: page('Department Skills', 'Skills gaps in one department.'), lazy: dashboardPage },
    { path: 'analytics', handle: page('Gamification Analytics', 'Points, streaks and engagement across your teams.'), lazy: dashboardPage },
    { path: 'course-generation', handle: page('AI Course Generator', 'Generate courses for many employees at once.'), lazy: dashboardPage },
    { path: 'settings', handle: page('Company Settings', 'Settings of your company.'), lazy: dashboardPage },
  ],
};

const learnerPage = lazyComponent(learnerModule, (m) => m.LearnerPage);
const learnerRoutes: RouteObject = {
  path: 'learner',
  lazy: lazyComponent(learnerModule, (m) => m.LearnerArea),
  children: [
    { index: true, handle: page('Dashboard', 'Your learning at a glance.'), lazy: learnerPage },
    { path: 'courses', handle: page('My Courses', 'Courses assigned to you.'), lazy: learnerPage },
    { path: 'certificates', handle: page('My Certificates', 'Certificates of the courses you complete.'), lazy: learnerPage },
    { path: 'course/:courseId', handle: page('Course'), lazy: learnerPage },
    { path: 'course/:courseId/overview', handle: page('Course Overview'), lazy: learnerPage },
    { path: 'course/:courseId/module/:moduleId', handle: page('Module'), lazy: learnerPage },
    { path: 'progress', handle: page('Progress', 'Your progress across courses and skills.'), lazy: learnerPage },
    { path: 'profile', handle: page('Profile', 'Your profile.'), lazy: learnerPage },
    { path: 'settings', handle: page('Settings', 'Your account settings.'), lazy: learnerPage },
    { path: 'help', handle: page('Help', 'Answers and support.'), lazy: learnerPage },
    { path: 'feedback', handle: page('Feedback', 'Tell us what works and what does not.'), lazy: learnerPage },
  ],
};

export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    Component: RootLayout,
    HydrateFallback: InitialPageLoading,
    ErrorBoundary: RouteErrorBoundary,
    children: withErrorBoundaries([publicRoutes, authRoutes, waitingRoomRoutes, adminRoutes, dashboardRoutes, learnerRoutes]),
  },
];

/** `hydrationData` is the router state of a prerendered page (src/app/hydration.ts). */
export function createAppRouter() {
  return createBrowserRouter(routes);
}
