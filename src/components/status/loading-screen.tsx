import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';

/**
 * A centred spinner with its text, announced politely. `fullScreen` fills the viewport (first load);
 * otherwise it fills the content area.
 */
export function LoadingScreen({ label, fullScreen = false }: { label: string; fullScreen?: boolean }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={cn(
        'flex w-full flex-col items-center justify-center gap-3 text-sm text-muted-foreground',
        fullScreen ? 'min-h-dvh' : 'min-h-[50vh]',
      )}
    >
      <Spinner className="size-7 text-foreground/70" />
      <span>{label}</span>
    </div>
  );
}
