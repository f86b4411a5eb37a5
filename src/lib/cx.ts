import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names, without resolving conflicts between Tailwind utilities (that is `cn`). For markup whose
 * classes do not conflict, or whose base styles are component classes the utilities layer overrides anyway;
 * it keeps the class-merging library out of the public pages' script.
 */
export function cx(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
