import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { useSignInWithPasswordMutation } from '@/data/auth/sign-in-mutation';
import { errorMessage } from '@/lib/api-error';

const signInSchema = z.object({
  email: z.string().trim().min(1, 'Enter your email address').pipe(z.email('Enter a valid email address')),
  password: z.string().min(1, 'Enter your password'),
});

type SignInValues = z.infer<typeof signInSchema>;

/**
 * E-mail and password sign-in. On success the AuthProvider hears SIGNED_IN and the page redirects; a failure
 * shows the provider's message in a red alert.
 */
export function AdminLoginForm() {
  const signIn = useSignInWithPasswordMutation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SignInValues>({ resolver: zodResolver(signInSchema), defaultValues: { email: '', password: '' } });

  // After success the page redirects; keep the button busy until it does.
  const busy = signIn.isPending || signIn.isSuccess;
  const onSubmit = handleSubmit((values) => signIn.mutate(values));

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      {signIn.isError ? <Alert variant="destructive">{errorMessage(signIn.error)}</Alert> : null}
      <div className="grid gap-2">
        <Label htmlFor="sign-in-email">Email</Label>
        <Input
          id="sign-in-email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@company.com"
          required
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? 'sign-in-email-error' : undefined}
          {...register('email')}
        />
        {errors.email ? (
          <p id="sign-in-email-error" className="text-sm text-destructive-soft-foreground">
            {errors.email.message}
          </p>
        ) : null}
      </div>
      <div className="grid gap-2">
        <Label htmlFor="sign-in-password">Password</Label>
        <Input
          id="sign-in-password"
          type="password"
          autoComplete="current-password"
          required
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={errors.password ? 'sign-in-password-error' : undefined}
          {...register('password')}
        />
        {errors.password ? (
          <p id="sign-in-password-error" className="text-sm text-destructive-soft-foreground">
            {errors.password.message}
          </p>
        ) : null}
      </div>
      <Button type="submit" size="lg" disabled={busy} className="w-full">
        {busy ? (
          <>
            <Spinner className="text-current" />
            Signing in...
          </>
        ) : (
          'Sign In'
        )}
      </Button>
    </form>
  );
}
