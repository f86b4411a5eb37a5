// Route module of the learner area (/learner/*).
import { AreaShell } from '../shell/area-shell';

export { RoutePlaceholder as LearnerPage } from '../route-placeholder';

export function LearnerArea() {
  return <AreaShell role="learner" />;
}
