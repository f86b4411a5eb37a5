// The demo form's rules (spec §5): six required fields, three optional ones, no other bounds.
import { z } from 'zod';
import { COMPANY_SIZES } from '@/content/form-options';

const required = z.string().trim().min(1, 'Required');

export const demoFormSchema = z.object({
  firstName: required,
  lastName: required,
  // The browser's email check is the only format rule the spec gives; the function validates too.
  email: required.pipe(z.email('Enter a valid email address')),
  company: required,
  companySize: z.enum(COMPANY_SIZES, { error: 'Required' }).or(z.literal('')).refine((value) => value !== '', 'Required'),
  country: required,
  jobTitle: z.string(),
  phone: z.string(),
  message: z.string(),
});

export type DemoFormValues = z.input<typeof demoFormSchema>;

export const EMPTY_DEMO_FORM: DemoFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  company: '',
  companySize: '',
  country: '',
  jobTitle: '',
  phone: '',
  message: '',
};

export const REQUIRED_DEMO_FIELDS = ['firstName', 'lastName', 'email', 'company', 'companySize', 'country'] as const;
