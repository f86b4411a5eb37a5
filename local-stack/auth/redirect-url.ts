/**
 * Where e-mailed links send the browser. Like GoTrue's redirect allow-list: the requested redirect_to is
 * honoured only for SITE_URL's origin, loopback hosts (local development) and AUTH_REDIRECT_ALLOW_LIST;
 * anything else falls back to SITE_URL, so a link can never be turned into an open redirect.
 */
import type { AuthDeps } from './auth-deps.ts';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export function allowedRedirect(deps: AuthDeps, requested: string | undefined): string {
  if (!requested) return deps.config.siteUrl;
  let url: URL;
  try {
    url = new URL(requested);
  } catch {
    return deps.config.siteUrl;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return deps.config.siteUrl;
  const site = new URL(deps.config.siteUrl);
  const allowed =
    url.origin === site.origin ||
    LOOPBACK_HOSTS.has(url.hostname) ||
    deps.options.redirectAllowList.some((entry) =>
      entry.endsWith('*') ? requested.startsWith(entry.slice(0, -1)) : url.origin === entry.replace(/\/$/, ''),
    );
  return allowed ? requested : deps.config.siteUrl;
}

/** Go's url.Values.Encode: keys sorted, form-encoded. */
function encodeSorted(params: Record<string, string>): string {
  const search = new URLSearchParams();
  for (const key of Object.keys(params).sort()) search.append(key, params[key]);
  return search.toString();
}

/** Implicit flow: the session goes in the fragment, never the query (it must not reach servers or logs). */
export function withFragment(target: string, params: Record<string, string>): string {
  const url = new URL(target);
  url.hash = encodeSorted(params);
  return url.toString();
}

export function withQuery(target: string, params: Record<string, string>): string {
  const url = new URL(target);
  for (const key of Object.keys(params).sort()) url.searchParams.set(key, params[key]);
  return url.toString();
}
