import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, Sparkles } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast-store';
import { EMAIL_NOT_FOUND_REDIRECT_DELAY_MS, OTP_LENGTH, OTP_RESEND_COOLDOWN_S } from '@/config/constants';
import { paths } from '@/config/paths';
import {
  SEND_CODE_FALLBACK,
  SendCodeError,
  useSendVerificationCodeMutation,
} from '@/data/early-access/send-verification-code-mutation';
import { useVerifyOtpCodeMutation } from '@/data/early-access/verify-otp-code-mutation';
import { errorMessage } from '@/lib/api-error';
import { storeEarlyAccessSession } from '../early-access-session';
import { useCountdown } from '../hooks/use-countdown';
import { EMPTY_CODE, OtpCodeInput } from './otp-code-input';

export const EMAIL_NOT_FOUND_MESSAGE = 'Email not found. Please sign up for early access first.';
const VERIFY_FALLBACK = 'Failed to verify code';
const RESEND_FALLBACK = 'Failed to resend code';

const emailSchema = z.object({
  email: z.string().trim().min(1, 'Enter your email address').pipe(z.email('Enter a valid email address')),
});
type EmailValues = z.infer<typeof emailSchema>;

/** The early-access login (spec §2, §4): the e-mail step, then the six-digit code step. */
export function CodeLogin() {
  const navigate = useNavigate();
  const [step, setStep] = useState<'email' | 'otp'>('email');
  const [email, setEmail] = useState('');
  const [digits, setDigits] = useState<string[]>([...EMPTY_CODE]);
  const [error, setError] = useState<string | null>(null);
  const [notOnList, setNotOnList] = useState(false);
  // True once a code was accepted: the boxes stay busy until the waiting room opens.
  const [verified, setVerified] = useState(false);
  const cooldown = useCountdown();
  const sendCode = useSendVerificationCodeMutation();
  const verify = useVerifyOtpCodeMutation();
  const redirectTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(redirectTimer.current), []);

  const form = useForm<EmailValues>({ resolver: zodResolver(emailSchema), defaultValues: { email: '' } });

  const startCooldownFrom = (failure: unknown) => {
    if (failure instanceof SendCodeError && failure.retryAfterS) cooldown.start(failure.retryAfterS);
  };

  const onSubmitEmail = form.handleSubmit(async ({ email: typed }) => {
    const normalised = typed.trim().toLowerCase();
    setError(null);
    setNotOnList(false);
    try {
      await sendCode.mutateAsync(normalised);
      setEmail(normalised);
      setDigits([...EMPTY_CODE]);
      setStep('otp');
      cooldown.start(OTP_RESEND_COOLDOWN_S);
      toast({ title: 'Code sent!', description: 'Check your email for the 6-digit verification code.', variant: 'success' });
    } catch (failure) {
      if (failure instanceof SendCodeError && failure.notOnList) setNotOnList(true);
      else setError(errorMessage(failure, SEND_CODE_FALLBACK));
      startCooldownFrom(failure);
    }
  });

  const submitCode = async (code: string) => {
    if (code.length !== OTP_LENGTH || verify.isPending) return;
    setError(null);
    try {
      const result = await verify.mutateAsync({ email, code });
      if (result.success) {
        setVerified(true);
        storeEarlyAccessSession(result.token, result.email);
        await navigate(paths.waitingRoom, { replace: true });
        return;
      }
      setDigits([...EMPTY_CODE]);
      if (result.redirect) {
        const target = result.redirect;
        setError(EMAIL_NOT_FOUND_MESSAGE);
        redirectTimer.current = window.setTimeout(() => void navigate(target), EMAIL_NOT_FOUND_REDIRECT_DELAY_MS);
      } else {
        setError(result.error);
      }
    } catch (failure) {
      setError(errorMessage(failure, VERIFY_FALLBACK));
    }
  };

  const resend = async () => {
    setError(null);
    try {
      await sendCode.mutateAsync(email);
      setDigits([...EMPTY_CODE]);
      cooldown.start(OTP_RESEND_COOLDOWN_S);
      toast({ title: 'Code resent!', description: 'Check your email for the new verification code.', variant: 'success' });
    } catch (failure) {
      setError(errorMessage(failure, RESEND_FALLBACK));
      startCooldownFrom(failure);
    }
  };

  const changeEmail = () => {
    form.reset({ email });
    setStep('email');
    setDigits([...EMPTY_CODE]);
    setError(null);
    setNotOnList(false);
    verify.reset();
  };

  if (step === 'otp') {
    const complete = digits.every((digit) => digit !== '');
    return (
      <form
        noValidate
        className="grid gap-5"
        onSubmit={(event) => {
          event.preventDefault();
          void submitCode(digits.join(''));
        }}
      >
        <p id="otp-instructions" className="text-sm text-muted-foreground">
          Enter the 6-digit code we sent to <span className="font-medium text-foreground">{email}</span>.
        </p>
        <OtpCodeInput
          value={digits}
          onChange={(next) => {
            setDigits(next);
            if (error) setError(null);
          }}
          onComplete={(code) => void submitCode(code)}
          disabled={verify.isPending || verified}
          invalid={Boolean(error)}
          describedBy={error ? 'otp-instructions otp-error' : 'otp-instructions'}
        />
        {error ? (
          <Alert variant="destructive" id="otp-error">
            {error}
          </Alert>
        ) : null}
        <Button type="submit" size="lg" className="w-full" disabled={!complete || verify.isPending || verified}>
          {verify.isPending || verified ? (
            <>
              <Spinner className="text-current" />
              Verifying...
            </>
          ) : (
            'Verify code'
          )}
        </Button>
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <Button type="button" variant="ghost" size="sm" onClick={changeEmail}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            Change email
          </Button>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() => void resend()}
            disabled={cooldown.remaining > 0 || sendCode.isPending}
          >
            {cooldown.remaining > 0 ? `Resend in ${cooldown.remaining}s` : sendCode.isPending ? 'Sending...' : 'Resend code'}
          </Button>
        </div>
      </form>
    );
  }

  const emailError = form.formState.errors.email;
  return (
    <form onSubmit={(event) => void onSubmitEmail(event)} noValidate className="grid gap-5">
      {error ? <Alert variant="destructive">{error}</Alert> : null}
      <div className="grid gap-2">
        <Label htmlFor="code-login-email">Work email</Label>
        <Input
          id="code-login-email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@company.com"
          required
          aria-invalid={emailError ? true : undefined}
          aria-describedby={emailError ? 'code-login-email-error' : undefined}
          {...form.register('email', {
            onChange: () => {
              if (notOnList) setNotOnList(false);
            },
          })}
        />
        {emailError ? (
          <p id="code-login-email-error" className="text-sm text-destructive-soft-foreground">
            {emailError.message}
          </p>
        ) : null}
      </div>
      {notOnList ? (
        <div role="status" className="grid gap-3 rounded-lg border bg-muted p-4 text-sm">
          <p className="font-semibold">Not on the early access list yet?</p>
          <Button asChild variant="default" className="w-full">
            <Link to={paths.earlyAccess}>
              <Sparkles aria-hidden="true" className="size-4" />
              Get early access (30 seconds, no card required)
            </Link>
          </Button>
        </div>
      ) : null}
      <Button type="submit" size="lg" className="w-full" disabled={sendCode.isPending || cooldown.remaining > 0}>
        {sendCode.isPending ? (
          <>
            <Spinner className="text-current" />
            Sending code...
          </>
        ) : cooldown.remaining > 0 ? (
          `Try again in ${cooldown.remaining}s`
        ) : (
          'Send code'
        )}
      </Button>
    </form>
  );
}
