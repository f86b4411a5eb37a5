// The early-access session the one-time-code login leaves in the browser (spec §3).
import { EARLY_ACCESS_EMAIL_STORAGE_KEY, EARLY_ACCESS_TOKEN_STORAGE_KEY } from '@/config/constants';
import { readStorage, writeStorage } from '@/lib/browser-storage';

export function readEarlyAccessEmail(): string | null {
  return readStorage(EARLY_ACCESS_EMAIL_STORAGE_KEY);
}

export function clearEarlyAccessSession(): void {
  writeStorage(EARLY_ACCESS_TOKEN_STORAGE_KEY, null);
  writeStorage(EARLY_ACCESS_EMAIL_STORAGE_KEY, null);
}
