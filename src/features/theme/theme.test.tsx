import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import indexHtml from '../../../index.html?raw';
import { TooltipProvider } from '@/components/ui/tooltip';
import { THEME_STORAGE_KEY } from '@/config/constants';
import { setSystemDarkMode } from '@/testing/media';
import { ThemeProvider } from './components/theme-provider';
import { ThemeToggle } from './components/theme-toggle';

function renderToggle() {
  return render(
    <ThemeProvider>
      <TooltipProvider>
        <ThemeToggle />
      </TooltipProvider>
    </ThemeProvider>,
  );
}

const isDark = () => document.documentElement.classList.contains('dark');

describe('theme', () => {
  it('defaults to the system preference and follows it while nothing is stored', () => {
    setSystemDarkMode(true);
    renderToggle();
    expect(isDark()).toBe(true);
    expect(document.documentElement.style.colorScheme).toBe('dark');
    act(() => setSystemDarkMode(false));
    expect(isDark()).toBe(false);
  });

  it('remembers the chosen theme per browser', async () => {
    const first = renderToggle();
    expect(isDark()).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    expect(isDark()).toBe(true);
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');

    first.unmount();
    document.documentElement.className = '';
    renderToggle();
    expect(isDark()).toBe(true);
    expect(screen.getByRole('button', { name: 'Switch to light theme' })).toBeInTheDocument();
  });

  it('lets a stored choice win over the system preference', () => {
    window.localStorage.setItem(THEME_STORAGE_KEY, 'light');
    setSystemDarkMode(true);
    renderToggle();
    expect(isDark()).toBe(false);
  });

  describe('the inline script of index.html (no flash of the wrong theme)', () => {
    const html = indexHtml;
    const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    const run = () => new Function(script)();

    it('reads the same storage key as the app', () => {
      expect(script).toContain(`'${THEME_STORAGE_KEY}'`);
    });

    it.each([
      ['dark', false, true],
      ['light', true, false],
      [null, true, true],
      [null, false, false],
    ])('stored %s with a dark system %s gives dark %s', (stored, systemDark, expectDark) => {
      if (stored) window.localStorage.setItem(THEME_STORAGE_KEY, stored);
      setSystemDarkMode(systemDark);
      run();
      expect(isDark()).toBe(expectDark);
      expect(document.documentElement.style.colorScheme).toBe(expectDark ? 'dark' : 'light');
    });

    it('runs before the app script, in the head', () => {
      expect(html.indexOf(script)).toBeLessThan(html.indexOf('src="/src/main.tsx"'));
      expect(html.indexOf(script)).toBeLessThan(html.indexOf('</head>'));
    });
  });
});
