import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import { parseSelect, type EmbedSelect } from './select-parser.ts';

const column = (name: string, extra: object = {}) => ({ kind: 'column', field: { name, jsonPath: [] }, ...extra });

function parseError(text: string): ApiError {
  try {
    parseSelect(text);
  } catch (err) {
    if (err instanceof ApiError) return err;
    throw err;
  }
  throw new Error(`"${text}" parsed`);
}

describe('select grammar', () => {
  it('reads star, plain columns and an empty select', () => {
    expect(parseSelect('*')).toEqual([column('*')]);
    expect(parseSelect('')).toEqual([column('*')]);
    expect(parseSelect('id,title')).toEqual([column('id', { alias: undefined, cast: undefined }), column('title', { alias: undefined, cast: undefined })]);
  });

  it('reads aliases, casts and quoted names', () => {
    expect(parseSelect('name:title,pages::text,"odd name":"a,b"::int')).toEqual([
      column('title', { alias: 'name', cast: undefined }),
      column('pages', { alias: undefined, cast: 'text' }),
      column('a,b', { alias: 'odd name', cast: 'int' }),
    ]);
  });

  it('accepts type names and array casts but nothing that could inject SQL', () => {
    expect(parseSelect('price::float8')[0]).toMatchObject({ cast: 'float8' });
    expect(parseSelect('tags::text[]')[0]).toMatchObject({ cast: 'text[]' });
    expect(parseError('id::int);drop table x;--').body.code).toBe('PGRST100');
  });

  it('reads JSON paths with -> and ->>, array indexes and an alias', () => {
    expect(parseSelect('metadata->awards->>hugo,first:metadata->langs->0')).toEqual([
      { kind: 'column', field: { name: 'metadata', jsonPath: [{ arrow: '->', key: 'awards' }, { arrow: '->>', key: 'hugo' }] }, alias: undefined, cast: undefined },
      { kind: 'column', field: { name: 'metadata', jsonPath: [{ arrow: '->', key: 'langs' }, { arrow: '->', key: '0' }] }, alias: 'first', cast: undefined },
    ]);
  });

  it('reads embeds with alias, hint, join type and nesting', () => {
    const [embed] = parseSelect('writer:authors!author_id!inner(name,books(title))') as EmbedSelect[];
    expect(embed).toMatchObject({ kind: 'embed', relation: 'authors', alias: 'writer', hint: 'author_id', joinType: 'inner', spread: false });
    expect(embed.select).toEqual([
      column('name', { alias: undefined, cast: undefined }),
      { kind: 'embed', relation: 'books', alias: undefined, hint: undefined, joinType: undefined, spread: false, select: [column('title', { alias: undefined, cast: undefined })] },
    ]);
    expect(parseSelect('authors!left(*)')[0]).toMatchObject({ joinType: 'left', hint: undefined });
  });

  it('reads spreads and empty embeds', () => {
    expect(parseSelect('title,...authors(author_name:name)')[1]).toMatchObject({ kind: 'embed', relation: 'authors', spread: true, select: [{ alias: 'author_name' }] });
    expect(parseSelect('*,authors!inner()')[1]).toMatchObject({ relation: 'authors', joinType: 'inner', select: [] });
  });

  it('strips whitespace outside quotes like postgrest-js', () => {
    expect(parseSelect(' id , authors ( name ) ')).toHaveLength(2);
    expect(parseSelect('"a b"')[0]).toMatchObject({ field: { name: 'a b' } });
  });

  it('refuses malformed lists with PGRST100 and a position', () => {
    const err = parseError('id,authors(name');
    expect(err.status).toBe(400);
    expect(err.body.code).toBe('PGRST100');
    expect(err.body.message).toMatch(/^"failed to parse select parameter \(id,authors\(name\)" \(line 1, column \d+\)$/);
    expect(parseError('id,,title').body.code).toBe('PGRST100');
    expect(parseError('id)').body.code).toBe('PGRST100');
  });

  it('refuses aggregates, which are disabled as in PostgREST by default', () => {
    expect(parseError('pages.sum()').body.code).toBe('PGRST123');
    expect(parseError('count()').body.code).toBe('PGRST123');
  });
});
