import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useSetPasswordMutation } from '@/data/auth/set-password-mutation';
import { errorMessage } from '@/lib/api-error';

const MIN_PASSWORD_LENGTH = 8;

export const setPasswordSchema = z
  .object({
    // The server enforces its own rules too (weak_password); this only saves a round trip.
    password: z
      .string()
      .min(1, 'Enter a password')
      .min(MIN_PASSWORD_LENGTH, `Use at least ${MIN_PASSWORD_LENGTH} characters`)
      .max(72, 'Use at most 72 characters'),
    confirm: z.string().min(1, 'Repeat the password'),
  })
  .refine((values) => values.password === values.confirm, { path: ['confirm'], message: 'The passwords do not match' });

type SetPasswordValues = z.infer<typeof setPasswordSchema>;

/** The invitee's first step after following the mailed link: choose the password for later sign-ins. */
export function SetPasswordForm({ email, onDone }: { email: string | null; onDone: () => void }) {
  const setPassword = useSetPasswordMutation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SetPasswordValues>({ resolver: zodResolver(setPasswordSchema), defaultValues: { password: '', confirm: '' } });

  const onSubmit = handleSubmit((values) => setPassword.mutate(values.password, { onSuccess: onDone }));

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-5">
      {setPassword.isError ? <Alert variant="destructive">{errorMessage(setPassword.error)}</Alert> : null}
      {/* Lets password managers store the new password under the right account. */}
      {email ? <input type="email" name="email" autoComplete="username" value={email} readOnly hidden /> : null}
      <FormField id="set-password" label="New password" hint={`At least ${MIN_PASSWORD_LENGTH} characters.`} error={errors.password?.message}>
        {(control) => <Input {...control} type="password" autoComplete="new-password" required {...register('password')} />}
      </FormField>
      <FormField id="set-password-confirm" label="Repeat password" error={errors.confirm?.message}>
        {(control) => <Input {...control} type="password" autoComplete="new-password" required {...register('confirm')} />}
      </FormField>
      <Button type="submit" size="lg" disabled={setPassword.isPending} className="w-full">
        {setPassword.isPending ? <Spinner className="text-current" /> : null}
        Set password and continue
      </Button>
    </form>
  );
}
