// Query keys of public.users. Mutations invalidate through these, never through inline arrays.
export const usersKeys = {
  all: ['users'] as const,
  profiles: () => [...usersKeys.all, 'profile'] as const,
  profile: (userId: string) => [...usersKeys.profiles(), userId] as const,
};
