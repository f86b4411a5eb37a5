import { ArrowLeft, House } from 'lucide-react';
import { useEffect } from 'react';
import { AppLink, useGoBack, usePathname } from '@/components/ui/app-link';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { logger } from '@/lib/logger';

/** The 404 page's buttons (an island of the prerendered 404): Back to Home, Go Back; logs the missing path. */
export function NotFoundActions() {
  const pathname = usePathname();
  const goBack = useGoBack();

  useEffect(() => {
    logger.warn(`404: no page at ${pathname}`);
  }, [pathname]);

  return (
    <div className="flex flex-wrap justify-center gap-3">
      <Button asChild size="lg">
        <AppLink to={paths.home}>
          <House aria-hidden="true" />
          Back to Home
        </AppLink>
      </Button>
      <Button variant="outline" size="lg" onClick={goBack}>
        <ArrowLeft aria-hidden="true" />
        Go Back
      </Button>
    </div>
  );
}
