import { paths, safeRedirectPath } from '@/config/paths';
import { roleHome } from '@/config/roles';

const SIGN_IN_PATHS: readonly string[] = [paths.login, paths.adminLogin, paths.authCallback];

/** After sign-in: the remembered location if any, else the role's home, else / (spec §4). */
export function postSignInPath(from: string | null | undefined, role: string | null | undefined): string {
  const remembered = safeRedirectPath(from);
  if (remembered && !SIGN_IN_PATHS.includes(new URL(remembered, 'http://x').pathname)) return remembered;
  return roleHome(role) ?? paths.home;
}
