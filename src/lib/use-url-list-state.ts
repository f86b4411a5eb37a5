// A paged list's filters kept in the URL's query string, so a filtered view can be shared, bookmarked and
// survives a reload. Each screen maps the raw strings to its own typed filter.
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The query-string key of each filter field; '' (or a missing key) means no filter. */
export type UrlListKeys<Field extends string> = Readonly<Record<Field, string>>;

export type UrlListChanges<Field extends string> = Partial<Record<Field, string>> & { page?: number };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `value` if it is one of `values`, else '' (a hand-edited URL never reaches a query). */
export function oneOf<T extends string>(values: readonly T[], value: string | null): T | '' {
  return value && (values as readonly string[]).includes(value) ? (value as T) : '';
}

export function uuidOrEmpty(value: string | null): string {
  return value && UUID.test(value) ? value : '';
}

/**
 * `keys` must be a module-level constant (it is a dependency of `update`). Pages are 0-based here and
 * 1-based in the URL; any filter change without an explicit page starts again on the first page.
 */
export function useUrlListState<Field extends string>(keys: UrlListKeys<Field>) {
  const [params, setParams] = useSearchParams();
  const fields = Object.keys(keys) as Field[];
  const raw = Object.fromEntries(fields.map((field) => [field, params.get(keys[field])])) as Record<Field, string | null>;
  const page = Math.max(0, Number.parseInt(params.get('page') ?? '1', 10) - 1 || 0);

  const update = useCallback(
    (changes: UrlListChanges<Field>) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          const set = (key: string, value: string) => (value ? next.set(key, value) : next.delete(key));
          for (const field of Object.keys(keys) as Field[]) {
            const value = changes[field];
            if (value !== undefined) set(keys[field], value);
          }
          const nextPage = changes.page ?? 0;
          set('page', nextPage > 0 ? String(nextPage + 1) : '');
          return next;
        },
        { replace: true },
      );
    },
    [setParams, keys],
  );

  /** Removes every filter (and goes back to the first page). */
  const clear = useCallback(
    () => update(Object.fromEntries(Object.keys(keys).map((field) => [field, ''])) as UrlListChanges<Field>),
    [update, keys],
  );

  return { raw, page, update, clear };
}
