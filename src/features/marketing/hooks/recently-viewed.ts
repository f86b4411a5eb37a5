/** Spec §9: the recently viewed list keeps at most 5 section ids, newest first, without repeats. */
export const RECENTLY_VIEWED_LIMIT = 5;

export function pushRecentlyViewed(list: readonly string[], id: string): string[] {
  return [id, ...list.filter((entry) => entry !== id)].slice(0, RECENTLY_VIEWED_LIMIT);
}
