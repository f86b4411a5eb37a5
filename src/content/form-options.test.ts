import { describe, it, expect } from 'vitest';
import { COMPANY_SIZES, COUNTRIES, POPULAR_COUNTRIES, filterCountries, groupCountries } from './form-options';

describe('company sizes', () => {
  it('lists the seven buckets of the spec, smallest first', () => {
    expect(COMPANY_SIZES).toEqual(['1-10', '11-50', '51-200', '201-500', '501-1000', '1001-5000', '5000+']);
  });
});

describe('countries', () => {
  it('holds about 195 unique countries in alphabetical order', () => {
    expect(COUNTRIES).toHaveLength(195);
    expect(new Set(COUNTRIES).size).toBe(COUNTRIES.length);
    const sorted = [...COUNTRIES].sort((a, b) => a.localeCompare(b, 'en'));
    expect(COUNTRIES).toEqual(sorted);
  });

  it('includes every popular country, in the order the spec gives', () => {
    expect(POPULAR_COUNTRIES).toEqual([
      'United States',
      'United Kingdom',
      'Canada',
      'Germany',
      'France',
      'Netherlands',
      'Australia',
      'Singapore',
      'India',
      'Brazil',
    ]);
    for (const country of POPULAR_COUNTRIES) expect(COUNTRIES).toContain(country);
  });
});

describe('filterCountries', () => {
  it('returns every country for a blank query', () => {
    expect(filterCountries('')).toEqual([...COUNTRIES]);
    expect(filterCountries('   ')).toHaveLength(COUNTRIES.length);
  });

  it('matches substrings case-insensitively and keeps alphabetical order', () => {
    expect(filterCountries('UNITED')).toEqual(['United Arab Emirates', 'United Kingdom', 'United States']);
    expect(filterCountries('land')).toContain('Netherlands');
    expect(filterCountries('land')).toContain('Iceland');
    expect(filterCountries('gErMaNy')).toEqual(['Germany']);
  });

  it('ignores surrounding whitespace and accents', () => {
    expect(filterCountries('  cote ')).toEqual(["Côte d'Ivoire"]);
    expect(filterCountries('turkiye')).toEqual(['Türkiye']);
    expect(filterCountries('Türk')).toEqual(['Türkiye', 'Turkmenistan']);
  });

  it('returns an empty list when nothing matches', () => {
    expect(filterCountries('atlantis')).toEqual([]);
  });

  it('filters a given list, such as the popular group', () => {
    expect(filterCountries('an', POPULAR_COUNTRIES)).toEqual(['Canada', 'Germany', 'France', 'Netherlands']);
  });
});

describe('groupCountries', () => {
  it('splits matches into the popular group and the full list', () => {
    expect(groupCountries('ind')).toEqual({ popular: ['India'], all: ['India', 'Indonesia'] });
  });
});
