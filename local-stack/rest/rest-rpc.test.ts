/**
 * Functions through supabase-js `rpc()`: scalar, setof scalar, setof table with select/filter/order/
 * limit/embeds, RETURNS TABLE, single composite, void, defaults, arrays, a whole-body json parameter,
 * GET and HEAD calls, counts, the caller's identity, custom statuses and errors.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { ALICE, startRestFixture, type RestFixture } from './rest-test-fixture.ts';

let fixture: RestFixture;
let db: SupabaseClient;

beforeAll(async () => {
  fixture = await startRestFixture({ db: 56030, http: 56031 });
  db = fixture.anon();
});
afterAll(async () => {
  await fixture?.stop();
});

describe('rpc results', () => {
  it('returns a scalar as a bare JSON value', async () => {
    const { data, error, status } = await db.rpc('add_one', { n: 41 });
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toBe(42);
  });

  it('uses parameter defaults when arguments are left out', async () => {
    expect((await db.rpc('add', { a: 1 })).data).toBe(11);
    expect((await db.rpc('add', { a: 1, b: 2 })).data).toBe(3);
  });

  it('converts JSON arrays to Postgres arrays', async () => {
    expect((await db.rpc('sum_array', { nums: [1, 2, 3] })).data).toBe(6);
  });

  it('passes an array to a VARIADIC parameter', async () => {
    expect((await db.rpc('join_words', { words: ['hello', 'world'] })).data).toBe('hello world');
  });

  it('returns setof scalar as an array', async () => {
    const { data } = await db.rpc('book_titles');
    expect(data).toEqual(['A Wizard of Earthsea', 'The Left Hand of Darkness', 'Guards! Guards!', 'Mort', 'Untitled']);
  });

  it('applies select, filters, order, limit and embeds to setof table results', async () => {
    const { data, error } = await db
      .rpc('books_longer_than', { min_pages: 200 })
      .select('title, author:authors!author_id(name)')
      .neq('title', 'Mort')
      .order('title', { ascending: false })
      .limit(2);
    expect(error).toBeNull();
    expect(data).toEqual([
      { title: 'The Left Hand of Darkness', author: { name: 'Ursula' } },
      { title: 'Guards! Guards!', author: { name: 'Terry' } },
    ]);
  });

  it('returns RETURNS TABLE rows as objects', async () => {
    const { data } = await db.rpc('author_stats');
    expect(data).toEqual([
      { author: 'Nobody', books: 0 },
      { author: 'Terry', books: 2 },
      { author: 'Ursula', books: 2 },
    ]);
  });

  it('returns a single composite as an object', async () => {
    const { data } = await db.rpc('get_author', { author_id: 2 });
    expect(data).toMatchObject({ id: 2, name: 'Terry' });
  });

  it('answers 204 for a void function', async () => {
    const { data, error, status } = await db.rpc('do_nothing');
    expect(error).toBeNull();
    expect(status).toBe(204);
    expect(data).toBeNull();
  });

  it('passes the whole body to a function with one unnamed json parameter', async () => {
    const { data } = await db.rpc('echo_json', { any: ['thing', 1] });
    expect(data).toEqual({ any: ['thing', 1] });
  });
});

describe('rpc methods and counts', () => {
  it('calls with GET and query-string arguments, arrays as {a,b}', async () => {
    expect((await db.rpc('add_one', { n: 1 }, { get: true })).data).toBe(2);
    expect((await db.rpc('sum_array', { nums: [4, 5] }, { get: true })).data).toBe(9);
  });

  it('counts with HEAD and no body', async () => {
    const { data, count, error } = await db.rpc('book_titles', {}, { head: true, count: 'exact' });
    expect(error).toBeNull();
    expect(data).toBeNull();
    expect(count).toBe(5);
  });

  it('counts with a range over a setof result', async () => {
    const { data, count, status } = await db.rpc('books_longer_than', {}, { count: 'exact' }).select('id').order('id').range(0, 1);
    expect(data).toEqual([{ id: 1 }, { id: 2 }]);
    expect(count).toBe(4);
    expect(status).toBe(206);
  });

  it('refuses a write from a function called with GET (read-only transaction)', async () => {
    const alice = await fixture.asUser(ALICE);
    const response = await fetch(`${fixture.url}/rest/v1/rpc/add_note?body=x`, {
      headers: { apikey: 'x', authorization: `Bearer ${await fixture.userToken(ALICE)}` },
    });
    expect(response.status).toBe(405);
    expect(await response.json()).toMatchObject({ code: '25006' });
    const { data, error } = await alice.rpc('add_note', { body: 'from rpc' }).select('owner_id, body').single();
    expect(error).toBeNull();
    expect(data).toEqual({ owner_id: ALICE, body: 'from rpc' });
  });

  it('runs as the caller: auth.uid() is the JWT subject', async () => {
    const alice = await fixture.asUser(ALICE);
    expect((await alice.rpc('whoami')).data).toBe(ALICE);
    expect((await db.rpc('whoami')).data).toBeNull();
  });
});

describe('rpc errors and custom responses', () => {
  it('answers 404 PGRST202 for an unknown function or argument names', async () => {
    const unknown = await db.rpc('no_such_fn', { a: 1 });
    expect(unknown.status).toBe(404);
    expect(unknown.error).toMatchObject({
      code: 'PGRST202',
      message: 'Could not find the function public.no_such_fn(a) in the schema cache',
      details: 'Searched for the function public.no_such_fn with parameter a or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
    });
    const wrongArgs = await db.rpc('add_one', { m: 1 });
    expect(wrongArgs.error?.code).toBe('PGRST202');
  });

  it('answers 400 for a wrongly typed argument', async () => {
    const { error, status } = await db.rpc('add_one', { n: 'abc' });
    expect(status).toBe(400);
    expect(error?.code).toBe('22P02');
  });

  it('maps RAISE to 400 P0001 with detail and hint, PT403 to 403', async () => {
    const raised = await db.rpc('fail_custom');
    expect(raised.status).toBe(400);
    expect(raised.error).toEqual({ code: 'P0001', message: 'custom failure', details: 'some detail', hint: 'some hint' });
    const forbidden = await db.rpc('forbidden');
    expect(forbidden.status).toBe(403);
    expect(forbidden.error).toMatchObject({ code: 'PT403', message: 'not allowed here' });
  });

  it('lets RAISE sqlstate PGRST shape the whole response', async () => {
    const response = await fixture.rest('rpc/teapot', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(response.status).toBe(418);
    expect(response.headers.get('x-brew')).toBe('earl grey');
    expect(await response.json()).toEqual({ code: 'TEA01', message: 'I am a teapot', details: 'short', hint: 'stout' });
  });

  it('honours response.headers and response.status set by a function', async () => {
    const response = await fixture.rest('rpc/with_header', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(response.status).toBe(202);
    expect(response.headers.get('x-custom')).toBe('yes');
    expect(await response.json()).toBe(1);
  });

  it('refuses other methods on rpc with 405', async () => {
    const response = await fixture.rest('rpc/add_one', { method: 'PATCH', body: '{}' });
    expect(response.status).toBe(405);
    expect(await response.json()).toMatchObject({ code: 'PGRST101' });
  });
});
