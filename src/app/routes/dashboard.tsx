// Route module of the company-admin area (/dashboard/*).
import { AreaShell } from '../shell/area-shell';

export { RoutePlaceholder as DashboardPage } from '../route-placeholder';

export function DashboardArea() {
  return <AreaShell role="company_admin" />;
}
