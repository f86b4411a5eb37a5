import { useMatches } from 'react-router-dom';
import { DEFAULT_TITLE, pageTitle } from '@/content/site';

/** What each route of the table declares about itself. */
export interface RouteHandle {
  /** The page's name: its h1 and, as 'Name | LXERA', the document title. */
  title: string;
  /** Lead text under the h1 of placeholder screens. */
  description?: string;
  /** The document title when it is not derived from `title` (the landing page). */
  documentTitle?: string;
}

function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && typeof (value as RouteHandle).title === 'string';
}

/** The handle of the deepest matched route that has one. */
export function useRouteHandle(): RouteHandle | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return undefined;
}

export function documentTitleOf(handle: RouteHandle | undefined): string {
  if (!handle) return DEFAULT_TITLE;
  return handle.documentTitle ?? pageTitle(handle.title);
}
