import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

const TONES = {
  neutral: 'border-border bg-muted text-foreground',
  accent: 'border-transparent bg-accent text-accent-foreground',
  primary: 'border-transparent bg-primary text-primary-foreground',
  destructive: 'border-destructive/40 bg-destructive-soft text-destructive-soft-foreground',
  outline: 'border-border bg-transparent text-foreground',
} as const;

export type BadgeTone = keyof typeof TONES;

/** A short status label. Colour is never the only signal: the text says it. */
export function Badge({ tone = 'neutral', className, ...props }: ComponentProps<'span'> & { tone?: BadgeTone }) {
  return (
    <span
      className={cn('inline-flex items-center whitespace-nowrap rounded-full border px-2 py-0.5 text-xs font-medium', TONES[tone], className)}
      {...props}
    />
  );
}
