// The visitor's answer to the cookie banner, remembered per browser. Listeners hear changes made on this
// page and in other tabs, so the banner and the tool loaders stay in step.
import { readStorage, writeStorage } from '@/lib/browser-storage';

export type Consent = 'accepted' | 'declined';

export const CONSENT_STORAGE_KEY = 'lxera-cookie-consent';

const listeners = new Set<() => void>();

export function readConsent(): Consent | null {
  const stored = readStorage(CONSENT_STORAGE_KEY);
  return stored === 'accepted' || stored === 'declined' ? stored : null;
}

export function writeConsent(consent: Consent): void {
  writeStorage(CONSENT_STORAGE_KEY, consent);
  for (const listener of listeners) listener();
}

export function subscribeToConsent(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === CONSENT_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
