import type { ReactNode } from 'react';
import { SIDEBAR_COLLAPSED_STORAGE_KEY, SIDEBAR_COLLAPSED_WIDTH_PX, SIDEBAR_EXPANDED_WIDTH_PX } from '@/config/constants';
import type { MobileBar, NavAction, NavItem } from '@/config/roles';
import { useIsMobile } from '@/lib/use-media-query';
import { useStoredBoolean } from '@/lib/use-stored-boolean';
import { MobileBottomBar } from './mobile-bottom-bar';
import { Sidebar } from './sidebar';
import { SkipLink } from './skip-link';
import { TopBar } from './top-bar';

export interface SignedInLayoutProps {
  roleTitle: string;
  homeHref: string;
  sidebarItems: readonly NavItem[];
  /** The bottom bar below 768 px; null for users without one. */
  mobileBar: MobileBar | null;
  onNavAction?: (action: NavAction) => void;
  /** Right side of the top bar: theme toggle, user menu. */
  topBarActions: ReactNode;
  /** Shown above the mobile bottom bar (the learner's current course). */
  mobileBarAddon?: ReactNode;
  /** Floating layer over the content (the course-generation progress card). */
  floating?: ReactNode;
  children: ReactNode;
}

/**
 * The signed-in frame: a collapsible sidebar on desktop (remembered per browser), a bottom tab bar on
 * mobile, and a top bar with the role title and the user's actions.
 */
export function SignedInLayout({
  roleTitle,
  homeHref,
  sidebarItems,
  mobileBar,
  onNavAction,
  topBarActions,
  mobileBarAddon,
  floating,
  children,
}: SignedInLayoutProps) {
  const isMobile = useIsMobile();
  const [collapsed, setCollapsed] = useStoredBoolean(SIDEBAR_COLLAPSED_STORAGE_KEY, false);
  const sidebarWidth = collapsed ? SIDEBAR_COLLAPSED_WIDTH_PX : SIDEBAR_EXPANDED_WIDTH_PX;

  return (
    <div className="min-h-dvh bg-background">
      <SkipLink />
      {isMobile ? null : (
        <Sidebar
          items={sidebarItems}
          homeHref={homeHref}
          collapsed={collapsed}
          onCollapsedChange={setCollapsed}
          onAction={onNavAction}
        />
      )}
      <div
        className="flex min-h-dvh flex-col transition-[padding] duration-200 ease-out"
        style={{ paddingLeft: isMobile ? 0 : sidebarWidth }}
      >
        <TopBar roleTitle={roleTitle} homeHref={homeHref} showLogo={isMobile} actions={topBarActions} />
        <main id="main-content" tabIndex={-1} className="flex-1 px-4 py-6 focus:outline-none sm:px-6 md:px-8 md:py-8">
          {children}
        </main>
        {isMobile && mobileBar ? <MobileBottomBar bar={mobileBar} onAction={onNavAction} addon={mobileBarAddon} /> : null}
      </div>
      {floating}
    </div>
  );
}
