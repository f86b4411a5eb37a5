import { useNavigation } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';

/** While the next page's module loads: a progress line and a 'Loading page...' pill (shown after 150 ms). */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div className="pointer-events-none fixed inset-x-0 top-0 z-[90]">
      <div className="h-0.5 overflow-hidden">
        <div className="h-full w-2/5 animate-indeterminate bg-ring" />
      </div>
      <div
        role="status"
        aria-live="polite"
        className="mx-auto mt-3 flex w-fit animate-delayed-fade-in items-center gap-2 rounded-full border bg-popover px-3.5 py-1.5 text-xs font-medium text-popover-foreground shadow-md"
      >
        <Spinner className="size-3.5 text-current" />
        Loading page...
      </div>
    </div>
  );
}
