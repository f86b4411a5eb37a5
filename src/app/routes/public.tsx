// Route module of the public site: the marketing frame, the landing page, every content page and the 404.
// Prerendered, a page runs as islands instead (src/app/islands); inside the app it runs whole, as here.
import { Outlet, useLoaderData } from 'react-router-dom';
import { routeMeta } from '@/content/routes';
import { notFoundMeta } from '@/content/pages/not-found';
import type { PageContent } from '@/content/types';
import { AccountLink } from '@/features/auth/components/account-link';
import { MarketingLayout } from '@/features/marketing/components/marketing-layout';
import { useHeadTags } from '@/features/marketing/hooks/use-head-tags';
import { LandingPage as MarketingLandingPage } from '@/features/marketing/landing/landing-page';
import { PageSections } from '@/features/marketing/sections/page-sections';
import { NotFoundPage } from '../errors/not-found-page';
import { MarketingActionsProvider } from '../marketing-actions-provider';

const renderAccountLink = () => <AccountLink />;

export function PublicLayoutRoute() {
  return (
    <MarketingActionsProvider accountLink={renderAccountLink}>
      <MarketingLayout>
        <Outlet />
      </MarketingLayout>
    </MarketingActionsProvider>
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
