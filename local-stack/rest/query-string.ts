/**
 * The raw query string as an ordered list of [key, value] pairs. Repeated keys are kept
 * (`id=gt.1&id=lt.9` is two filters), `+` is a space, and a malformed escape is left as written.
 */

export type QueryPairs = Array<[string, string]>;

function decode(text: string): string {
  const spaced = text.includes('+') ? text.replace(/\+/g, ' ') : text;
  if (!spaced.includes('%')) return spaced;
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced;
  }
}

export function parseQueryString(raw: string): QueryPairs {
  const pairs: QueryPairs = [];
  if (!raw) return pairs;
  for (const part of raw.split('&')) {
    if (!part) continue;
    const equals = part.indexOf('=');
    if (equals < 0) pairs.push([decode(part), '']);
    else pairs.push([decode(part.slice(0, equals)), decode(part.slice(equals + 1))]);
  }
  return pairs;
}

/** The part of a request URL after `?`, undecoded. */
export function rawQuery(url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return '';
  const hash = url.indexOf('#', mark);
  return hash < 0 ? url.slice(mark + 1) : url.slice(mark + 1, hash);
}
