import { QueryClientProvider } from '@tanstack/react-query';
import { AccountLink } from '@/features/auth/components/account-link';
import { AuthProvider } from '@/features/auth/components/auth-provider';
import { createQueryClient } from '@/lib/query-client';

// One cache for every account link of the page (desktop and mobile header), so the profile loads once.
const queryClient = createQueryClient();

/** The account link with the session and profile behind it, for a browser that may be signed in. */
export function SessionAccountLink() {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <AccountLink />
      </AuthProvider>
    </QueryClientProvider>
  );
}
