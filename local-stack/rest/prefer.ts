/**
 * The `Prefer` header (PostgREST api/preferences): return, count, resolution, missing, handling,
 * max-affected, tx and timezone. Several may arrive comma-joined in one header. The honoured ones
 * are echoed in `Preference-Applied`.
 */
import { ApiError } from './api-error.ts';

export interface Preferences {
  return?: 'minimal' | 'representation' | 'headers-only';
  count?: 'exact' | 'planned' | 'estimated';
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  missing?: 'default' | 'null';
  handling?: 'strict' | 'lenient';
  tx?: 'commit' | 'rollback';
  maxAffected?: number;
  timezone?: string;
  /** Understood preferences, as written, for Preference-Applied. */
  applied: string[];
  invalid: string[];
}

const CHOICES: Record<string, readonly string[]> = {
  return: ['minimal', 'representation', 'headers-only'],
  count: ['exact', 'planned', 'estimated'],
  resolution: ['merge-duplicates', 'ignore-duplicates'],
  missing: ['default', 'null'],
  handling: ['strict', 'lenient'],
  tx: ['commit', 'rollback'],
};

export function parsePrefer(header: string | null | undefined): Preferences {
  const prefs: Preferences = { applied: [], invalid: [] };
  if (!header) return prefs;
  for (const raw of header.split(',')) {
    const item = raw.trim();
    if (!item) continue;
    const equals = item.indexOf('=');
    const key = equals < 0 ? item : item.slice(0, equals).trim();
    const value = equals < 0 ? '' : item.slice(equals + 1).trim();
    if (CHOICES[key]?.includes(value)) {
      (prefs as unknown as Record<string, string>)[key] = value;
      prefs.applied.push(`${key}=${value}`);
    } else if (key === 'max-affected' && /^\d+$/.test(value)) {
      prefs.maxAffected = Number(value);
      prefs.applied.push(item);
    } else if (key === 'timezone' && value) {
      prefs.timezone = value;
      prefs.applied.push(item);
    } else {
      prefs.invalid.push(item);
    }
  }
  if (prefs.handling === 'strict' && prefs.invalid.length) {
    throw new ApiError(400, 'PGRST122', 'Invalid preferences given with handling=strict', `Invalid preferences: ${prefs.invalid.join(', ')}`);
  }
  return prefs;
}

/** max-affected applies only with handling=strict; more affected rows roll the change back. */
export function checkMaxAffected(prefs: Preferences, affected: number): void {
  if (prefs.handling === 'strict' && prefs.maxAffected !== undefined && affected > prefs.maxAffected) {
    throw new ApiError(400, 'PGRST124', 'Query result exceeds max-affected preference constraint', `The query affects ${affected} rows`);
  }
}
