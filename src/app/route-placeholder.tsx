import { ComingSoonPage } from '@/components/page/coming-soon-page';
import { useRouteHandle } from './route-handle';

/** A screen a later release fills: the route's title and an honest 'Coming soon'. */
export function RoutePlaceholder() {
  const handle = useRouteHandle();
  return <ComingSoonPage title={handle?.title ?? 'Coming soon'} description={handle?.description} />;
}
