import type { AuthChangeEvent, Session } from '@supabase/supabase-js';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { PROFILE_LOAD_DELAY_MS } from '@/config/constants';
import { subscribeToAuthChanges } from '@/data/auth/auth-session';
import { signOut as endSession } from '@/data/auth/sign-out';
import { usersKeys } from '@/data/users/keys';
import { useProfileQuery } from '@/data/users/profile-query';
import { logger } from '@/lib/logger';
import { AuthContext, type AuthContextValue } from '../auth-context';

/**
 * Holds the session and the signed-in user's profile. Handles INITIAL_SESSION, SIGNED_IN, SIGNED_OUT,
 * TOKEN_REFRESHED, USER_UPDATED and PASSWORD_RECOVERY; the profile loads 100 ms after each change, because
 * calling the client from inside its own auth callback can deadlock its session lock.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [initialized, setInitialized] = useState(false);
  const [session, setSession] = useState<Session | null>(null);
  const [lastEvent, setLastEvent] = useState<AuthChangeEvent | null>(null);
  const [isPasswordRecovery, setIsPasswordRecovery] = useState(false);
  const [signedOutByUser, setSignedOutByUser] = useState(false);
  /** The user whose profile is due: set PROFILE_LOAD_DELAY_MS after the change that signed them in. */
  const [profileUserId, setProfileUserId] = useState<string | null>(null);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = subscribeToAuthChanges((event, next) => {
      setLastEvent(event);
      setSession(next);
      if (event === 'INITIAL_SESSION') setInitialized(true);
      if (next) setSignedOutByUser(false);
      if (event === 'PASSWORD_RECOVERY') setIsPasswordRecovery(true);
      if (event === 'SIGNED_OUT') {
        setIsPasswordRecovery(false);
        // The next person on this browser must not see the previous user's cached data.
        queryClient.removeQueries();
      }
      clearTimeout(timer);
      timer = setTimeout(() => {
        const userId = next?.user.id ?? null;
        setProfileUserId(userId);
        if (event === 'USER_UPDATED' && userId) void queryClient.invalidateQueries({ queryKey: usersKeys.profile(userId) });
      }, PROFILE_LOAD_DELAY_MS);
    });
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, [queryClient]);

  const userId = session?.user.id ?? null;
  const profileQuery = useProfileQuery(profileUserId);
  const profileDue = userId !== null && profileUserId === userId;
  const profileLoading = userId !== null && (!profileDue || profileQuery.isPending);

  useEffect(() => {
    if (profileQuery.error) logger.error('Profile fetch failed', profileQuery.error);
  }, [profileQuery.error]);

  const signOut = useCallback(async () => {
    setSignedOutByUser(true);
    await endSession();
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({
      loading: !initialized || profileLoading,
      session,
      user: session?.user ?? null,
      profile: profileDue ? (profileQuery.data ?? null) : null,
      lastEvent,
      isPasswordRecovery,
      signedOutByUser,
      signOut,
    }),
    [initialized, profileLoading, session, profileDue, profileQuery.data, lastEvent, isPasswordRecovery, signedOutByUser, signOut],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
