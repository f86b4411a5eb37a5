import { CircleAlert, Info } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** An inline message. `destructive` is the red alert of sign-in errors; it is announced as it appears. */
export function Alert({
  variant = 'default',
  title,
  className,
  children,
  ...props
}: ComponentProps<'div'> & { variant?: 'default' | 'destructive'; title?: string }) {
  const Icon = variant === 'destructive' ? CircleAlert : Info;
  return (
    <div
      role={variant === 'destructive' ? 'alert' : 'status'}
      className={cn(
        'flex gap-3 rounded-lg border p-3.5 text-sm',
        variant === 'destructive'
          ? 'border-destructive/40 bg-destructive-soft text-destructive-soft-foreground'
          : 'bg-muted text-foreground',
        className,
      )}
      {...props}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="grid gap-1">
        {title ? <p className="font-semibold">{title}</p> : null}
        <div>{children}</div>
      </div>
    </div>
  );
}
