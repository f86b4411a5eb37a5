import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { paths } from '@/config/paths';
import { useEarlyAccessOpenQuery } from '@/data/early-access/early-access-open-query';
import { COMPANY_SIZES } from '@/data/early-access/early-access-summary';
import { SubmitTicketError, useSubmitEarlyAccessMutation } from '@/data/early-access/submit-early-access-mutation';
import { errorMessage } from '@/lib/api-error';

export const REFERRAL_SOURCES = [
  'Search engine',
  'LinkedIn',
  'A colleague or friend',
  'Event or conference',
  'Newsletter or blog',
  'Other',
] as const;

const signupSchema = z.object({
  firstName: z.string().trim().min(1, 'Enter your first name').max(100, 'Use at most 100 characters'),
  lastName: z.string().trim().min(1, 'Enter your last name').max(100, 'Use at most 100 characters'),
  email: z.string().trim().min(1, 'Enter your work email').pipe(z.email('Enter a valid email address')),
  company: z.string().trim().min(1, 'Enter your company').max(200, 'Use at most 200 characters'),
  companySize: z.string().refine((size) => (COMPANY_SIZES as readonly string[]).includes(size), 'Choose a company size'),
  jobTitle: z.string().trim().max(200, 'Use at most 200 characters'),
  useCase: z.string().trim().max(5000, 'Use at most 5000 characters'),
  referralSource: z.string(),
});

export type EarlyAccessSignupValues = z.infer<typeof signupSchema>;
type FieldName = keyof EarlyAccessSignupValues;

/** /early-access: joins the early-access list (an early_access ticket and a lead); the server mails a magic link. */
export function EarlyAccessSignupForm({ referralCode }: { referralCode?: string | null }) {
  const submit = useSubmitEarlyAccessMutation();
  // Closed by a super admin: say so before anyone fills the form in (the server refuses the sign-up anyway).
  const closed = useEarlyAccessOpenQuery().data === false;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<EarlyAccessSignupValues>({
    resolver: zodResolver(signupSchema),
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      company: '',
      companySize: '',
      jobTitle: '',
      useCase: '',
      referralSource: referralCode ? 'A colleague or friend' : '',
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    const referral = [values.referralSource, referralCode ? `(referral code ${referralCode})` : '']
      .filter(Boolean)
      .join(' ');
    try {
      await submit.mutateAsync({ ...values, referralSource: referral || undefined });
    } catch (failure) {
      // The server's per-field messages go next to their fields; the summary stays in the alert.
      if (failure instanceof SubmitTicketError) {
        for (const [field, message] of Object.entries(failure.fields)) {
          if (field in signupSchema.shape) setError(field as FieldName, { message });
        }
      }
    }
  });

  if (submit.isSuccess) {
    return (
      <div role="status" className="grid justify-items-center gap-3 py-6 text-center">
        <MailCheck aria-hidden="true" className="size-10 text-primary" />
        <p className="text-lg font-semibold">Check Your Email!</p>
        <p className="text-sm text-muted-foreground">We sent you a magic link to complete your profile.</p>
        <p className="text-sm text-muted-foreground">
          Already on the list?{' '}
          <Link to={paths.login} className="font-medium text-foreground underline underline-offset-4">
            Sign in with a one-time code
          </Link>
        </p>
      </div>
    );
  }

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-5">
      {closed ? <Alert title="Early access is closed">Early access sign-ups are closed at the moment. Please check back soon.</Alert> : null}
      {submit.isError ? <Alert variant="destructive">{errorMessage(submit.error)}</Alert> : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="ea-first-name" label="First name" error={errors.firstName?.message}>
          {(control) => <Input {...control} autoComplete="given-name" required {...register('firstName')} />}
        </FormField>
        <FormField id="ea-last-name" label="Last name" error={errors.lastName?.message}>
          {(control) => <Input {...control} autoComplete="family-name" required {...register('lastName')} />}
        </FormField>
      </div>
      <FormField id="ea-email" label="Work email" error={errors.email?.message}>
        {(control) => (
          <Input
            {...control}
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder="you@company.com"
            required
            {...register('email')}
          />
        )}
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="ea-company" label="Company" error={errors.company?.message}>
          {(control) => <Input {...control} autoComplete="organization" required {...register('company')} />}
        </FormField>
        <FormField id="ea-company-size" label="Company size" error={errors.companySize?.message}>
          {(control) => (
            <NativeSelect {...control} required {...register('companySize')}>
              <option value="" disabled>
                Choose...
              </option>
              {COMPANY_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size} employees
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </div>
      <FormField id="ea-role" label="Your role" optional error={errors.jobTitle?.message}>
        {(control) => <Input {...control} autoComplete="organization-title" placeholder="e.g. Head of L&D" {...register('jobTitle')} />}
      </FormField>
      <FormField id="ea-use-case" label="What would you like to use LXERA for?" optional error={errors.useCase?.message}>
        {(control) => <Textarea {...control} rows={3} {...register('useCase')} />}
      </FormField>
      <FormField id="ea-referral" label="How did you hear about us?" optional error={errors.referralSource?.message}>
        {(control) => (
          <NativeSelect {...control} {...register('referralSource')}>
            <option value="">Choose...</option>
            {REFERRAL_SOURCES.map((source) => (
              <option key={source} value={source}>
                {source}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <Button type="submit" size="lg" className="w-full" disabled={submit.isPending || closed}>
        {submit.isPending ? (
          <>
            <Spinner className="text-current" />
            Joining...
          </>
        ) : (
          'Get early access'
        )}
      </Button>
      <p className="text-center text-xs text-muted-foreground">
        By joining you agree to our{' '}
        <Link to={paths.privacy} className="underline underline-offset-4">
          privacy policy
        </Link>
        . No card required.
      </p>
    </form>
  );
}
