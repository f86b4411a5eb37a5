// Route module of the public site: the marketing frame, the landing page, every content page and the 404.
// It composes the marketing pages with the demo dialog and the e-mail capture (features never import each other).
import { useMemo, type ReactNode } from 'react';
import { Outlet, useLoaderData } from 'react-router-dom';
import { routeMeta } from '@/content/routes';
import { notFoundMeta } from '@/content/pages/not-found';
import type { PageContent } from '@/content/types';
import { AccountLink } from '@/features/auth/components/account-link';
import { DemoDialogProvider } from '@/features/demo-request/components/demo-dialog-provider';
import { useDemoDialog } from '@/features/demo-request/demo-dialog-context';
import { EmailCapture } from '@/features/email-capture/components/email-capture';
import { MarketingLayout } from '@/features/marketing/components/marketing-layout';
import { useHeadTags } from '@/features/marketing/hooks/use-head-tags';
import { LandingPage as MarketingLandingPage } from '@/features/marketing/landing/landing-page';
import { MarketingActionsContext, type MarketingActions } from '@/features/marketing/marketing-actions';
import { PageSections } from '@/features/marketing/sections/page-sections';
import { ThemeToggle } from '@/features/theme/components/theme-toggle';
import { NotFoundPage } from '../errors/not-found-page';

function MarketingActionsProvider({ children }: { children: ReactNode }) {
  const { openDemo, preloadDemo } = useDemoDialog();
  const actions = useMemo<MarketingActions>(
    () => ({
      openDemo,
      preloadDemo,
      renderCapture: (props) => <EmailCapture {...props} />,
      renderAccountLink: () => <AccountLink />,
      renderThemeToggle: () => <ThemeToggle />,
    }),
    [openDemo, preloadDemo],
  );
  return <MarketingActionsContext.Provider value={actions}>{children}</MarketingActionsContext.Provider>;
}

export function PublicLayoutRoute() {
  return (
    <DemoDialogProvider>
      <MarketingActionsProvider>
        <MarketingLayout>
          <Outlet />
        </MarketingLayout>
      </MarketingActionsProvider>
    </DemoDialogProvider>
  );
}

export function LandingPage() {
  useHeadTags(routeMeta('/'));
  return <MarketingLandingPage />;
}

/** Every other public page: its content arrives through the route's loader (src/content/page-loaders.ts). */
export function PublicContentPage() {
  const page = useLoaderData() as PageContent;
  useHeadTags(page.meta);
  return <PageSections sections={page.sections} />;
}

export function NotFoundRoute() {
  useHeadTags(notFoundMeta, { noIndex: true });
  return <NotFoundPage />;
}
