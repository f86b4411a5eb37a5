// Links and the current path for components that run both inside the router (the app) and without one (the
// islands of prerendered public pages, each hydrated as its own small root; see src/app/islands). The app
// provides router links; without a provider a link is a plain anchor, which the browser follows itself.
import { createContext, useContext, type AnchorHTMLAttributes, type ComponentType, type Ref } from 'react';

export type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string; ref?: Ref<HTMLAnchorElement> };

export interface AppNavigation {
  Link: ComponentType<AppLinkProps>;
  /** The current path; a hook, so the router's version re-renders on navigation. */
  usePathname: () => string;
  /** A function that goes back one page, or home when this is the first page of the visit. */
  useGoBack: () => () => void;
}

function AnchorLink({ to, ...props }: AppLinkProps) {
  return <a href={to} {...props} />;
}

function goBackInDocument() {
  if (window.history.length > 1) window.history.back();
  else window.location.assign('/');
}

/** Plain anchors and a fixed path: what a page without a router (a prerendered page's island) navigates with. */
export function documentNavigation(pathname: string): AppNavigation {
  return { Link: AnchorLink, usePathname: () => pathname, useGoBack: () => goBackInDocument };
}

const AppNavigationContext = createContext<AppNavigation>(
  documentNavigation(typeof window === 'undefined' ? '/' : window.location.pathname),
);

export const AppNavigationProvider = AppNavigationContext.Provider;

export function AppLink(props: AppLinkProps) {
  const { Link } = useContext(AppNavigationContext);
  return <Link {...props} />;
}

export function usePathname(): string {
  return useContext(AppNavigationContext).usePathname();
}

export function useGoBack(): () => void {
  return useContext(AppNavigationContext).useGoBack();
}
