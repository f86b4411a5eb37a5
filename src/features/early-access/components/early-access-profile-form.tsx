import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { useCompleteEarlyAccessProfileMutation } from '@/data/early-access/complete-profile-mutation';
import { COMPANY_SIZES, type EarlyAccessSummary } from '@/data/early-access/early-access-summary';
import { errorMessage } from '@/lib/api-error';

const profileSchema = z.object({
  fullName: z.string().trim().min(1, 'Enter your full name').max(200, 'Use at most 200 characters'),
  company: z.string().trim().max(200, 'Use at most 200 characters'),
  companySize: z.string(),
  jobRole: z.string().trim().max(200, 'Use at most 200 characters'),
  useCase: z.string().trim().max(5000, 'Use at most 5000 characters'),
});

type ProfileValues = z.infer<typeof profileSchema>;

/** The lead completes their profile; prefilled with what the list already knows. */
export function EarlyAccessProfileForm({
  token,
  summary,
  onCompleted,
}: {
  token: string;
  summary: EarlyAccessSummary | undefined;
  onCompleted: () => void;
}) {
  const complete = useCompleteEarlyAccessProfileMutation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ProfileValues>({
    resolver: zodResolver(profileSchema),
    values: {
      fullName: summary?.full_name ?? '',
      company: summary?.company ?? '',
      companySize: summary?.company_size ?? '',
      jobRole: summary?.job_role ?? '',
      useCase: summary?.use_case ?? '',
    },
    resetOptions: { keepDirtyValues: true },
  });

  const onSubmit = handleSubmit((values) => complete.mutate({ token, ...values }, { onSuccess: onCompleted }));
  const busy = complete.isPending || complete.isSuccess;

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-5">
      {complete.isError ? <Alert variant="destructive">{errorMessage(complete.error)}</Alert> : null}
      <FormField id="profile-full-name" label="Full name" error={errors.fullName?.message}>
        {(control) => <Input {...control} autoComplete="name" required {...register('fullName')} />}
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="profile-company" label="Company" optional error={errors.company?.message}>
          {(control) => <Input {...control} autoComplete="organization" {...register('company')} />}
        </FormField>
        <FormField id="profile-company-size" label="Company size" optional>
          {(control) => (
            <NativeSelect {...control} {...register('companySize')}>
              <option value="">Choose...</option>
              {COMPANY_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size} employees
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </div>
      <FormField id="profile-role" label="Your role" optional error={errors.jobRole?.message}>
        {(control) => <Input {...control} autoComplete="organization-title" {...register('jobRole')} />}
      </FormField>
      <FormField id="profile-use-case" label="What would you like to use LXERA for?" optional error={errors.useCase?.message}>
        {(control) => <Textarea {...control} rows={3} {...register('useCase')} />}
      </FormField>
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? (
          <>
            <Spinner className="text-current" />
            Saving...
          </>
        ) : (
          'Complete profile'
        )}
      </Button>
    </form>
  );
}
