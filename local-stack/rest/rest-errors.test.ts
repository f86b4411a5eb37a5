/**
 * Bad input gets PostgREST's status and error JSON, never a 500, and the service keeps serving:
 * malformed query strings, unknown tables/columns/embeds, wrong types, bad bodies, oversized bodies,
 * bad or expired JWTs, unexposed schemas. Also: the schema cache reloads.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { LOCAL_JWT_SECRET } from '../config.ts';
import { signJwt } from '../jwt.ts';
import { ALICE, startRestFixture, type RestFixture } from './rest-test-fixture.ts';

let fixture: RestFixture;
let db: SupabaseClient;

beforeAll(async () => {
  fixture = await startRestFixture({ db: 56040, http: 56041 });
  db = fixture.anon();
});
afterAll(async () => {
  await fixture?.stop();
});

async function expectError(response: Response, status: number, code: string): Promise<Record<string, unknown>> {
  const body = (await response.json()) as Record<string, unknown>;
  expect({ status: response.status, code: body.code }).toEqual({ status, code });
  expect(Object.keys(body).sort()).toEqual(['code', 'details', 'hint', 'message']);
  return body;
}

describe('query string errors', () => {
  it('answers malformed filters, selects, orders and logic trees with 400 PGRST100', async () => {
    await expectError(await fixture.rest('books?select=id&title=zz.oops'), 400, 'PGRST100');
    await expectError(await fixture.rest('books?select=id,authors(name'), 400, 'PGRST100');
    await expectError(await fixture.rest('books?order=id.sideways'), 400, 'PGRST100');
    await expectError(await fixture.rest('books?or=(id.eq.1'), 400, 'PGRST100');
    await expectError(await fixture.rest('books?id=in.1,2'), 400, 'PGRST100');
    await expectError(await fixture.rest('books?limit=ten'), 400, 'PGRST100');
  });

  it('answers unknown columns with 400 42703 as Postgres words it', async () => {
    const select = await db.from('books').select('id, no_such_column');
    expect(select.status).toBe(400);
    expect(select.error).toEqual({ code: '42703', details: null, hint: null, message: 'column books.no_such_column does not exist' });
    expect((await db.from('books').select('id').eq('nope', 1)).error?.code).toBe('42703');
    expect((await db.from('books').select('id').order('nope')).error?.code).toBe('42703');
    expect((await db.from('books').select('id, reviews(nope)')).error?.message).toBe('column reviews.nope does not exist');
  });

  it('answers a value of the wrong type with 400 22P02', async () => {
    const { error, status } = await db.from('books').select('id').eq('id', 'not-a-number');
    expect(status).toBe(400);
    expect(error?.code).toBe('22P02');
    expect(error?.message).toBe('invalid input syntax for type bigint: "not-a-number"');
  });

  it('answers an unknown table with 404 PGRST205', async () => {
    const { error, status } = await db.from('no_such_table').select('*');
    expect(status).toBe(404);
    expect(error).toMatchObject({ code: 'PGRST205', message: "Could not find the table 'public.no_such_table' in the schema cache" });
  });

  it('answers filters on resources that are not embedded with PGRST108 and bad embed filters with PGRST120', async () => {
    await expectError(await fixture.rest('books?select=id&reviews.rating=eq.5'), 400, 'PGRST108');
    await expectError(await fixture.rest('books?select=id,reviews(rating)&reviews=eq.5'), 400, 'PGRST120');
  });

  it('answers a related order on a to-many embed with PGRST118', async () => {
    await expectError(await fixture.rest('books?select=id,reviews(rating)&order=reviews(rating)'), 400, 'PGRST118');
  });

  it('answers a schema that is not exposed with 406 PGRST106', async () => {
    const { error, status } = await db.schema('private').from('books').select('*');
    expect(status).toBe(406);
    expect(error).toMatchObject({ code: 'PGRST106', message: 'Invalid schema: private' });
  });
});

describe('body errors', () => {
  const post = (path: string, body: string, headers: Record<string, string> = {}) =>
    fixture.rest(path, { method: 'POST', body, headers: { 'content-type': 'application/json', ...headers } });

  it('answers broken JSON with 400 PGRST102', async () => {
    await expectError(await post('genres', '{"name":'), 400, 'PGRST102');
    await expectError(await post('genres', '"a string"'), 400, 'PGRST102');
    await expectError(await post('genres', '[1,2]'), 400, 'PGRST102');
    await expectError(await post('rpc/add_one', '{"n":'), 400, 'PGRST102');
  });

  it('answers an unknown body column with 400 PGRST204', async () => {
    const insert = await db.from('genres').insert({ name: 'x', no_such_column: 1 });
    expect(insert.status).toBe(400);
    expect(insert.error?.message).toBe("Could not find the 'no_such_column' column of 'genres' in the schema cache");
    const update = await db.from('genres').update({ no_such_column: 1 }).eq('id', 1);
    expect(update.error?.code).toBe('PGRST204');
  });

  it('refuses an oversized body with 413 and a JSON error', async () => {
    const response = await post('genres', JSON.stringify({ name: 'x'.repeat(2_000_000) }));
    expect(response.status).toBe(413);
    expect(await response.json()).toHaveProperty('message');
  });
});

describe('JWT errors', () => {
  const withToken = (token: string) => fixture.rest('books?select=id', { headers: { authorization: `Bearer ${token}` } });

  it('refuses a JWT signed with another secret with 401 PGRST301', async () => {
    const token = await signJwt({ role: 'service_role', exp: Math.floor(Date.now() / 1000) + 600 }, 'not-the-secret-not-the-secret-not-the-secret');
    const response = await withToken(token);
    await expectError(response, 401, 'PGRST301');
    expect(response.headers.get('www-authenticate')).toMatch(/^Bearer error="invalid_token"/);
  });

  it('refuses garbage and empty tokens with 401 PGRST301', async () => {
    const garbage = await expectError(await withToken('not-a-jwt'), 401, 'PGRST301');
    expect(garbage.message).toBe('Expected 3 parts in JWT; got 1');
    const empty = await fixture.rest('books?select=id', { headers: { authorization: 'Bearer ' } });
    await expectError(empty, 401, 'PGRST301');
  });

  it('refuses an expired JWT with 401 PGRST303 and WWW-Authenticate', async () => {
    const response = await withToken(await fixture.userToken(ALICE, -60));
    const body = await expectError(response, 401, 'PGRST303');
    expect(body.message).toBe('JWT expired');
    expect(response.headers.get('www-authenticate')).toBe('Bearer error="invalid_token", error_description="JWT expired"');
  });

  it('refuses a role other than anon, authenticated and service_role with 401', async () => {
    const token = await signJwt({ role: 'postgres', exp: Math.floor(Date.now() / 1000) + 600 }, LOCAL_JWT_SECRET);
    expect((await withToken(token)).status).toBe(401);
  });

  it('treats a request without any key as anon', async () => {
    const response = await fetch(`${fixture.url}/rest/v1/books?select=id&id=eq.1`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([{ id: 1 }]);
  });
});

describe('robustness', () => {
  it('answers unsupported methods with 405', async () => {
    await expectError(await fixture.rest('books', { method: 'PUT', body: '{}' }), 405, 'PGRST117');
  });

  it('keeps serving after all of the above, with the pool intact', async () => {
    const results = await Promise.all(Array.from({ length: 30 }, () => db.from('books').select('id').eq('id', 2).single()));
    expect(results.every((r) => r.data?.id === 2)).toBe(true);
  });

  it('sees tables created while running, on reloadSchema() or on a miss', async () => {
    await fixture.admin.query('create table public.late_table (id int primary key, label text); insert into public.late_table values (1, $$one$$)');
    await fixture.service.reloadSchema();
    expect((await db.from('late_table').select('label')).data).toEqual([{ label: 'one' }]);
    await fixture.admin.query('create table public.later_table (id int primary key)');
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect((await db.from('later_table').select('id')).status).toBe(200);
  });
});
