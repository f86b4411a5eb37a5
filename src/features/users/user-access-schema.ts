import { z } from 'zod';
import { USER_ROLES } from '@/data/users/user-admin-types';

/** Role and company of a profile; a company admin must have a company (the table's own check). */
export const userAccessSchema = z
  .object({
    role: z.enum(USER_ROLES, { error: 'Choose a role' }),
    companyId: z.string(),
  })
  .refine((values) => values.role !== 'company_admin' || values.companyId !== '', {
    path: ['companyId'],
    message: 'A company admin needs a company',
  });

export type UserAccessValues = z.input<typeof userAccessSchema>;
