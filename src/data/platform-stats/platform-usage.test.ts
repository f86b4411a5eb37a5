import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { isUsageRange, usageToCsv } from './platform-usage';

describe('usageToCsv', () => {
  it('writes one row per day under readable headers', () => {
    const csv = usageToCsv([
      { day: '2026-11-22', signups: 3, activeLearners: 12, completions: 1, tickets: 0 },
      { day: '2026-11-23', signups: 0, activeLearners: 9, completions: 4, tickets: 7 },
    ]);
    expect(Papa.parse(csv.trim()).data).toEqual([
      ['date', 'sign_ups', 'active_learners', 'course_completions', 'tickets'],
      ['2026-11-22', '3', '12', '1', '0'],
      ['2026-11-23', '0', '9', '4', '7'],
    ]);
  });
});

describe('isUsageRange', () => {
  it('accepts only the ranges the RPC serves', () => {
    expect([7, 30, 90].every(isUsageRange)).toBe(true);
    expect([0, 14, 365, '30', null].some(isUsageRange)).toBe(false);
  });
});
