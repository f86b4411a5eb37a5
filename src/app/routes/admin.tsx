// Route module of the super-admin area (/admin/*).
import { FEEDBACK_TICKET_TYPES, TICKET_TYPES } from '@/data/tickets/ticket-types';
import { TicketsScreen } from '@/features/tickets/components/tickets-screen';
import { AreaShell } from '../shell/area-shell';

export { AdminDashboardScreen as AdminDashboardPage } from '@/features/admin-dashboard/components/admin-dashboard-screen';
export { CoursesAdminScreen as AdminCoursesPage } from '@/features/courses-admin/components/courses-admin-screen';
export { AnalyticsScreen as AdminAnalyticsPage } from '@/features/analytics/components/analytics-screen';
export { SettingsScreen as AdminSettingsPage } from '@/features/settings/components/settings-screen';
export { CompaniesScreen as AdminCompaniesPage } from '@/features/companies/components/companies-screen';
export { UsersScreen as AdminUsersPage } from '@/features/users/components/users-screen';

export function AdminArea() {
  return <AreaShell role="super_admin" />;
}

const ALL_TYPES: readonly never[] = [];
const DEMO_ONLY = ['demo_request'] as const;

export function AdminTicketsPage() {
  return (
    <TicketsScreen
      title="Tickets"
      description="Demo, sales and early-access requests, bug reports and feature requests."
      scope={ALL_TYPES}
      typeOptions={TICKET_TYPES}
      fileLabel="tickets"
    />
  );
}

export function AdminFeedbackPage() {
  return (
    <TicketsScreen
      title="Feedback"
      description="What users report from inside the platform."
      scope={FEEDBACK_TICKET_TYPES}
      typeOptions={FEEDBACK_TICKET_TYPES}
      fileLabel="feedback"
    />
  );
}

export function AdminDemoRequestsPage() {
  return (
    <TicketsScreen
      title="Demo Requests"
      description="Requests for a personalised demo."
      scope={DEMO_ONLY}
      typeOptions={DEMO_ONLY}
      fileLabel="demo-requests"
    />
  );
}
