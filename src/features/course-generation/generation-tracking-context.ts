import { createContext } from 'react';

export interface GenerationTrackingValue {
  /** The course-generation job whose progress card is shown, if any. */
  trackedJobId: string | null;
  trackJob: (jobId: string) => void;
  clearTrackedJob: () => void;
}

export const GenerationTrackingContext = createContext<GenerationTrackingValue | null>(null);
