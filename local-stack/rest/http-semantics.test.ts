/** The small pieces of HTTP semantics: SQLSTATE mapping, Prefer, Accept, Content-Range and CSV. */
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import { jsonArrayToCsv } from './csv-output.ts';
import { negotiateOutput } from './media-type.ts';
import { statusForSqlState, toApiError } from './pg-error.ts';
import { parsePrefer } from './prefer.ts';
import { contentRange } from './rest-call.ts';

describe('SQLSTATE to HTTP status', () => {
  it('follows PostgREST mapSQLtoHTTP', () => {
    const cases: Array<[string, string, boolean, number]> = [
      ['42501', 'permission denied', true, 403],
      ['42501', 'permission denied', false, 401],
      ['23505', '', true, 409],
      ['23503', '', true, 409],
      ['22P02', '', true, 400],
      ['23502', '', true, 400],
      ['23514', '', true, 400],
      ['P0001', '', true, 400],
      ['P0002', '', true, 500],
      ['42P01', '', true, 404],
      ['42883', '', true, 404],
      ['42P17', '', true, 500],
      ['25006', '', true, 405],
      ['08006', '', true, 503],
      ['53300', '', true, 503],
      ['53400', '', true, 500],
      ['28000', '', true, 403],
      ['21000', 'UPDATE requires a WHERE clause', true, 400],
      ['21000', 'more than one row returned by a subquery', true, 500],
      ['22023', 'role "x" does not exist', true, 401],
      ['22023', 'invalid value', true, 400],
      ['PT418', '', true, 418],
      ['XX000', '', true, 500],
      ['42703', '', true, 400],
    ];
    for (const [code, message, authed, status] of cases) expect([code, statusForSqlState(code, message, authed)]).toEqual([code, status]);
  });

  it('builds the error body from a driver error and maps connection failures to 503', () => {
    const pgError = Object.assign(new Error('duplicate key value violates unique constraint "x"'), { severity: 'ERROR', code: '23505', detail: 'Key (a)=(1) already exists.' });
    expect(toApiError(pgError, true).body).toEqual({ code: '23505', details: 'Key (a)=(1) already exists.', hint: null, message: 'duplicate key value violates unique constraint "x"' });
    expect(toApiError(new Error('connect ECONNREFUSED'), true).status).toBe(503);
  });
});

describe('Prefer', () => {
  it('reads comma-joined preferences and remembers what applies', () => {
    const prefs = parsePrefer('return=representation, count=exact,missing=default, resolution=merge-duplicates, tx=rollback, bogus=1');
    expect(prefs).toMatchObject({ return: 'representation', count: 'exact', missing: 'default', resolution: 'merge-duplicates', tx: 'rollback' });
    expect(prefs.applied).toEqual(['return=representation', 'count=exact', 'missing=default', 'resolution=merge-duplicates', 'tx=rollback']);
    expect(prefs.invalid).toEqual(['bogus=1']);
  });

  it('refuses unknown preferences with handling=strict', () => {
    expect(() => parsePrefer('handling=strict, bogus')).toThrow(ApiError);
    expect(parsePrefer('handling=strict, max-affected=5').maxAffected).toBe(5);
  });
});

describe('Accept', () => {
  it('negotiates JSON, single object, CSV and stripped nulls', () => {
    expect(negotiateOutput(undefined)).toEqual({ kind: 'json', stripNulls: false });
    expect(negotiateOutput('*/*')).toEqual({ kind: 'json', stripNulls: false });
    expect(negotiateOutput('application/vnd.pgrst.object+json')).toEqual({ kind: 'object', stripNulls: false });
    expect(negotiateOutput('application/vnd.pgrst.object+json;nulls=stripped')).toEqual({ kind: 'object', stripNulls: true });
    expect(negotiateOutput('application/vnd.pgrst.array+json;nulls=stripped')).toEqual({ kind: 'json', stripNulls: true });
    expect(negotiateOutput('text/html;q=0.9, text/csv')).toEqual({ kind: 'csv', stripNulls: false });
    expect(() => negotiateOutput('application/xml')).toThrow(ApiError);
  });
});

describe('Content-Range and CSV', () => {
  it('writes ranges like PostgREST', () => {
    expect(contentRange(0, 10, undefined)).toBe('0-9/*');
    expect(contentRange(20, 10, 3573458)).toBe('20-29/3573458');
    expect(contentRange(0, 0, 0)).toBe('*/0');
    expect(contentRange(0, 0, undefined)).toBe('*/*');
    expect(contentRange(1, 0, 1)).toBe('*/1');
  });

  it('quotes CSV fields that need it and writes JSON values as JSON', () => {
    expect(jsonArrayToCsv('[{"a":1,"b":"x,y","c":null,"d":{"k":"v"}},{"a":2,"b":"say \\"hi\\"","c":true,"d":[1]}]')).toBe(
      'a,b,c,d\n1,"x,y",,"{""k"":""v""}"\n2,"say ""hi""",true,[1]',
    );
    expect(jsonArrayToCsv('[]')).toBe('');
  });
});
