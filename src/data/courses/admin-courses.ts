// One server-side page of every company's courses for /admin/courses (admin_courses RPC: filter, page, exact total).
import { z } from 'zod';
import { unwrap } from '@/lib/api-error';
import type { AppSupabaseClient } from '@/lib/supabase';

export const COURSE_STATUSES = ['draft', 'published', 'archived'] as const;
export type CourseStatus = (typeof COURSE_STATUSES)[number];

export interface AdminCourseFilter {
  search?: string;
  status?: CourseStatus;
  companyId?: string;
}

const count = z.number().int().nonnegative();

export const adminCourseSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  status: z.enum(COURSE_STATUSES),
  origin: z.string(),
  difficulty: z.string().nullable(),
  estimatedMinutes: z.number().nullable(),
  companyId: z.string(),
  companyName: z.string(),
  modules: count,
  assignments: count,
  completions: count,
  createdAt: z.string(),
  updatedAt: z.string(),
  publishedAt: z.string().nullable(),
});
export type AdminCourse = z.infer<typeof adminCourseSchema>;

const adminCoursePageSchema = z.object({ total: count, rows: z.array(adminCourseSchema) });
export type AdminCoursePage = z.infer<typeof adminCoursePageSchema> & { hasMore: boolean };

export async function fetchAdminCoursePage(
  client: AppSupabaseClient,
  filter: AdminCourseFilter,
  page: number,
  pageSize: number,
): Promise<AdminCoursePage> {
  const offset = page * pageSize;
  const result = adminCoursePageSchema.parse(
    unwrap(
      await client.rpc('admin_courses', {
        ...(filter.search?.trim() ? { p_search: filter.search.trim() } : {}),
        ...(filter.status ? { p_status: filter.status } : {}),
        ...(filter.companyId ? { p_company_id: filter.companyId } : {}),
        p_limit: pageSize,
        p_offset: offset,
      }),
    ),
  );
  return { ...result, hasMore: offset + result.rows.length < result.total };
}
