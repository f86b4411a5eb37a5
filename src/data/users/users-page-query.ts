import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { loadSupabase } from '@/lib/load-supabase';
import { usersKeys } from './keys';
import { fetchUserPage, type UserPageRequest } from './users-page';

export function usersPageQueryOptions(request: UserPageRequest) {
  const { page, pageSize, ...filter } = request;
  return queryOptions({
    queryKey: usersKeys.page(filter, page, pageSize),
    queryFn: async () => fetchUserPage(await loadSupabase(), request),
    placeholderData: keepPreviousData,
  });
}

export function useUsersPageQuery(request: UserPageRequest) {
  return useQuery(usersPageQueryOptions(request));
}
