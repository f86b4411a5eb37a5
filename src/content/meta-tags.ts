// Turns a PageMeta into the <head> tags both the prerenderer and the client set,
// so static HTML and hydrated pages carry identical tags.
import { DEFAULT_OG_IMAGE, LOCALE, OG_SITE_NAME, SITE_URL, TWITTER_HANDLE } from './site';
import type { PageMeta } from './types';

export type HeadTag =
  | { kind: 'meta-name'; name: string; content: string }
  | { kind: 'meta-property'; property: string; content: string }
  | { kind: 'link'; rel: string; href: string };

export interface HeadTags {
  title: string;
  tags: HeadTag[];
}

/** Joins an origin and a path without doubling or dropping the slash. */
export function absoluteUrl(pathOrUrl: string, siteUrl: string = SITE_URL): string {
  if (/^https?:\/\//.test(pathOrUrl)) return pathOrUrl;
  const origin = siteUrl.replace(/\/+$/, '');
  const path = pathOrUrl.startsWith('/') ? pathOrUrl : `/${pathOrUrl}`;
  return path === '/' ? `${origin}/` : `${origin}${path}`;
}

export function headTagsFor(meta: PageMeta, options: { siteUrl?: string; noIndex?: boolean } = {}): HeadTags {
  const siteUrl = options.siteUrl ?? SITE_URL;
  const url = absoluteUrl(meta.path, siteUrl);
  const image = absoluteUrl(meta.ogImage ?? DEFAULT_OG_IMAGE, siteUrl);
  const tags: HeadTag[] = [
    { kind: 'meta-name', name: 'description', content: meta.description },
    { kind: 'meta-name', name: 'keywords', content: meta.keywords.join(', ') },
    { kind: 'meta-name', name: 'robots', content: options.noIndex ? 'noindex, follow' : 'index, follow' },
    { kind: 'link', rel: 'canonical', href: url },
    { kind: 'meta-property', property: 'og:type', content: meta.path === '/' ? 'website' : 'article' },
    { kind: 'meta-property', property: 'og:site_name', content: OG_SITE_NAME },
    { kind: 'meta-property', property: 'og:locale', content: LOCALE },
    { kind: 'meta-property', property: 'og:title', content: meta.title },
    { kind: 'meta-property', property: 'og:description', content: meta.description },
    { kind: 'meta-property', property: 'og:url', content: url },
    { kind: 'meta-property', property: 'og:image', content: image },
    { kind: 'meta-name', name: 'twitter:card', content: 'summary_large_image' },
    { kind: 'meta-name', name: 'twitter:site', content: TWITTER_HANDLE },
    { kind: 'meta-name', name: 'twitter:title', content: meta.title },
    { kind: 'meta-name', name: 'twitter:description', content: meta.description },
    { kind: 'meta-name', name: 'twitter:image', content: image },
  ];
  return { title: meta.title, tags };
}
