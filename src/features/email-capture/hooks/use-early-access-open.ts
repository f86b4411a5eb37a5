import { useEffect, useState } from 'react';
import { fetchEarlyAccessOpen } from '@/data/public-forms/early-access-status';

/**
 * Whether early access is open, read once `enabled` (the visitor opened the form), so a closed list says so
 * before anyone types. null until known; reading it also loads the client the form sends with.
 */
export function useEarlyAccessOpen(enabled: boolean): boolean | null {
  const [open, setOpen] = useState<boolean | null>(null);
  useEffect(() => {
    if (!enabled || open !== null) return;
    let cancelled = false;
    void fetchEarlyAccessOpen().then((value) => {
      if (!cancelled) setOpen(value);
    });
    return () => {
      cancelled = true;
    };
  }, [enabled, open]);
  return open;
}
