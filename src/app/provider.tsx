import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ToastOutlet } from '@/components/ui/toast-outlet';
import { TooltipProvider } from '@/components/ui/tooltip';
import { AuthProvider } from '@/features/auth/components/auth-provider';
import { ThemeProvider } from '@/features/theme/components/theme-provider';
import { createQueryClient } from '@/lib/query-client';

/**
 * App-wide providers: data cache, theme, tooltips (700 ms), auth, and the toasts. `deferAuthClient` is set on
 * prerendered public pages, whose visitors are mostly signed out (see AuthProvider).
 */
export function AppProvider({ children, deferAuthClient = false }: { children: ReactNode; deferAuthClient?: boolean }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <TooltipProvider>
          <AuthProvider deferClient={deferAuthClient}>
            {children}
            <ToastOutlet />
          </AuthProvider>
        </TooltipProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
