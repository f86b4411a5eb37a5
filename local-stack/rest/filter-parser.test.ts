import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import { parseLogicTree, parseOpExpr } from './filter-parser.ts';

function failure(run: () => unknown): ApiError {
  try {
    run();
  } catch (err) {
    if (err instanceof ApiError) return err;
    throw err;
  }
  throw new Error('parsed');
}

describe('filter operators', () => {
  it('reads comparison operators with the value verbatim', () => {
    expect(parseOpExpr('eq.5')).toEqual({ kind: 'compare', negate: false, op: 'eq', value: '5' });
    expect(parseOpExpr('neq.a,b')).toEqual({ kind: 'compare', negate: false, op: 'neq', value: 'a,b' });
    expect(parseOpExpr('gte.2020-01-01')).toMatchObject({ op: 'gte', value: '2020-01-01' });
    expect(parseOpExpr('eq.')).toMatchObject({ op: 'eq', value: '' });
    for (const op of ['gt', 'lt', 'lte', 'match', 'imatch', 'isdistinct', 'cs', 'cd', 'ov', 'sl', 'sr', 'nxr', 'nxl', 'adj']) {
      expect(parseOpExpr(`${op}.x`)).toMatchObject({ kind: 'compare', op });
    }
  });

  it('turns * into % for like and ilike only', () => {
    expect(parseOpExpr('like.*Earth*')).toMatchObject({ value: '%Earth%' });
    expect(parseOpExpr('ilike.a*')).toMatchObject({ value: 'a%' });
    expect(parseOpExpr('eq.a*')).toMatchObject({ value: 'a*' });
  });

  it('reads not. negation', () => {
    expect(parseOpExpr('not.eq.5')).toEqual({ kind: 'compare', negate: true, op: 'eq', value: '5' });
    expect(parseOpExpr('not.is.null')).toEqual({ kind: 'is', negate: true, value: 'null' });
  });

  it('reads in lists with quoted values that hold commas and parentheses', () => {
    expect(parseOpExpr('in.(1,2,3)')).toEqual({ kind: 'in', negate: false, values: ['1', '2', '3'] });
    expect(parseOpExpr('in.(a,"b,c","d)e","f\\"g")')).toMatchObject({ values: ['a', 'b,c', 'd)e', 'f"g'] });
    expect(parseOpExpr('in.()')).toMatchObject({ values: [] });
    expect(failure(() => parseOpExpr('in.1,2')).body.code).toBe('PGRST100');
  });

  it('reads is with null, not_null, true, false and unknown', () => {
    for (const value of ['null', 'not_null', 'true', 'false', 'unknown']) expect(parseOpExpr(`is.${value}`)).toMatchObject({ kind: 'is', value });
    expect(parseOpExpr('is.NULL')).toMatchObject({ value: 'null' });
    expect(failure(() => parseOpExpr('is.maybe')).body.code).toBe('PGRST100');
  });

  it('reads full-text search operators with an optional language', () => {
    expect(parseOpExpr('fts.wizard')).toEqual({ kind: 'fts', negate: false, op: 'fts', language: undefined, value: 'wizard' });
    expect(parseOpExpr('wfts(english).fat & rat')).toMatchObject({ op: 'wfts', language: 'english', value: 'fat & rat' });
    expect(parseOpExpr('plfts.a b')).toMatchObject({ op: 'plfts' });
    expect(parseOpExpr('not.phfts(simple).x y')).toMatchObject({ op: 'phfts', negate: true, language: 'simple' });
  });

  it('reads any/all modifiers on comparisons', () => {
    expect(parseOpExpr('like(any).{A*,*x}')).toEqual({ kind: 'quantified', negate: false, op: 'like', quantifier: 'any', values: ['A%', '%x'] });
    expect(parseOpExpr('eq(all).(1,2)')).toMatchObject({ quantifier: 'all', values: ['1', '2'] });
    expect(failure(() => parseOpExpr('cs(any).{a}')).body.code).toBe('PGRST100');
    expect(failure(() => parseOpExpr('like(some).{a}')).body.code).toBe('PGRST100');
  });

  it('refuses unknown operators like PostgREST', () => {
    const err = failure(() => parseOpExpr('zz.oops'));
    expect(err.status).toBe(400);
    expect(err.body).toMatchObject({ code: 'PGRST100', details: 'unknown single value operator zz' });
    expect(err.body.message).toMatch(/^"failed to parse filter \(zz\.oops\)"/);
    expect(failure(() => parseOpExpr('5')).body.code).toBe('PGRST100');
    expect(failure(() => parseOpExpr('eq')).body.code).toBe('PGRST100');
  });
});

describe('logic trees', () => {
  it('reads or/and with nesting and negation', () => {
    expect(parseLogicTree('or', false, '(a.eq.1,b.lt.2,and(c.gt.3,d.not.is.null),not.or(e.eq.5,f.eq.6))')).toEqual({
      kind: 'logic',
      op: 'or',
      negate: false,
      children: [
        { kind: 'filter', filter: { field: { name: 'a', jsonPath: [] }, expr: { kind: 'compare', negate: false, op: 'eq', value: '1' } } },
        { kind: 'filter', filter: { field: { name: 'b', jsonPath: [] }, expr: { kind: 'compare', negate: false, op: 'lt', value: '2' } } },
        {
          kind: 'logic',
          op: 'and',
          negate: false,
          children: [
            { kind: 'filter', filter: { field: { name: 'c', jsonPath: [] }, expr: { kind: 'compare', negate: false, op: 'gt', value: '3' } } },
            { kind: 'filter', filter: { field: { name: 'd', jsonPath: [] }, expr: { kind: 'is', negate: true, value: 'null' } } },
          ],
        },
        {
          kind: 'logic',
          op: 'or',
          negate: true,
          children: [
            { kind: 'filter', filter: { field: { name: 'e', jsonPath: [] }, expr: { kind: 'compare', negate: false, op: 'eq', value: '5' } } },
            { kind: 'filter', filter: { field: { name: 'f', jsonPath: [] }, expr: { kind: 'compare', negate: false, op: 'eq', value: '6' } } },
          ],
        },
      ],
    });
  });

  it('keeps in lists, quoted values and JSON paths inside a tree', () => {
    const tree = parseLogicTree('and', true, '(id.in.(1,2),title.eq."a, (b)",metadata->>country.eq.UK)');
    expect(tree.negate).toBe(true);
    expect(tree.children).toEqual([
      { kind: 'filter', filter: { field: { name: 'id', jsonPath: [] }, expr: { kind: 'in', negate: false, values: ['1', '2'] } } },
      { kind: 'filter', filter: { field: { name: 'title', jsonPath: [] }, expr: { kind: 'compare', negate: false, op: 'eq', value: 'a, (b)' } } },
      {
        kind: 'filter',
        filter: { field: { name: 'metadata', jsonPath: [{ arrow: '->>', key: 'country' }] }, expr: { kind: 'compare', negate: false, op: 'eq', value: 'UK' } },
      },
    ]);
  });

  it('refuses unbalanced or malformed trees', () => {
    expect(failure(() => parseLogicTree('or', false, '(a.eq.1')).body.code).toBe('PGRST100');
    expect(failure(() => parseLogicTree('or', false, 'a.eq.1')).body.code).toBe('PGRST100');
    expect(failure(() => parseLogicTree('or', false, '(a.zz.1)')).body.code).toBe('PGRST100');
    expect(failure(() => parseLogicTree('or', false, '(a)')).body.code).toBe('PGRST100');
  });
});
