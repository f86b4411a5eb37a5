// React Query keys of public.companies and public.company_invitations. Mutations invalidate through these.
import type { CompanyFilter } from './company-types';

export const companiesKeys = {
  all: ['companies'] as const,
  pages: () => [...companiesKeys.all, 'page'] as const,
  page: (filter: CompanyFilter, page: number, pageSize: number) => [...companiesKeys.pages(), filter, page, pageSize] as const,
  details: () => [...companiesKeys.all, 'detail'] as const,
  detail: (id: string) => [...companiesKeys.details(), id] as const,
  options: () => [...companiesKeys.all, 'options'] as const,
  invitations: (companyId: string | null) => [...companiesKeys.all, 'invitations', companyId ?? 'all'] as const,
};
