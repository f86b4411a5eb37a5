// Route module of the super-admin area (/admin/*).
import { AreaShell } from '../shell/area-shell';

export { RoutePlaceholder as AdminPage } from '../route-placeholder';

export function AdminArea() {
  return <AreaShell role="super_admin" />;
}
