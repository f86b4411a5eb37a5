import { format, parseISO } from 'date-fns';
import type { BadgeTone } from '@/components/ui/badge';
import type { CourseStatus } from '@/data/courses/admin-courses';

export const COURSE_STATUS_LABELS: Record<CourseStatus, string> = {
  draft: 'Draft',
  published: 'Published',
  archived: 'Archived',
};

export const COURSE_STATUS_TONES: Record<CourseStatus, BadgeTone> = {
  draft: 'neutral',
  published: 'accent',
  archived: 'outline',
};

export const formatDate = (iso: string) => format(parseISO(iso), 'MMM d, yyyy');

export function completionRate(assignments: number, completions: number): string {
  return assignments === 0 ? '—' : `${Math.round((completions / assignments) * 100)}%`;
}
