import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { logger } from '@/lib/logger';
import { ErrorScreen } from './error-screen';
import { NotFoundPage } from './not-found-page';

/** React Router's own fallback title (spec §8), kept as the document title of a broken screen. */
export const ROUTER_FALLBACK_TITLE = 'Unexpected Application Error!';

/** Every route's ErrorBoundary: a broken screen shows the error screen while the rest of the app keeps working. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;

  useEffect(() => {
    if (notFound) return;
    logger.error('Render error caught by the route error boundary', error);
    document.title = ROUTER_FALLBACK_TITLE;
  }, [error, notFound]);

  if (notFound) return <NotFoundPage />;
  const detail = import.meta.env.DEV && error instanceof Error ? (error.stack ?? error.message) : undefined;
  return <ErrorScreen detail={detail} />;
}
