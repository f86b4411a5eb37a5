// Lets any public page open the demo dialog with a source label. The dialog's code (form library, country
// list) is downloaded on the first open, or when the visitor shows intent by hovering a demo button.
import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import { DemoDialogContext } from '../demo-dialog-context';

const loadDialog = () => import('./demo-dialog');
const LazyDemoDialog = lazy(() => loadDialog().then((module) => ({ default: module.DemoDialog })));

export function DemoDialogProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<{ open: boolean; source: string; used: boolean }>({ open: false, source: '', used: false });
  const openDemo = useCallback((source: string) => setState({ open: true, source, used: true }), []);
  const value = useMemo(() => ({ openDemo, preloadDemo: () => void loadDialog() }), [openDemo]);

  return (
    <DemoDialogContext.Provider value={value}>
      {children}
      {state.used ? (
        <Suspense fallback={null}>
          <LazyDemoDialog open={state.open} source={state.source} onOpenChange={(open) => setState((current) => ({ ...current, open }))} />
        </Suspense>
      ) : null}
    </DemoDialogContext.Provider>
  );
}
