// Paths the code links to or redirects to. The route table in app/router.tsx declares every route.

export const paths = {
  home: '/',
  login: '/login',
  adminLogin: '/admin-login',
  authCallback: '/auth/callback',
  earlyAccess: '/early-access',
  earlyAccessOnboarding: '/onboarding/early-access',
  waitingRoom: '/waiting-room',
  admin: '/admin',
  dashboard: '/dashboard',
  courseGeneration: '/dashboard/course-generation',
  learner: '/learner',
  solutions: '/solutions',
  howItWorks: '/platform/how-it-works',
  pricing: '/pricing',
  privacy: '/legal/privacy',
} as const;

/** The query parameter that carries the originally requested location through sign-in. */
export const REDIRECT_PARAM = 'from';

/**
 * Accepts only same-origin paths ('/x', not '//host' or 'https://…'), so the remembered location can
 * never send a user to another site after sign-in.
 */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}

/** '/login?from=%2Fadmin%2Ftickets' for a guarded request of /admin/tickets. */
export function withRedirect(target: string, from: string | null | undefined): string {
  const safe = safeRedirectPath(from);
  if (!safe || safe === '/') return target;
  return `${target}?${new URLSearchParams({ [REDIRECT_PARAM]: safe }).toString()}`;
}
