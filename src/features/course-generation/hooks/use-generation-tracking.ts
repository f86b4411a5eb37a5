import { useContext } from 'react';
import { GenerationTrackingContext, type GenerationTrackingValue } from '../generation-tracking-context';

/** Start or stop showing the floating progress card: `trackJob(id)` when a generation starts. */
export function useGenerationTracking(): GenerationTrackingValue {
  const context = useContext(GenerationTrackingContext);
  if (!context) throw new Error('useGenerationTracking must be used within a GenerationTrackingProvider');
  return context;
}
