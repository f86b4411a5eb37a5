import type { AuthChangeEvent, Session, User } from '@supabase/supabase-js';
import { createContext } from 'react';
import type { Profile } from '@/data/users/profile-query';

export interface AuthState {
  /** True until the first session check ends, and while the signed-in user's profile is loading. */
  loading: boolean;
  session: Session | null;
  user: User | null;
  /** The user's row in public.users; null when signed out, missing, or its fetch failed. */
  profile: Profile | null;
  lastEvent: AuthChangeEvent | null;
  /** The user arrived through a password-recovery link and should choose a new password. */
  isPasswordRecovery: boolean;
  /** The session ended because the user chose Sign Out (not because it expired). */
  signedOutByUser: boolean;
}

export interface AuthContextValue extends AuthState {
  signOut: () => Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);
