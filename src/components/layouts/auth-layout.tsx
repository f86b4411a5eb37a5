import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PRODUCT_NAME } from '@/content/site';
import { BrandLogo } from './brand-logo';
import { SkipLink } from './skip-link';

/** Sign-in and onboarding screens: the logo, a header action, and a centred column. */
export function AuthLayout({ headerActions, children }: { headerActions?: ReactNode; children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-background">
      <SkipLink />
      <header className="mx-auto flex h-16 w-full max-w-7xl items-center justify-between px-4 sm:px-6 lg:px-8">
        <Link to="/" aria-label={`${PRODUCT_NAME} home`} className="rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
          <BrandLogo />
        </Link>
        <div className="flex items-center gap-2">{headerActions}</div>
      </header>
      <main id="main-content" tabIndex={-1} className="flex flex-1 flex-col items-center px-4 pb-16 pt-6 focus:outline-none sm:pt-12">
        {children}
      </main>
    </div>
  );
}
