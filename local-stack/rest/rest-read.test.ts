/**
 * Reads through the real supabase-js client: select shapes, embeds of every cardinality, each filter
 * family, logic trees, ordering, paging, counts, HEAD, single/maybeSingle and CSV.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startRestFixture, type RestFixture } from './rest-test-fixture.ts';

let fixture: RestFixture;
let db: SupabaseClient;

beforeAll(async () => {
  fixture = await startRestFixture({ db: 56010, http: 56011 });
  db = fixture.anon();
});
afterAll(async () => {
  await fixture?.stop();
});

const titles = (rows: Array<{ title: string }> | null) => (rows ?? []).map((r) => r.title);

describe('select', () => {
  it('returns every column with JSON types from Postgres', async () => {
    const { data, error, status } = await db.from('books').select('*').eq('id', 1);
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data![0]).toMatchObject({ id: 1, title: 'A Wizard of Earthsea', pages: 183, price: 9.99, tags: ['fantasy', 'classic'], published: '1968-11-01' });
    expect(typeof data![0].created_at).toBe('string');
  });

  it('applies aliases, casts and JSON paths', async () => {
    const { data, error } = await db
      .from('authors')
      .select('who:name, id::text, country:metadata->>country, metadata->awards->hugo, first_lang:metadata->langs->>0')
      .eq('id', 1)
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({ who: 'Ursula', id: '1', country: 'US', hugo: 5, first_lang: 'en' });
  });

  it('reads views and computed fields', async () => {
    const view = await db.from('book_titles_view').select('title').eq('id', 2);
    expect(view.data).toEqual([{ title: 'The Left Hand of Darkness' }]);
    const computed = await db.from('books').select('id, title_upper').eq('id', 4).single();
    expect(computed.data).toEqual({ id: 4, title_upper: 'MORT' });
  });
});

describe('embedding', () => {
  it('embeds to-one as an object or null, by foreign key column hint', async () => {
    const { data, error } = await db.from('books').select('title, author:authors!author_id(name), editor:authors!editor_id(name)').in('id', [1, 5]).order('id');
    expect(error).toBeNull();
    expect(data).toEqual([
      { title: 'A Wizard of Earthsea', author: { name: 'Ursula' }, editor: { name: 'Terry' } },
      { title: 'Untitled', author: null, editor: null },
    ]);
  });

  it('embeds by constraint name hint', async () => {
    const { data, error } = await db.from('books').select('title, authors!books_editor_id_fkey(name)').eq('id', 3).single();
    expect(error).toBeNull();
    expect(data).toEqual({ title: 'Guards! Guards!', authors: { name: 'Ursula' } });
  });

  it('embeds to-many as an array, [] when none, with embedded filters, order and limit', async () => {
    const { data, error } = await db
      .from('books')
      .select('id, reviews(rating, body)')
      .in('id', [1, 4])
      .order('id')
      .order('rating', { referencedTable: 'reviews', ascending: true })
      .gte('reviews.rating', 4)
      .limit(1, { referencedTable: 'reviews' });
    expect(error).toBeNull();
    expect(data).toEqual([
      { id: 1, reviews: [{ rating: 4, body: 'Good' }] },
      { id: 4, reviews: [] },
    ]);
  });

  it('embeds many-to-many through the junction table', async () => {
    const { data, error } = await db.from('books').select('title, genres(name)').eq('id', 3).single();
    expect(error).toBeNull();
    expect(data!.genres.map((g: { name: string }) => g.name).sort()).toEqual(['Fantasy', 'Humour']);
  });

  it('nests embeds in both directions', async () => {
    const { data, error } = await db
      .from('authors')
      .select('name, books!author_id(title, reviews(rating))')
      .eq('name', 'Ursula')
      .order('id', { referencedTable: 'books' })
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({
      name: 'Ursula',
      books: [
        { title: 'A Wizard of Earthsea', reviews: [{ rating: 5 }, { rating: 4 }] },
        { title: 'The Left Hand of Darkness', reviews: [{ rating: 3 }] },
      ],
    });
  });

  it('drops parents without a match with !inner', async () => {
    const { data, error } = await db.from('books').select('title, reviews!inner(rating)').eq('reviews.rating', 5).order('id');
    expect(error).toBeNull();
    expect(titles(data)).toEqual(['A Wizard of Earthsea', 'Guards! Guards!']);
    expect(data![0].reviews).toEqual([{ rating: 5 }]);
  });

  it('drops parents whose to-one embed is filtered away with !inner, keeps them as null otherwise', async () => {
    const inner = await db.from('books').select('title, authors!author_id!inner(name)').eq('authors.name', 'Terry').order('id');
    expect(titles(inner.data)).toEqual(['Guards! Guards!', 'Mort']);
    const left = await db.from('books').select('id, authors!author_id(name)').eq('authors.name', 'Terry').lt('id', 4).order('id');
    expect(left.data).toEqual([
      { id: 1, authors: null },
      { id: 2, authors: null },
      { id: 3, authors: { name: 'Terry' } },
    ]);
  });

  it('counts embedded rows with rel(count)', async () => {
    const { data, error } = await db.from('authors').select('name, books!author_id(count)').order('id');
    expect(error).toBeNull();
    expect(data).toEqual([
      { name: 'Ursula', books: [{ count: 2 }] },
      { name: 'Terry', books: [{ count: 2 }] },
      { name: 'Nobody', books: [{ count: 0 }] },
    ]);
  });

  it('filters parents on an embed with is.null / not.is.null', async () => {
    const { data } = await db.from('books').select('title, authors!author_id(name)').is('authors', null);
    expect(titles(data)).toEqual(['Untitled']);
    const { data: withReviews } = await db.from('books').select('title, reviews(id)').not('reviews', 'is', null).order('id');
    expect(titles(withReviews)).toEqual(['A Wizard of Earthsea', 'The Left Hand of Darkness', 'Guards! Guards!']);
  });

  it('spreads a to-one embed into the parent', async () => {
    const { data, error } = await db.from('books').select('title, ...authors!author_id(author_name:name, bio)').eq('id', 3).single();
    expect(error).toBeNull();
    expect(data).toEqual({ title: 'Guards! Guards!', author_name: 'Terry', bio: null });
  });

  it('follows a self-referencing key both ways', async () => {
    const { data, error } = await db.from('employees').select('name, manager:manager_id(name), reports:employees(name)').eq('name', 'Middle').single();
    expect(error).toBeNull();
    expect(data!.manager).toEqual({ name: 'Boss' });
    expect(data!.reports.map((r: { name: string }) => r.name).sort()).toEqual(['Other worker', 'Worker']);
  });

  it('orders by a column of a to-one embed', async () => {
    const { data, error } = await db
      .from('books')
      .select('title, authors!author_id(name)')
      .not('author_id', 'is', null)
      .order('authors(name)', { ascending: false })
      .order('id');
    expect(error).toBeNull();
    expect(data!.map((b) => (b.authors as unknown as { name: string }).name)).toEqual(['Ursula', 'Ursula', 'Terry', 'Terry']);
  });

  it('answers 300 PGRST201 for an ambiguous embed and 400 PGRST200 for none', async () => {
    const ambiguous = await db.from('books').select('title, authors(name)');
    expect(ambiguous.status).toBe(300);
    expect(ambiguous.error?.code).toBe('PGRST201');
    expect(Array.isArray(ambiguous.error?.details)).toBe(true);
    const none = await db.from('books').select('title, employees(name)');
    expect(none.status).toBe(400);
    expect(none.error?.code).toBe('PGRST200');
    expect(none.error?.message).toBe("Could not find a relationship between 'books' and 'employees' in the schema cache");
  });
});

describe('filters', () => {
  it('compares with eq, neq, gt, gte, lt, lte and repeated keys', async () => {
    expect(titles((await db.from('books').select('title').gt('id', 1).lt('id', 4).order('id')).data)).toEqual(['The Left Hand of Darkness', 'Guards! Guards!']);
    expect((await db.from('books').select('id').gte('pages', 288).lte('pages', 304).neq('id', 2)).data).toEqual([{ id: 3 }]);
    const raw = await fixture.rest('books?select=id&id=gt.1&id=lt.3');
    expect(await raw.json()).toEqual([{ id: 2 }]);
  });

  it('matches patterns with like, ilike, match and imatch', async () => {
    expect(titles((await db.from('books').select('title').like('title', '%Earth%')).data)).toEqual(['A Wizard of Earthsea']);
    expect(titles((await db.from('books').select('title').ilike('title', 'mORt')).data)).toEqual(['Mort']);
    expect(titles((await fixture.rest('books?select=title&title=like.*Guards*').then((r) => r.json())) as Array<{ title: string }>)).toEqual(['Guards! Guards!']);
    expect(titles((await db.from('books').select('title').match({ id: 4 })).data)).toEqual(['Mort']);
    expect(titles((await db.from('books').select('title').filter('title', 'match', '^The')).data)).toEqual(['The Left Hand of Darkness']);
    expect(titles((await db.from('books').select('title').filter('title', 'imatch', '^the')).data)).toEqual(['The Left Hand of Darkness']);
  });

  it('tests membership with in, quoted values included', async () => {
    expect((await db.from('books').select('id').in('id', [2, 4]).order('id')).data).toEqual([{ id: 2 }, { id: 4 }]);
    const quoted = await db.from('books').select('id').in('title', ['Mort', 'Guards! Guards!', 'a,b']).order('id');
    expect(quoted.data).toEqual([{ id: 3 }, { id: 4 }]);
    expect((await db.from('books').select('id').in('id', [])).data).toEqual([]);
  });

  it('tests null and booleans with is and isdistinct', async () => {
    expect((await db.from('books').select('id').is('price', null)).data).toEqual([{ id: 4 }, { id: 5 }]);
    expect((await db.from('books').select('id').not('price', 'is', null)).data).toHaveLength(3);
    expect((await db.from('books').select('id').filter('price', 'isdistinct', '9.99').order('id')).data).toEqual([{ id: 2 }, { id: 3 }, { id: 4 }, { id: 5 }]);
    const trueOnes = await fixture.rest('books?select=id&id=lt.3&tags=not.is.null&summary=is.not_null');
    expect(await trueOnes.json()).toEqual([{ id: 1 }, { id: 2 }]);
  });

  it('tests arrays and JSON with cs, cd and ov', async () => {
    expect((await db.from('books').select('id').contains('tags', ['fantasy', 'classic'])).data).toEqual([{ id: 1 }]);
    expect((await db.from('books').select('id').containedBy('tags', ['fantasy', 'humour']).order('id')).data).toEqual([{ id: 3 }, { id: 4 }, { id: 5 }]);
    expect((await db.from('books').select('id').overlaps('tags', ['scifi', 'humour']).order('id')).data).toEqual([{ id: 2 }, { id: 3 }]);
    expect((await db.from('authors').select('name').contains('metadata', { country: 'UK' })).data).toEqual([{ name: 'Terry' }]);
  });

  it('filters on JSON paths', async () => {
    expect((await db.from('authors').select('name').eq('metadata->>country', 'US')).data).toEqual([{ name: 'Ursula' }]);
    expect((await db.from('authors').select('name').gt('metadata->awards->hugo', 1)).data).toEqual([{ name: 'Ursula' }]);
  });

  it('searches text with fts, plfts, phfts and wfts', async () => {
    expect(titles((await db.from('books').select('title').textSearch('search', 'wizard & shadow')).data)).toEqual(['A Wizard of Earthsea']);
    expect(titles((await db.from('books').select('title').textSearch('search', 'winter planet', { type: 'plain', config: 'english' })).data)).toEqual([
      'The Left Hand of Darkness',
    ]);
    expect(titles((await db.from('books').select('title').textSearch('summary', 'city watch', { type: 'phrase', config: 'english' })).data)).toEqual([
      'Guards! Guards!',
    ]);
    expect(titles((await db.from('books').select('title').textSearch('title', '"left hand" -wizard', { type: 'websearch' })).data)).toEqual([
      'The Left Hand of Darkness',
    ]);
  });

  it('applies any/all modifiers', async () => {
    const any = await fixture.rest('books?select=id&title=like(any).{Mort,*Guards*}&order=id');
    expect(await any.json()).toEqual([{ id: 3 }, { id: 4 }]);
    const all = await fixture.rest('books?select=id&title=ilike(all).{*the*,*dark*}');
    expect(await all.json()).toEqual([{ id: 2 }]);
  });

  it('combines conditions with or/and trees, nested and negated', async () => {
    expect((await db.from('books').select('id').or('id.eq.1,pages.gt.300').order('id')).data).toEqual([{ id: 1 }, { id: 2 }]);
    expect((await db.from('books').select('id').or('id.eq.5,and(pages.gt.270,pages.lt.290)').order('id')).data).toEqual([{ id: 3 }, { id: 4 }, { id: 5 }]);
    const negated = await fixture.rest('books?select=id&not.or=(id.lt.3,price.is.null)');
    expect(await negated.json()).toEqual([{ id: 3 }]);
    const nested = await fixture.rest('books?select=id&and=(tags.cs.{fantasy},or(author_id.eq.2,pages.lt.200))&order=id');
    expect(await nested.json()).toEqual([{ id: 1 }, { id: 3 }, { id: 4 }]);
  });

  it('applies or trees inside an embed', async () => {
    const { data } = await db.from('books').select('id, reviews(rating)').eq('id', 1).or('rating.eq.5,body.is.null', { referencedTable: 'reviews' }).single();
    expect(data).toEqual({ id: 1, reviews: [{ rating: 5 }] });
  });
});

describe('order, paging and counts', () => {
  it('orders with direction and nulls placement', async () => {
    const { data } = await db.from('books').select('id').order('price', { ascending: false, nullsFirst: true }).order('id');
    expect(data!.map((b) => b.id)).toEqual([4, 5, 2, 1, 3]);
    const { data: lastNulls } = await db.from('books').select('id').order('price', { ascending: true, nullsFirst: false }).order('id');
    expect(lastNulls!.map((b) => b.id)).toEqual([3, 1, 2, 4, 5]);
  });

  it('pages with range and reports an exact count with 206', async () => {
    const response = await fixture.rest('books?select=id&order=id&offset=1&limit=2', { headers: { Prefer: 'count=exact' } });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe('1-2/5');
    const { data, count, status } = await db.from('books').select('id', { count: 'exact' }).order('id').range(1, 2);
    expect(data).toEqual([{ id: 2 }, { id: 3 }]);
    expect(count).toBe(5);
    expect(status).toBe(206);
  });

  it('writes */0 for an empty counted result and 0-n/* without count', async () => {
    const empty = await fixture.rest('books?select=id&id=eq.99', { headers: { Prefer: 'count=exact' } });
    expect(empty.headers.get('content-range')).toBe('*/0');
    const uncounted = await fixture.rest('books?select=id&limit=2');
    expect(uncounted.headers.get('content-range')).toBe('0-1/*');
  });

  it('counts with HEAD and no body', async () => {
    const { data, count, error } = await db.from('books').select('*', { count: 'exact', head: true }).not('price', 'is', null);
    expect(error).toBeNull();
    expect(data).toBeNull();
    expect(count).toBe(3);
    const planned = await db.from('books').select('*', { count: 'planned', head: true });
    expect(typeof planned.count).toBe('number');
  });

  it('honours the Range header and refuses an offset past the end with 416', async () => {
    const ranged = await fixture.rest('books?select=id&order=id', { headers: { Range: '1-2' } });
    expect(await ranged.json()).toEqual([{ id: 2 }, { id: 3 }]);
    const beyond = await fixture.rest('books?select=id&offset=10', { headers: { Prefer: 'count=exact' } });
    expect(beyond.status).toBe(416);
    expect(await beyond.json()).toMatchObject({ code: 'PGRST103' });
  });
});

