// What marketing pages need from other features, provided by the app layer (a feature never imports another).
import { createContext, useContext, type ReactNode } from 'react';

export interface CaptureSlotProps {
  source: string;
  variant?: 'default' | 'mobile' | 'minimal';
  buttonLabel?: string;
  submitLabel?: string;
  successText?: string;
  /** 'dark' when the capture sits on a dark call-to-action card. */
  surface?: 'light' | 'dark';
  onSuccess?: () => void;
}

export interface MarketingActions {
  openDemo: (source: string) => void;
  preloadDemo: () => void;
  renderCapture: (props: CaptureSlotProps) => ReactNode;
  /** 'Go to Dashboard' or 'Sign In'. */
  renderAccountLink: () => ReactNode;
  renderThemeToggle: () => ReactNode;
}

export const MarketingActionsContext = createContext<MarketingActions>({
  openDemo: () => undefined,
  preloadDemo: () => undefined,
  renderCapture: () => null,
  renderAccountLink: () => null,
  renderThemeToggle: () => null,
});

export function useMarketingActions(): MarketingActions {
  return useContext(MarketingActionsContext);
}
