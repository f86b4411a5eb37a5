import { z } from 'zod';
import { COMPANY_PLANS, COMPANY_SIZES, type Company, type CompanyInput } from '@/data/companies/company-types';

/** The companies table's checks, with messages a person can act on. */
export const companyFormSchema = z.object({
  name: z.string().trim().min(1, 'Enter the company name').max(200, 'Use at most 200 characters'),
  slug: z
    .string()
    .trim()
    .min(1, 'Enter a slug')
    .min(2, 'Use at least 2 characters')
    .max(63, 'Use at most 63 characters')
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Use lowercase letters, digits and single hyphens, e.g. acme-corp'),
  industry: z.string().trim().max(100, 'Use at most 100 characters'),
  size: z.union([z.enum(COMPANY_SIZES), z.literal('')]),
  country: z.string().trim().max(100, 'Use at most 100 characters'),
  plan: z.enum(COMPANY_PLANS),
});

export type CompanyFormValues = z.input<typeof companyFormSchema>;

export const EMPTY_COMPANY_FORM: CompanyFormValues = { name: '', slug: '', industry: '', size: '', country: '', plan: 'trial' };

export function companyFormValues(company: Company): CompanyFormValues {
  return {
    name: company.name,
    slug: company.slug,
    industry: company.industry ?? '',
    size: (COMPANY_SIZES as readonly string[]).includes(company.size ?? '') ? (company.size as CompanyFormValues['size']) : '',
    country: company.country ?? '',
    plan: (COMPANY_PLANS as readonly string[]).includes(company.plan) ? (company.plan as CompanyFormValues['plan']) : 'trial',
  };
}

/** The row to write: blanks become null. */
export function companyInput(values: z.output<typeof companyFormSchema>): CompanyInput {
  return {
    name: values.name,
    slug: values.slug,
    industry: values.industry || null,
    size: values.size || null,
    country: values.country || null,
    plan: values.plan,
  };
}
