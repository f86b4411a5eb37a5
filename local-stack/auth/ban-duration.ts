/** Admin `ban_duration`: "none" lifts a ban; otherwise a Go duration such as "24h" or "1h30m" (as GoTrue parses it). */
import { validationFailed } from './auth-error.ts';

const UNIT_MS: Record<string, number> = { ns: 1e-6, us: 1e-3, µs: 1e-3, ms: 1, s: 1000, m: 60_000, h: 3_600_000 };
const DURATION_PATTERN = /^(?:\d+(?:\.\d+)?(?:ns|us|µs|ms|s|m|h))+$/;
const PART_PATTERN = /(\d+(?:\.\d+)?)(ns|us|µs|ms|s|m|h)/g;

/** `null` lifts the ban; a Date is the end of the ban. */
export function bannedUntil(banDuration: string, now = Date.now()): Date | null {
  if (banDuration === 'none') return null;
  if (!DURATION_PATTERN.test(banDuration)) throw validationFailed(`invalid format for ban duration: ${banDuration}`);
  let ms = 0;
  for (const [, amount, unit] of banDuration.matchAll(PART_PATTERN)) ms += Number(amount) * UNIT_MS[unit];
  const end = new Date(now + ms);
  if (Number.isNaN(end.getTime())) throw validationFailed(`invalid format for ban duration: ${banDuration}`);
  return end;
}
