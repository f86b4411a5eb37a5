import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { copyrightLine, legalLinks } from '@/content/navigation';
import { PRODUCT_NAME } from '@/content/site';
import { BrandLogo } from './brand-logo';
import { SkipLink } from './skip-link';

/**
 * The frame of the public site: header with the account action, content, footer. Kept minimal; the marketing
 * navigation arrives with the marketing site.
 */
export function PublicLayout({ headerActions, children }: { headerActions?: ReactNode; children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <header className="sticky top-0 z-30 border-b bg-background/85 backdrop-blur supports-[backdrop-filter]:bg-background/70">
        <div className="mx-auto flex h-16 w-full max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
          <Link to="/" aria-label={`${PRODUCT_NAME} home`} className="rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
            <BrandLogo />
          </Link>
          <div className="flex items-center gap-2">{headerActions}</div>
        </div>
      </header>
      <main id="main-content" tabIndex={-1} className="flex flex-1 flex-col focus:outline-none">
        {children}
      </main>
      <footer className="border-t bg-card">
        <div className="mx-auto flex w-full max-w-7xl flex-col gap-4 px-4 py-8 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
          <p>{copyrightLine(new Date().getFullYear())}</p>
          <nav aria-label="Legal">
            <ul className="flex flex-wrap gap-x-6 gap-y-2">
              {legalLinks.map((item) => (
                <li key={item.href}>
                  <Link to={item.href} className="rounded-sm hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </footer>
    </div>
  );
}
