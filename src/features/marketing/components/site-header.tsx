// The public header: brand, menus, Request a Demo, account link, theme toggle and the scroll-progress bar.
import { CalendarDays } from 'lucide-react';
import { BrandLogo } from '@/components/layouts/brand-logo';
import { AppLink, usePathname } from '@/components/ui/app-link';
import { Button } from '@/components/ui/button';
import { headerCopy } from '@/content/navigation';
import { DEMO_SOURCES } from '@/content/sources';
import { cx } from '@/lib/cx';
import { HEADER_SCROLLED_PX, useScrollState } from '../hooks/use-scroll-state';
import { useTrackedSections } from '../hooks/use-tracked-sections';
import { useMarketingActions } from '../marketing-actions';
import { DesktopNav } from './desktop-nav';
import { MobileNav } from './mobile-nav';

export function SiteHeader() {
  const scroll = useScrollState();
  const { openDemo, preloadDemo, renderAccountLink, renderThemeToggle } = useMarketingActions();
  const pathname = usePathname();
  // The landing's platform, solutions and contact sections are tracked while they scroll by.
  useTrackedSections(pathname === '/');
  const scrolled = scroll.y > HEADER_SCROLLED_PX;

  return (
    <header
      className={cx(
        'sticky top-0 z-30 border-b transition-[background-color,box-shadow,border-color] duration-200',
        scrolled ? 'bg-background/90 shadow-sm backdrop-blur supports-[backdrop-filter]:bg-background/75' : 'border-transparent bg-background',
      )}
    >
      <div className="relative mx-auto flex h-16 w-full max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <div className="flex items-center gap-6">
          <AppLink to="/" aria-label={headerCopy.homeLabel} className="rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
            <BrandLogo />
          </AppLink>
          <DesktopNav />
        </div>
        <div className="flex items-center gap-2">
          {renderThemeToggle()}
          <div className="hidden items-center gap-2 lg:flex">
            <Button variant="outline" size="sm" onClick={() => openDemo(DEMO_SOURCES.navigation)} onPointerEnter={preloadDemo} onFocus={preloadDemo}>
              <CalendarDays aria-hidden="true" />
              {headerCopy.requestDemo}
            </Button>
            {renderAccountLink()}
          </div>
          <MobileNav
            actions={
              <>
                {pathname !== '/' ? (
                  <Button asChild variant="outline">
                    <AppLink to={`/${headerCopy.mobileDemoTarget}`}>{headerCopy.requestDemo}</AppLink>
                  </Button>
                ) : null}
                {renderAccountLink()}
              </>
            }
          />
        </div>
      </div>
      <div
        role="progressbar"
        aria-label={headerCopy.scrollProgress}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(scroll.progress * 100)}
        className="absolute inset-x-0 bottom-0 h-0.5"
      >
        <div className="h-full origin-left bg-brand" style={{ transform: `scaleX(${scroll.progress})` }} />
      </div>
    </header>
  );
}
