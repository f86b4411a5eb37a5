import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useSignUpWithPasswordMutation } from '@/data/auth/sign-up-mutation';
import { errorMessage } from '@/lib/api-error';

export const SIGN_UP_SUCCESS_MESSAGE = 'Please check your email for a verification link before signing in.';
const MIN_PASSWORD_LENGTH = 8;

const signUpSchema = z.object({
  fullName: z.string().trim().min(1, 'Enter your full name'),
  email: z.string().trim().min(1, 'Enter your email address').pipe(z.email('Enter a valid email address')),
  // The server enforces the password rules too (weak_password); this only saves a round trip.
  password: z
    .string()
    .min(1, 'Enter a password')
    .min(MIN_PASSWORD_LENGTH, `Use at least ${MIN_PASSWORD_LENGTH} characters`),
});

type SignUpValues = z.infer<typeof signUpSchema>;

/** Creates an account; the confirmation mail links to /auth/callback. Errors carry the provider's message. */
export function AdminSignUpForm() {
  const signUp = useSignUpWithPasswordMutation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SignUpValues>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { fullName: '', email: '', password: '' },
  });

  if (signUp.isSuccess && !signUp.data.session) {
    return (
      <div role="status" className="grid justify-items-center gap-3 py-4 text-center">
        <MailCheck aria-hidden="true" className="size-10 text-primary" />
        <p className="font-semibold">Check your inbox</p>
        <p className="text-sm text-muted-foreground">{SIGN_UP_SUCCESS_MESSAGE}</p>
      </div>
    );
  }

  const busy = signUp.isPending || signUp.isSuccess;
  const onSubmit = handleSubmit((values) => signUp.mutate(values));

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-5">
      {signUp.isError ? <Alert variant="destructive">{errorMessage(signUp.error)}</Alert> : null}
      <FormField id="sign-up-full-name" label="Full name" error={errors.fullName?.message}>
        {(control) => <Input {...control} autoComplete="name" required {...register('fullName')} />}
      </FormField>
      <FormField id="sign-up-email" label="Email" error={errors.email?.message}>
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
      <FormField
        id="sign-up-password"
        label="Password"
        hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
        error={errors.password?.message}
      >
        {(control) => <Input {...control} type="password" autoComplete="new-password" required {...register('password')} />}
      </FormField>
      <Button type="submit" size="lg" disabled={busy} className="w-full">
        {busy ? (
          <>
            <Spinner className="text-current" />
            Creating account...
          </>
        ) : (
          'Create account'
        )}
      </Button>
    </form>
  );
}
