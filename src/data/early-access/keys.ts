// React Query keys of the early-access data. The token is part of the key, so a new sign-in never sees old data.
export const earlyAccessKeys = {
  all: ['early-access'] as const,
  session: (token: string) => ['early-access', 'session', token] as const,
  open: ['early-access', 'open'] as const,
};
