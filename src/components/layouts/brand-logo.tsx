import { PRODUCT_NAME } from '@/content/site';
import { cx } from '@/lib/cx';

/** The product mark and, unless `compact`, its wordmark. */
export function BrandLogo({ compact = false, className }: { compact?: boolean; className?: string }) {
  return (
    <span className={cx('flex items-center gap-2.5', className)}>
      <span
        aria-hidden="true"
        className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-primary text-sm font-bold text-primary-foreground shadow-sm"
      >
        <svg viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
          <path d="M6 4v16h12" />
          <path d="M13 4l5 7" className="stroke-brand dark:stroke-primary-foreground" />
        </svg>
      </span>
      <span className={cx('text-lg font-bold tracking-tight', compact && 'sr-only')}>{PRODUCT_NAME}</span>
    </span>
  );
}
