// React Query keys of the super admin's course list (admin_courses RPC) and its company filter.
import type { AdminCourseFilter } from './admin-courses';

export const coursesKeys = {
  all: ['courses'] as const,
  adminPages: () => [...coursesKeys.all, 'admin-page'] as const,
  adminPage: (filter: AdminCourseFilter, page: number, pageSize: number) => [...coursesKeys.adminPages(), filter, page, pageSize] as const,
  modules: (courseId: string) => [...coursesKeys.all, 'modules', courseId] as const,
};
