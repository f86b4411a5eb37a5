import { useCallback, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { useHydrated } from '@/lib/use-hydrated';
import { useMediaQuery } from '@/lib/use-media-query';
import { ThemeContext, type ThemeContextValue } from '../theme-context';
import { applyTheme, DARK_SCHEME_QUERY, readStoredTheme, storeTheme, type Theme } from '../theme-storage';

export function ThemeProvider({ children }: { children: ReactNode }) {
  const [explicit, setExplicit] = useState<Theme | null>(readStoredTheme);
  const systemPrefersDark = useMediaQuery(DARK_SCHEME_QUERY);
  const theme: Theme = explicit ?? (systemPrefersDark ? 'dark' : 'light');

  // While hydrating, media queries read as their server value; the inline script of index.html has already
  // applied the right theme, so wait for the real one instead of flashing the default.
  const hydrated = useHydrated();
  useLayoutEffect(() => {
    if (hydrated) applyTheme(theme);
  }, [theme, hydrated]);

  const setTheme = useCallback((next: Theme) => {
    storeTheme(next);
    setExplicit(next);
  }, []);

  const value = useMemo<ThemeContextValue>(
    () => ({
      theme,
      isExplicit: explicit !== null,
      setTheme,
      toggleTheme: () => setTheme(theme === 'dark' ? 'light' : 'dark'),
    }),
    [theme, explicit, setTheme],
  );

  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}
