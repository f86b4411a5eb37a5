import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { focusHeadingWhenReady } from './focus-heading';
import { documentTitleOf, useRouteHandle } from './route-handle';

/**
 * On every route change: sets the document title from the route's handle and moves focus to the new
 * page's h1. A page without a heading is announced through a polite live region instead.
 */
export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const title = documentTitleOf(useRouteHandle());
  const [announcement, setAnnouncement] = useState('');
  const firstRender = useRef(true);

  // A layout effect, so a screen's own title (the error screen's) set in a passive effect wins.
  useLayoutEffect(() => {
    document.title = title;
  }, [title]);

  useEffect(() => {
    // The first page load is announced by the browser itself; only client-side navigations need help.
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    setAnnouncement('');
    return focusHeadingWhenReady(() => setAnnouncement(document.title));
  }, [pathname]);

  return (
    <div className="sr-only" role="status" aria-live="polite" aria-atomic="true">
      {announcement}
    </div>
  );
}
