// What the marketing pages get from other features (the demo dialog, the e-mail capture, the account link,
// the theme toggle), for both ways a public page runs: inside the app and as the islands of a prerendered page.
import { useMemo, type ReactNode } from 'react';
import { DemoDialogProvider } from '@/features/demo-request/components/demo-dialog-provider';
import { useDemoDialog } from '@/features/demo-request/demo-dialog-context';
import { EmailCapture } from '@/features/email-capture/components/email-capture';
import { MarketingActionsContext, type MarketingActions } from '@/features/marketing/marketing-actions';
import { ThemeToggleButton } from '@/features/theme/components/theme-toggle-button';

function ActionsProvider({ accountLink, children }: { accountLink: () => ReactNode; children: ReactNode }) {
  const { openDemo, preloadDemo } = useDemoDialog();
  const actions = useMemo<MarketingActions>(
    () => ({
      openDemo,
      preloadDemo,
      renderCapture: (props) => <EmailCapture {...props} />,
      renderAccountLink: accountLink,
      renderThemeToggle: () => <ThemeToggleButton titled />,
    }),
    [openDemo, preloadDemo, accountLink],
  );
  return <MarketingActionsContext.Provider value={actions}>{children}</MarketingActionsContext.Provider>;
}

/** `accountLink` must be stable (a module-level function): it is part of the memoised actions. */
export function MarketingActionsProvider({ accountLink, children }: { accountLink: () => ReactNode; children: ReactNode }) {
  return (
    <DemoDialogProvider>
      <ActionsProvider accountLink={accountLink}>{children}</ActionsProvider>
    </DemoDialogProvider>
  );
}
