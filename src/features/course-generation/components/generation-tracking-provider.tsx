import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { TRACKED_GENERATION_JOB_STORAGE_KEY } from '@/config/constants';
import { readStorage, writeStorage } from '@/lib/browser-storage';
import { GenerationTrackingContext, type GenerationTrackingValue } from '../generation-tracking-context';

/** Remembers the tracked job per browser, so the card survives reloads and moves between pages. */
export function GenerationTrackingProvider({ children }: { children: ReactNode }) {
  const [trackedJobId, setTrackedJobId] = useState<string | null>(() => readStorage(TRACKED_GENERATION_JOB_STORAGE_KEY));
  const trackJob = useCallback((jobId: string) => {
    writeStorage(TRACKED_GENERATION_JOB_STORAGE_KEY, jobId);
    setTrackedJobId(jobId);
  }, []);
  const clearTrackedJob = useCallback(() => {
    writeStorage(TRACKED_GENERATION_JOB_STORAGE_KEY, null);
    setTrackedJobId(null);
  }, []);
  const value = useMemo<GenerationTrackingValue>(
    () => ({ trackedJobId, trackJob, clearTrackedJob }),
    [trackedJobId, trackJob, clearTrackedJob],
  );
  return <GenerationTrackingContext.Provider value={value}>{children}</GenerationTrackingContext.Provider>;
}
