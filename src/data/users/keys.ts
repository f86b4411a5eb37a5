// Query keys of public.users. Mutations invalidate through these, never through inline arrays.
import type { UserFilter } from './user-admin-types';

export const usersKeys = {
  all: ['users'] as const,
  profiles: () => [...usersKeys.all, 'profile'] as const,
  profile: (userId: string) => [...usersKeys.profiles(), userId] as const,
  pages: () => [...usersKeys.all, 'page'] as const,
  page: (filter: UserFilter, page: number, pageSize: number) => [...usersKeys.pages(), filter, page, pageSize] as const,
  details: () => [...usersKeys.all, 'detail'] as const,
  detail: (userId: string) => [...usersKeys.details(), userId] as const,
  audit: (userId: string) => [...usersKeys.all, 'audit', userId] as const,
  sessionUserId: () => [...usersKeys.all, 'session-user-id'] as const,
};
