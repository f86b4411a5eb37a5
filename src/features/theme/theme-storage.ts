// The theme preference: light or dark, remembered per browser; without one, the system preference decides.
// index.html applies the same rule in an inline script before first paint, so there is no flash.
import { THEME_STORAGE_KEY } from '@/config/constants';
import { readStorage, writeStorage } from '@/lib/browser-storage';

export type Theme = 'light' | 'dark';

export const DARK_SCHEME_QUERY = '(prefers-color-scheme: dark)';

export function readStoredTheme(): Theme | null {
  const stored = readStorage(THEME_STORAGE_KEY);
  return stored === 'light' || stored === 'dark' ? stored : null;
}

export function storeTheme(theme: Theme): void {
  writeStorage(THEME_STORAGE_KEY, theme);
}

export function systemTheme(): Theme {
  return window.matchMedia(DARK_SCHEME_QUERY).matches ? 'dark' : 'light';
}

export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  root.classList.toggle('dark', theme === 'dark');
  root.style.colorScheme = theme;
}
