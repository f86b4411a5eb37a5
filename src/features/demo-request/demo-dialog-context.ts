import { createContext, useContext } from 'react';

export interface DemoDialogApi {
  /** Opens the demo dialog; `source` is stored on the ticket (e.g. 'Hero Section'). */
  openDemo: (source: string) => void;
  /** Starts downloading the dialog's code ahead of a likely click. */
  preloadDemo: () => void;
}

const noop: DemoDialogApi = { openDemo: () => undefined, preloadDemo: () => undefined };

export const DemoDialogContext = createContext<DemoDialogApi>(noop);

export function useDemoDialog(): DemoDialogApi {
  return useContext(DemoDialogContext);
}
