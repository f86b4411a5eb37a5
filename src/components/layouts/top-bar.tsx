import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PRODUCT_NAME } from '@/content/site';
import { BrandLogo } from './brand-logo';

/** The bar above the content: (mobile) logo, the role title, and the actions (theme, user menu). */
export function TopBar({
  roleTitle,
  homeHref,
  showLogo,
  actions,
}: {
  roleTitle: string;
  homeHref: string;
  showLogo: boolean;
  actions: ReactNode;
}) {
  return (
    <header className="sticky top-0 z-30 flex h-16 shrink-0 items-center gap-3 border-b bg-background/85 px-4 backdrop-blur supports-[backdrop-filter]:bg-background/70 md:px-8">
      {showLogo ? (
        <Link
          to={homeHref}
          aria-label={`${PRODUCT_NAME} home`}
          className="rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <BrandLogo compact />
        </Link>
      ) : null}
      <p className="truncate text-base font-semibold tracking-tight">{roleTitle}</p>
      <div className="ml-auto flex items-center gap-1.5">{actions}</div>
    </header>
  );
}
