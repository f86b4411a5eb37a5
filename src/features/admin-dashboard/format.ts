import { format, parseISO } from 'date-fns';

export const formatCount = (value: number) => value.toLocaleString('en-US');

/** '2026-11-23' → 'Nov 23' (the RPCs answer UTC calendar days). */
export const formatDay = (day: string) => format(parseISO(day), 'MMM d');
