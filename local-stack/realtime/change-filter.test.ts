import { describe, expect, it } from 'vitest';
import { filterSql, FilterParseError, parseFilter } from './change-filter.ts';

describe('parseFilter', () => {
  it('reads one condition per op, with in-lists as Postgres arrays and quoted values unquoted', () => {
    expect(parseFilter('user_id=eq.5f0c2b9e-9d5e-4a53-9f62-2f8f2a1c7e11')).toEqual([
      { column: 'user_id', operator: 'eq', value: '5f0c2b9e-9d5e-4a53-9f62-2f8f2a1c7e11', negate: false },
    ]);
    expect(parseFilter('id=in.(1,2,3)')).toEqual([{ column: 'id', operator: 'in', value: '{1,2,3}', negate: false }]);
    expect(parseFilter('name=eq."a,b"')).toEqual([{ column: 'name', operator: 'eq', value: 'a,b', negate: false }]);
    expect(parseFilter('status=not.in.(draft,archived)')).toEqual([{ column: 'status', operator: 'in', value: '{draft,archived}', negate: true }]);
    for (const op of ['neq', 'lt', 'lte', 'gt', 'gte', 'like', 'ilike', 'match', 'imatch', 'isdistinct']) {
      expect(parseFilter(`c=${op}.v`)).toEqual([{ column: 'c', operator: op, value: 'v', negate: false }]);
    }
  });

  it('ANDs comma-separated conditions, splitting outside quotes and parentheses only', () => {
    expect(parseFilter('id=gt.0,id=lt.100,tag=in.(a,"b,c")').map((c) => [c.column, c.operator, c.value])).toEqual([
      ['id', 'gt', '0'],
      ['id', 'lt', '100'],
      ['tag', 'in', '{a,"b,c"}'],
    ]);
    expect(parseFilter('')).toEqual([]);
    expect(parseFilter('   ')).toEqual([]);
    expect(parseFilter(undefined)).toEqual([]);
  });

  it("refuses what Realtime refuses, with Realtime's messages", () => {
    const message = (filter: string) => {
      try {
        parseFilter(filter);
        return 'parsed';
      } catch (err) {
        expect(err).toBeInstanceOf(FilterParseError);
        return (err as Error).message;
      }
    };
    expect(message('subject=foo.hey')).toBe('Error parsing `filter` params: ["foo", "hey"]');
    expect(message('undefined')).toBe('Error parsing `filter` params: ["undefined"]');
    expect(message('id=in.1,2')).toBe('Error parsing `filter` params: `in` filter value must be wrapped by parentheses');
    expect(message('a=eq.1,,b=eq.2')).toBe('Error parsing `filter` params: filter must not contain empty segments (check for extra commas)');
    expect(message('done=is.maybe')).toMatch(/`is` filter value/);
  });
});

describe('filterSql', () => {
  it('binds every value and never yields NULL', () => {
    const params: string[] = [];
    const sql = filterSql('"t"', parseFilter('id=in.(1,2),title=not.ilike.%x%,done=is.null'), (v) => `$${params.push(v)}`);
    expect(sql).toBe(
      'coalesce(("t"."id" = any($1)), false) and coalesce(not ("t"."title"::text ilike $2::text), false) and coalesce(("t"."done" is null), false)',
    );
    expect(params).toEqual(['{1,2}', '%x%']);
    expect(filterSql('"t"', [], () => '')).toBe('true');
  });

  it('quotes column names as identifiers', () => {
    expect(filterSql('"t"', parseFilter('we"ird=eq.1'), () => '$1')).toBe('coalesce(("t"."we""ird" = $1), false)');
  });
});
