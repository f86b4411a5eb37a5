import { z } from 'zod';

/** The same e-mail rule as the function and the tables: one @ and a dot in the domain. */
export const inviteAdminSchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, 'Enter the e-mail address')
    .max(320, 'Use at most 320 characters')
    .regex(/^[^@\s]+@[^@\s]+\.[^@\s]+$/, 'Enter a valid e-mail address, e.g. name@company.com'),
  fullName: z.string().trim().max(200, 'Use at most 200 characters'),
  companyId: z.string().min(1, 'Choose the company'),
});

export type InviteAdminValues = z.input<typeof inviteAdminSchema>;
