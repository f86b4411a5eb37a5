// Frame of every public page: header, content, footer, back-to-top. Scrolls to the top (or the hash) on navigation.
import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Island } from '@/components/island';
import { SkipLink } from '@/components/layouts/skip-link';
import { scrollToSection } from '../hooks/scroll-to-section';
import { BackToTop } from './back-to-top';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export function MarketingLayout({ children }: { children: ReactNode }) {
  const { pathname, hash } = useLocation();

  // Client-side navigation only: a prerendered page is a fresh document, which the browser scrolls itself.
  useEffect(() => {
    if (hash) {
      // Let the page render its sections first.
      const frame = window.requestAnimationFrame(() => scrollToSection(decodeURIComponent(hash.slice(1))));
      return () => window.cancelAnimationFrame(frame);
    }
    window.scrollTo(0, 0);
    return undefined;
  }, [pathname, hash]);

  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <Island name="site-header" component={SiteHeader} props={{}} />
      <main id="main-content" tabIndex={-1} className="flex flex-1 flex-col focus:outline-none">
        {children}
      </main>
      <SiteFooter />
      <Island name="back-to-top" component={BackToTop} props={{}} />
    </div>
  );
}
