import { useEffect } from 'react';
import { headTagsFor } from '@/content/meta-tags';
import type { PageMeta } from '@/content/types';

/** Sets description, keywords, canonical, Open Graph and Twitter tags for a public page (the title is the router's). */
export function useHeadTags(meta: PageMeta | undefined, options: { noIndex?: boolean } = {}): void {
  const { noIndex } = options;
  useEffect(() => {
    if (!meta) return;
    const { tags } = headTagsFor(meta, { noIndex });
    for (const tag of tags) {
      const selector =
        tag.kind === 'meta-name' ? `meta[name="${tag.name}"]` : tag.kind === 'meta-property' ? `meta[property="${tag.property}"]` : `link[rel="${tag.rel}"]`;
      let element = document.head.querySelector<HTMLMetaElement | HTMLLinkElement>(selector);
      if (!element) {
        element = document.createElement(tag.kind === 'link' ? 'link' : 'meta');
        if (tag.kind === 'meta-name') element.setAttribute('name', tag.name);
        if (tag.kind === 'meta-property') element.setAttribute('property', tag.property);
        if (tag.kind === 'link') element.setAttribute('rel', tag.rel);
        document.head.appendChild(element);
      }
      if (tag.kind === 'link') element.setAttribute('href', tag.href);
      else element.setAttribute('content', tag.content);
    }
  }, [meta, noIndex]);
}
