import { useQuery } from '@tanstack/react-query';
import { fetchEarlyAccessOpen } from '@/data/public-forms/early-access-status';
import { earlyAccessKeys } from './keys';

/** Whether early access is open (the public platform setting); data is true while unknown or unreadable. */
export function useEarlyAccessOpenQuery() {
  return useQuery({ queryKey: earlyAccessKeys.open, queryFn: fetchEarlyAccessOpen, staleTime: 60_000 });
}
