import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import { parseQueryString, rawQuery } from './query-string.ts';
import { looksLikeArgument, parseRequestParams } from './request-params.ts';

describe('query string', () => {
  it('keeps repeated keys in order and decodes + and percent escapes', () => {
    expect(parseQueryString('id=gt.1&id=lt.9&m=wfts%28english%29.fat+%26+rat&flag')).toEqual([
      ['id', 'gt.1'],
      ['id', 'lt.9'],
      ['m', 'wfts(english).fat & rat'],
      ['flag', ''],
    ]);
    expect(parseQueryString('bad=%E0%A4%A')).toEqual([['bad', '%E0%A4%A']]);
    expect(rawQuery('http://h/rest/v1/t?a=1&b=2#frag')).toBe('a=1&b=2');
    expect(rawQuery('http://h/rest/v1/t')).toBe('');
  });
});

describe('request parameters', () => {
  it('sorts select, filters, logic, order and ranges by embed path', () => {
    const params = parseRequestParams(
      parseQueryString(
        'select=id,reviews(rating)&id=gt.1&id=lt.9&reviews.rating=gte.4&or=(a.eq.1,b.eq.2)&reviews.not.and=(c.eq.3)' +
          '&order=id.desc&reviews.order=rating&limit=10&offset=5&reviews.limit=2&reviews.offset=1&metadata->a.b=eq.x',
      ),
    );
    expect(params.select).toHaveLength(2);
    expect(params.filters.map((f) => [f.path, f.filter.field.name, f.filter.expr])).toEqual([
      [[], 'id', { kind: 'compare', negate: false, op: 'gt', value: '1' }],
      [[], 'id', { kind: 'compare', negate: false, op: 'lt', value: '9' }],
      [['reviews'], 'rating', { kind: 'compare', negate: false, op: 'gte', value: '4' }],
      [[], 'metadata', { kind: 'compare', negate: false, op: 'eq', value: 'x' }],
    ]);
    expect(params.filters[3].filter.field.jsonPath).toEqual([{ arrow: '->', key: 'a.b' }]);
    expect(params.logic.map((l) => [l.path, l.tree.op, l.tree.negate])).toEqual([
      [[], 'or', false],
      [['reviews'], 'and', true],
    ]);
    expect([...params.order.keys()]).toEqual(['', 'reviews']);
    expect(Object.fromEntries(params.limit)).toEqual({ '': 10, reviews: 2 });
    expect(Object.fromEntries(params.offset)).toEqual({ '': 5, reviews: 1 });
  });

  it('reads columns and on_conflict lists, quoted or not', () => {
    const params = parseRequestParams(parseQueryString('columns=%22title%22,%22pages%22&on_conflict=id,title'));
    expect(params.columns).toEqual(['title', 'pages']);
    expect(params.onConflict).toEqual(['id', 'title']);
  });

  it('sets rpc arguments apart from filters', () => {
    const pairs = parseQueryString('n=1&arr={1,2}&id=eq.3&name=in.(a)&t=fts(english).x&select=id');
    const params = parseRequestParams(pairs, looksLikeArgument);
    expect(params.args).toEqual([
      ['n', '1'],
      ['arr', '{1,2}'],
    ]);
    expect(params.filters.map((f) => f.filter.field.name)).toEqual(['id', 'name', 't']);
  });

  it('refuses non-numeric limits and negative limits', () => {
    expect(() => parseRequestParams(parseQueryString('limit=abc'))).toThrow(ApiError);
    try {
      parseRequestParams(parseQueryString('limit=-1'));
    } catch (err) {
      expect((err as ApiError).status).toBe(416);
      expect((err as ApiError).body.code).toBe('PGRST103');
    }
  });
});
