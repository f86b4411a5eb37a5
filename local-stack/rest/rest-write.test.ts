/**
 * Writes through the real supabase-js client: inserts (single, bulk, columns, missing=default),
 * upserts, updates and deletes with and without representation, statuses, counts, single-object
 * writes that roll back, tx=rollback, and row-level security as anon versus a signed-in user.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { LOCAL_SERVICE_ROLE_KEY } from '../config.ts';
import { ALICE, BOB, startRestFixture, type RestFixture } from './rest-test-fixture.ts';

let fixture: RestFixture;
let db: SupabaseClient;

beforeAll(async () => {
  fixture = await startRestFixture({ db: 56020, http: 56021 });
  db = fixture.serviceRole();
});
afterAll(async () => {
  await fixture?.stop();
});

const countWhere = async (sql: string, values: unknown[] = []) => Number((await fixture.admin.query(sql, values)).rows[0].count);

describe('insert', () => {
  it('inserts one object with 201 and no body by default', async () => {
    const { data, error, status } = await db.from('genres').insert({ name: 'Poetry' });
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toBeNull();
    expect(await countWhere("select count(*) from genres where name = 'Poetry'")).toBe(1);
  });

  it('returns the representation with select(), applying defaults and embeds', async () => {
    const { data, error, status } = await db
      .from('books')
      .insert({ title: 'The Dispossessed', author_id: 1, pages: 387 })
      .select('id, title, tags, author:authors!author_id(name)')
      .single();
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toMatchObject({ title: 'The Dispossessed', tags: [], author: { name: 'Ursula' } });
    expect(typeof data!.id).toBe('number');
  });

  it('inserts arrays with the columns parameter: missing keys become NULL, or DEFAULT with missing=default', async () => {
    const ok = await db.from('authors').insert([{ name: 'A1', bio: 'x' }, { name: 'A2' }]).select('name, bio, metadata');
    expect(ok.error).toBeNull();
    expect(ok.data).toEqual([
      { name: 'A1', bio: 'x', metadata: {} },
      { name: 'A2', bio: null, metadata: {} },
    ]);
    // tags is NOT NULL with a default: sent as NULL for the object that lacks it...
    const nulls = await db.from('books').insert([{ title: 'N1', tags: ['x'] }, { title: 'N2' }]);
    expect(nulls.error?.code).toBe('23502');
    // ...but given its DEFAULT with missing=default.
    const defaults = await db
      .from('books')
      .insert([{ title: 'D1', tags: ['x'] }, { title: 'D2' }], { defaultToNull: false })
      .select('title, tags');
    expect(defaults.error).toBeNull();
    expect(defaults.data).toEqual([
      { title: 'D1', tags: ['x'] },
      { title: 'D2', tags: [] },
    ]);
  });

  it('counts inserted rows with count=exact', async () => {
    const { count, error } = await db.from('genres').insert([{ name: 'G1' }, { name: 'G2' }], { count: 'exact' });
    expect(error).toBeNull();
    expect(count).toBe(2);
  });

  it('upserts with merge-duplicates and ignore-duplicates on a unique column', async () => {
    const merged = await db.from('genres').upsert({ name: 'Fantasy' }, { onConflict: 'name' }).select('id, name');
    expect(merged.error).toBeNull();
    expect(merged.data).toEqual([{ id: 1, name: 'Fantasy' }]);
    const updated = await db.from('authors').upsert({ id: 2, name: 'Terry', bio: 'Discworld' }).select('id, bio').single();
    expect(updated.data).toEqual({ id: 2, bio: 'Discworld' });
    const ignored = await db
      .from('genres')
      .upsert([{ name: 'Fantasy' }, { name: 'Horror' }], { onConflict: 'name', ignoreDuplicates: true })
      .select('name');
    expect(ignored.data).toEqual([{ name: 'Horror' }]);
  });

  it('answers headers-only with a Location header', async () => {
    const response = await fixture.rest('genres', {
      method: 'POST',
      headers: { authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}`, 'content-type': 'application/json', prefer: 'return=headers-only' },
      body: JSON.stringify({ name: 'Located' }),
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('location')).toMatch(/^\/genres\?id=eq\.\d+$/);
    expect(response.headers.get('preference-applied')).toBe('return=headers-only');
  });

  it('maps constraint violations to 409 and 400', async () => {
    const duplicate = await db.from('genres').insert({ name: 'Fantasy' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.error?.code).toBe('23505');
    expect(duplicate.error?.details).toBe('Key (name)=(Fantasy) already exists.');
    const foreign = await db.from('books').insert({ title: 'Orphan', author_id: 999 });
    expect(foreign.status).toBe(409);
    expect(foreign.error?.code).toBe('23503');
    const notNull = await db.from('books').insert({ pages: 10 });
    expect(notNull.status).toBe(400);
    expect(notNull.error?.code).toBe('23502');
    const check = await db.from('reviews').insert({ book_id: 1, rating: 9 });
    expect(check.status).toBe(400);
    expect(check.error?.code).toBe('23514');
  });
});

describe('update and delete', () => {
  it('updates with filters: 204 without representation, 200 with it', async () => {
    const minimal = await db.from('books').update({ price: 10 }).eq('id', 4);
    expect(minimal.status).toBe(204);
    expect(minimal.error).toBeNull();
    const { data, status } = await db.from('books').update({ price: 11.5, tags: ['fantasy', 'death'] }).eq('id', 4).select('id, price, tags');
    expect(status).toBe(200);
    expect(data).toEqual([{ id: 4, price: 11.5, tags: ['fantasy', 'death'] }]);
  });

  it('updates and deletes with the same filter grammar as reads', async () => {
    await db.from('genres').insert([{ name: 'tmp-1' }, { name: 'tmp-2' }, { name: 'keep-3' }]);
    const { count } = await db.from('genres').update({ name: 'renamed' }, { count: 'exact' }).or('name.eq.tmp-1,name.eq.nothing');
    expect(count).toBe(1);
    const deleted = await db.from('genres').delete().in('name', ['renamed', 'tmp-2']).select('name').order('name');
    expect(deleted.data!.map((g) => g.name).sort()).toEqual(['renamed', 'tmp-2']);
    expect(await countWhere("select count(*) from genres where name like 'tmp-%' or name = 'renamed'")).toBe(0);
  });

  it('deletes with count and no body', async () => {
    await db.from('genres').insert({ name: 'to-delete' });
    const { error, status, count } = await db.from('genres').delete({ count: 'exact' }).eq('name', 'to-delete');
    expect(error).toBeNull();
    expect(status).toBe(204);
    expect(count).toBe(1);
  });

  it('rolls back a single() write that touches more than one row', async () => {
    const { error, status } = await db.from('books').update({ summary: 'changed' }).lt('id', 3).select().single();
    expect(status).toBe(406);
    expect(error?.code).toBe('PGRST116');
    expect(await countWhere("select count(*) from books where summary = 'changed'")).toBe(0);
  });

  it('rolls back with Prefer: tx=rollback but still answers', async () => {
    const { data, error } = await db.from('genres').insert({ name: 'ghost' }).select('name').rollback();
    expect(error).toBeNull();
    expect(data).toEqual([{ name: 'ghost' }]);
    expect(await countWhere("select count(*) from genres where name = 'ghost'")).toBe(0);
  });

  it('refuses more affected rows than max-affected allows', async () => {
    const response = await fixture.rest('books?id=lt.4', {
      method: 'PATCH',
      headers: { authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}`, 'content-type': 'application/json', prefer: 'handling=strict, max-affected=1' },
      body: JSON.stringify({ summary: 'bulk' }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'PGRST124', details: 'The query affects 3 rows' });
    expect(await countWhere("select count(*) from books where summary = 'bulk'")).toBe(0);
  });
});

describe('row-level security decides', () => {
  it('shows an authenticated user only their own notes and anon none', async () => {
    const alice = await fixture.asUser(ALICE);
    const { data } = await alice.from('notes').select('body').order('id');
    expect(data).toEqual([{ body: 'alice note 1' }, { body: 'alice note 2' }]);
    expect((await fixture.anon().from('notes').select('body')).data).toEqual([]);
  });

  it('lets a user insert a note owned by auth.uid() and refuses one for someone else with 403', async () => {
    const bob = await fixture.asUser(BOB);
    const mine = await bob.from('notes').insert({ body: 'bob again' }).select('owner_id, body').single();
    expect(mine.error).toBeNull();
    expect(mine.data).toEqual({ owner_id: BOB, body: 'bob again' });
    const forged = await bob.from('notes').insert({ body: 'pretending', owner_id: ALICE });
    expect(forged.status).toBe(403);
    expect(forged.error?.code).toBe('42501');
    expect(forged.error?.message).toBe('new row violates row-level security policy for table "notes"');
  });

  it('answers 401 for anon where the role lacks the right', async () => {
    const anonInsert = await fixture.anon().from('notes').insert({ body: 'anon' });
    expect(anonInsert.status).toBe(401);
    expect(anonInsert.error?.code).toBe('42501');
    const secret = await fixture.anon().from('secrets').select('*');
    expect(secret.status).toBe(401);
    expect(secret.error?.message).toBe('permission denied for table secrets');
    const alice = await fixture.asUser(ALICE);
    expect((await alice.from('secrets').select('*')).status).toBe(403);
  });

  it('makes updates and deletes of foreign rows silently affect nothing', async () => {
    const bob = await fixture.asUser(BOB);
    const update = await bob.from('notes').update({ body: 'hacked' }).eq('body', 'alice note 1').select();
    expect(update.data).toEqual([]);
    const del = await bob.from('notes').delete().eq('body', 'alice note 2').select();
    expect(del.data).toEqual([]);
    expect(await countWhere("select count(*) from notes where owner_id = $1 and body like 'alice note%'", [ALICE])).toBe(2);
  });

  it('accepts insert-only writes from anon without reading them back', async () => {
    const { error, status } = await fixture.anon().from('feedback').insert({ message: 'great app' });
    expect(error).toBeNull();
    expect(status).toBe(201);
    const readBack = await fixture.anon().from('feedback').insert({ message: 'again' }).select();
    expect(readBack.status).toBe(401);
    expect(readBack.error?.code).toBe('42501');
  });
});
