// Query keys of public.course_assignments.
export const courseAssignmentsKeys = {
  all: ['course-assignments'] as const,
  current: (userId: string) => [...courseAssignmentsKeys.all, 'current', userId] as const,
};
