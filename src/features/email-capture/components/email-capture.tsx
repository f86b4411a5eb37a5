// The early-access e-mail capture (spec §4): a button that expands into a one-field form. A single field
// needs no form library, which keeps it (it sits in the landing hero) light on the first load.
import { ArrowRight, Check, Loader2 } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast-store';
import { emailCaptureCopy as copy } from '@/content/email-capture';
import { useCaptureEmail } from '@/data/public-forms/capture-email';
import { errorMessage } from '@/lib/api-error';
import { cx } from '@/lib/cx';
import { isCapturableEmail, utmFromSearch } from '../capture-validation';
import { useEarlyAccessOpen } from '../hooks/use-early-access-open';

export type EmailCaptureVariant = 'default' | 'mobile' | 'minimal';

export interface EmailCaptureProps {
  source: string;
  variant?: EmailCaptureVariant;
  /** Text of the collapsed button (and of the submit button when `submitLabel` is absent). */
  buttonLabel?: string;
  submitLabel?: string;
  /** Replaces the default success line, e.g. the lower call to action's '✓ Check your email to continue!'. */
  successText?: string;
  /** 'dark' on a dark call-to-action card: a light button and a success line that stays readable. */
  surface?: 'light' | 'dark';
  onSuccess?: () => void;
  className?: string;
}

/** The primary button on a dark card: light, so it stands out from the card. */
const ON_DARK_BUTTON = 'bg-white text-slate-900 hover:bg-white/90';

/** How long a blurred, empty form waits before collapsing, so a click on its own button still lands. */
const BLUR_COLLAPSE_MS = 200;

export function EmailCapture({
  source,
  variant = 'default',
  buttonLabel = variant === 'minimal' ? copy.minimalLinkLabel : copy.buttonLabel,
  submitLabel = copy.submitLabel,
  successText = copy.success,
  surface = 'light',
  onSuccess,
  className,
}: EmailCaptureProps) {
  const [expanded, setExpanded] = useState(false);
  const [email, setEmail] = useState('');
  const [done, setDone] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const blurTimer = useRef<number | undefined>(undefined);
  const inputId = useId();
  const capture = useCaptureEmail();
  const open = useEarlyAccessOpen(expanded);

  useEffect(() => {
    if (!expanded) return;
    inputRef.current?.focus();
    function onPointerDown(event: PointerEvent) {
      if (containerRef.current && !containerRef.current.contains(event.target as Node)) setExpanded(false);
    }
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [expanded]);

  useEffect(() => () => window.clearTimeout(blurTimer.current), []);

  function onBlur() {
    window.clearTimeout(blurTimer.current);
    blurTimer.current = window.setTimeout(() => {
      const focusInside = containerRef.current?.contains(document.activeElement);
      if (!focusInside && email.trim() === '' && !capture.isPending) setExpanded(false);
    }, BLUR_COLLAPSE_MS);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!isCapturableEmail(email)) {
      toast({ title: copy.invalid.title, description: copy.invalid.description, variant: 'destructive' });
      return;
    }
    capture.run(
      { email, source, ...utmFromSearch(window.location.search) },
      {
        onSuccess: () => {
          setDone(true);
          toast({ title: copy.successNotice.title, description: copy.successNotice.description, variant: 'success' });
          onSuccess?.();
        },
        onError: (error) => {
          toast({ title: copy.error.title, description: errorMessage(error, copy.error.fallback), variant: 'destructive' });
        },
      },
    );
  }

  if (done) {
    return (
      <p
        role="status"
        className={cx('inline-flex items-center gap-2 text-sm font-medium', surface === 'dark' ? 'text-emerald-300' : 'text-emerald-700 dark:text-emerald-400', className)}
      >
        <Check aria-hidden="true" className="size-4" />
        {successText}
      </p>
    );
  }

  if (!expanded) {
    return variant === 'minimal' ? (
      <button
        type="button"
        onClick={() => setExpanded(true)}
        className={cx(
          'rounded-sm text-sm font-medium underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
          surface === 'dark' ? 'text-white' : 'text-accent-foreground',
          className,
        )}
      >
        {buttonLabel}
      </button>
    ) : (
      <Button size="lg" className={cx(variant === 'mobile' && 'w-full', surface === 'dark' && ON_DARK_BUTTON, className)} onClick={() => setExpanded(true)}>
        {buttonLabel}
        <ArrowRight aria-hidden="true" />
      </Button>
    );
  }

  if (open === false) {
    return (
      <p role="status" className={cx('max-w-md text-sm font-medium', surface === 'dark' ? 'text-white' : 'text-foreground', className)}>
        {copy.closed}
      </p>
    );
  }

  const sending = capture.isPending;
  return (
    <div ref={containerRef} className={cx('w-full', variant !== 'mobile' && 'max-w-md', className)}>
      <form
        noValidate
        onSubmit={onSubmit}
        aria-busy={sending}
        className={cx('flex gap-2', variant === 'mobile' ? 'flex-col' : 'flex-col sm:flex-row', variant === 'minimal' && 'sm:flex-row')}
      >
        <label htmlFor={inputId} className="sr-only">
          {copy.emailLabel}
        </label>
        <Input
          ref={inputRef}
          id={inputId}
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={copy.placeholder}
          value={email}
          disabled={sending}
          onChange={(event) => setEmail(event.target.value)}
          onBlur={onBlur}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && !sending) setExpanded(false);
          }}
          className={cx(variant === 'minimal' ? 'h-9' : 'h-11')}
        />
        <Button type="submit" size={variant === 'minimal' ? 'sm' : 'lg'} disabled={sending} onBlur={onBlur} className={cx(surface === 'dark' && ON_DARK_BUTTON)}>
          {sending ? (
            <>
              <Loader2 aria-hidden="true" className="animate-spin" />
              {copy.sending}
            </>
          ) : (
            submitLabel
          )}
        </Button>
      </form>
    </div>
  );
}
