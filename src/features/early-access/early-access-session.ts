// The early-access session the one-time-code login leaves in the browser (spec §3): an opaque token the
// backend verifies (see docs/decisions/0002-early-access-token.md) and the e-mail it belongs to.
import { EARLY_ACCESS_EMAIL_STORAGE_KEY, EARLY_ACCESS_TOKEN_STORAGE_KEY } from '@/config/constants';
import { revokeEarlyAccessToken } from '@/data/early-access/revoke-early-access-token';
import { readStorage, writeStorage } from '@/lib/browser-storage';

export function readEarlyAccessEmail(): string | null {
  return readStorage(EARLY_ACCESS_EMAIL_STORAGE_KEY);
}

export function readEarlyAccessToken(): string | null {
  return readStorage(EARLY_ACCESS_TOKEN_STORAGE_KEY);
}

export function storeEarlyAccessSession(token: string, email: string): void {
  writeStorage(EARLY_ACCESS_TOKEN_STORAGE_KEY, token);
  writeStorage(EARLY_ACCESS_EMAIL_STORAGE_KEY, email);
}

/** Forgets the session in this browser and revokes its token on the server (in the background). */
export function clearEarlyAccessSession(): void {
  const token = readEarlyAccessToken();
  if (token) void revokeEarlyAccessToken(token);
  writeStorage(EARLY_ACCESS_TOKEN_STORAGE_KEY, null);
  writeStorage(EARLY_ACCESS_EMAIL_STORAGE_KEY, null);
}
