import { Moon, Sun } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Button } from '@/components/ui/button';
import { useHydrated } from '@/lib/use-hydrated';
import { useTheme } from '../hooks/use-theme';

/** The label of the toggle for the theme shown now. */
export function useThemeToggleLabel(): string {
  const { theme } = useTheme();
  // Prerendered HTML cannot know the visitor's theme: it names the light default until hydration is done,
  // while the icon follows the .dark class the inline script of index.html sets before first paint.
  const shown = useHydrated() ? theme : 'light';
  return shown === 'dark' ? 'Switch to light theme' : 'Switch to dark theme';
}

/**
 * The sun/moon button. Public pages use it bare, with the browser's own tooltip (`title`), because a
 * positioned tooltip library would weigh more than the rest of the header; the app wraps it in one.
 */
export function ThemeToggleButton({ titled = false, onClick, ...props }: ComponentProps<typeof Button> & { titled?: boolean }) {
  const { toggleTheme } = useTheme();
  const label = useThemeToggleLabel();
  return (
    <Button
      variant="ghost"
      size="icon-sm"
      aria-label={label}
      title={titled ? label : undefined}
      {...props}
      onClick={(event) => {
        onClick?.(event);
        toggleTheme();
      }}
    >
      <Sun aria-hidden="true" className="hidden dark:block" />
      <Moon aria-hidden="true" className="dark:hidden" />
    </Button>
  );
}
