import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import { parseOrder } from './order-parser.ts';

describe('order grammar', () => {
  it('reads columns with direction and nulls placement', () => {
    expect(parseOrder('published.desc.nullslast,title')).toEqual([
      { field: { name: 'published', jsonPath: [] }, direction: 'desc', nulls: 'last' },
      { field: { name: 'title', jsonPath: [] } },
    ]);
    expect(parseOrder('pages.nullsfirst')).toEqual([{ field: { name: 'pages', jsonPath: [] }, nulls: 'first' }]);
  });

  it('reads JSON paths and related to-one columns', () => {
    expect(parseOrder('metadata->awards->>hugo.desc')).toEqual([
      { field: { name: 'metadata', jsonPath: [{ arrow: '->', key: 'awards' }, { arrow: '->>', key: 'hugo' }] }, direction: 'desc' },
    ]);
    expect(parseOrder('authors(name).asc,id')).toEqual([
      { relation: 'authors', field: { name: 'name', jsonPath: [] }, direction: 'asc' },
      { field: { name: 'id', jsonPath: [] } },
    ]);
  });

  it('refuses unknown modifiers with PGRST100', () => {
    for (const bad of ['id.up', 'id.desc.nullsmiddle', 'authors(name', ',id']) {
      expect(() => parseOrder(bad)).toThrow(ApiError);
    }
  });
});
