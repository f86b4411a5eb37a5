// The header's account link on a prerendered page. Most visitors are signed out, so it is 'Sign In' without
// downloading the auth client; only a browser holding a session (or one that signs in in another tab) loads
// the client and the profile, to offer 'Go to Dashboard' for the user's role.
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { AccountLinkView } from '@/features/auth/components/account-link';
import { isSessionStorageKey, mayHaveStoredSession } from '@/lib/load-supabase';

const SessionAccountLink = lazy(() => import('./session-account-link').then((module) => ({ default: module.SessionAccountLink })));

function subscribeToSessionStorage(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (isSessionStorageKey(event.key)) onChange();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

export function IslandAccountLink() {
  // Prerendered (and while hydrating) the link reads 'Sign In'; then the browser's storage decides.
  const mayBeSignedIn = useSyncExternalStore(subscribeToSessionStorage, mayHaveStoredSession, () => false);
  const signIn = <AccountLinkView />;
  if (!mayBeSignedIn) return signIn;
  return (
    <Suspense fallback={signIn}>
      <SessionAccountLink />
    </Suspense>
  );
}
