import { copyrightLine } from '@/content/navigation';
import { useHydrated } from '@/lib/use-hydrated';

/**
 * The footer's copyright, with the year from the visitor's clock (spec §2). Prerendered HTML carries the
 * build's year; once hydrated the line shows the current one.
 */
export function CopyrightLine({ builtIn }: { builtIn: number }) {
  const year = useHydrated() ? new Date().getFullYear() : builtIn;
  return <p>{copyrightLine(year)}</p>;
}