describe('single, maybeSingle and other formats', () => {
  it('returns one object with single() and 406 PGRST116 for 0 or 2 rows', async () => {
    const one = await db.from('books').select('title').eq('id', 4).single();
    expect(one.data).toEqual({ title: 'Mort' });
    const none = await db.from('books').select('title').eq('id', 99).single();
    expect(none.status).toBe(406);
    expect(none.error).toEqual({ code: 'PGRST116', details: 'The result contains 0 rows', hint: null, message: 'Cannot coerce the result to a single JSON object' });
    const two = await db.from('books').select('title').lt('id', 3).single();
    expect(two.error?.details).toBe('The result contains 2 rows');
  });

  it('supports maybeSingle() for 0, 1 and 2 rows', async () => {
    expect((await db.from('books').select('title').eq('id', 99).maybeSingle()).data).toBeNull();
    expect((await db.from('books').select('title').eq('id', 4).maybeSingle()).data).toEqual({ title: 'Mort' });
    const two = await db.from('books').select('title').lt('id', 3).maybeSingle();
    expect(two.error?.code).toBe('PGRST116');
  });

  it('answers CSV for Accept: text/csv', async () => {
    const { data, error } = await db.from('books').select('id, title, price').in('id', [4, 5]).order('id').csv();
    expect(error).toBeNull();
    expect(data).toBe('id,title,price\n4,Mort,\n5,Untitled,');
  });

  it('strips nulls when asked', async () => {
    const { data } = await db.from('books').select('id, price').eq('id', 4).stripNulls();
    expect(data).toEqual([{ id: 4 }]);
  });

  it('renders timestamps in the time zone asked for with Prefer: timezone', async () => {
    const response = await fixture.rest('books?select=created_at&id=eq.1', { headers: { Prefer: 'timezone=Asia/Kolkata' } });
    expect(response.headers.get('preference-applied')).toBe('timezone=Asia/Kolkata');
    const [row] = (await response.json()) as Array<{ created_at: string }>;
    expect(row.created_at).toMatch(/\+05:30$/);
  });

  it('refuses an unknown Accept type with 406 PGRST107', async () => {
    const response = await fixture.rest('books?select=id', { headers: { Accept: 'application/xml' } });
    expect(response.status).toBe(406);
    expect(await response.json()).toMatchObject({ code: 'PGRST107' });
  });
});
