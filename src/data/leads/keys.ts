// React Query keys of public.early_access_leads as the companies screen reads them.
export const leadsKeys = {
  all: ['early-access-leads'] as const,
  approved: () => [...leadsKeys.all, 'approved'] as const,
};
