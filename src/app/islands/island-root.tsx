// The providers around every island of a prerendered page, the same when the page is prerendered and when
// the browser hydrates it, so both render the same markup: the theme, plain-anchor links (there is no router
// on these pages), and the marketing actions with the island's own demo dialog.
import { useEffect, type ReactNode } from 'react';
import { AppNavigationProvider, documentNavigation } from '@/components/ui/app-link';
import { ThemeProvider } from '@/features/theme/components/theme-provider';
import { MarketingActionsProvider } from '../marketing-actions-provider';
import { IslandAccountLink } from './island-account-link';

const renderAccountLink = () => <IslandAccountLink />;

/** Renders nothing; calls `onReady` once hydrated. Always present, so the tree (and its ids) is the same on both sides. */
function ReadyMarker({ onReady }: { onReady?: () => void }) {
  useEffect(() => onReady?.(), [onReady]);
  return null;
}

export function IslandRoot({ pathname, onReady, children }: { pathname: string; onReady?: () => void; children: ReactNode }) {
  return (
    <ThemeProvider>
      <AppNavigationProvider value={documentNavigation(pathname)}>
        <MarketingActionsProvider accountLink={renderAccountLink}>
          {children}
          <ReadyMarker onReady={onReady} />
        </MarketingActionsProvider>
      </AppNavigationProvider>
    </ThemeProvider>
  );
}

/** useId prefix of the island at `index` in document order: ids stay unique across a page's roots. */
export const islandIdPrefix = (index: number) => `i${index}-`;
