/**
 * One matrix cell through the real supabase-js client: try the operation as the persona and report
 * whether Postgres let it happen. A denial must look like one: 42501, or no rows selected or affected;
 * any other error fails the test, because it would mean the cell did not test the policy at all.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { keyOf, removeRow, type AdminSql, type MatrixCase, type Operation, type Row } from './matrix-cases.ts';

interface RestResult {
  data: unknown;
  error: { code?: string; message: string } | null;
}

function rowsOf(result: RestResult, label: string): Row[] {
  if (result.error && result.error.code !== '42501') {
    throw new Error(`${label}: unexpected error ${result.error.code}: ${result.error.message}`);
  }
  return result.error ? [] : ((result.data as Row[] | null) ?? []);
}

/** True when the operation was allowed (rows read, inserted, updated or deleted). */
export async function attempt(
  client: SupabaseClient,
  db: AdminSql,
  testCase: MatrixCase,
  operation: Operation,
): Promise<boolean> {
  const table = client.from(testCase.table);
  const label = `${operation} ${testCase.table}`;

  if (operation === 'select') {
    return rowsOf(await table.select('*').match(testCase.target), label).length > 0;
  }

  if (operation === 'insert') {
    const row = testCase.newRow();
    try {
      const result = await table.insert(row);
      rowsOf(result, label);
      return result.error === null;
    } finally {
      await removeRow(db, testCase, keyOf(testCase, row));
    }
  }

  const inPlace = operation === 'update' && testCase.updateTarget === 'target';
  const key = inPlace ? testCase.target : await testCase.freshRow(db);
  try {
    const result =
      operation === 'update'
        ? await table.update(testCase.patch).match(key).select()
        : await table.delete().match(key).select();
    return rowsOf(result, label).length === 1;
  } finally {
    if (!inPlace) await removeRow(db, testCase, key);
  }
}
