/**
 * INSERT (with upsert), UPDATE and DELETE statements. The JSON body travels as one parameter and
 * Postgres converts it to the column types (json_populate_recordset), as PostgREST does; absent
 * keys become NULL, or the column DEFAULT with `Prefer: missing=default`.
 */
import { ApiError } from './api-error.ts';
import type { Table } from './schema-cache.ts';
import { ident, literal, qualified } from './sql.ts';
import type { SqlContext } from './read-sql.ts';

export type Returning = 'rows' | 'primary-key' | 'nothing';

export interface InsertSpec {
  rows: Array<Record<string, unknown>>;
  columns: string[];
  missingDefault: boolean;
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  onConflict?: string[];
}

/** The WHERE conditions (and an optional ORDER/LIMIT) choosing the rows an UPDATE or DELETE touches. */
export interface RowChoice {
  conditions: string[];
  orderLimit: string;
}

export function checkColumns(table: Table, columns: string[]): void {
  for (const name of columns) {
    if (!table.columns.has(name)) {
      throw new ApiError(400, 'PGRST204', `Could not find the '${name}' column of '${table.name}' in the schema cache`);
    }
  }
}

function returningSql(table: Table, alias: string, returning: Returning): string {
  if (returning === 'rows') return ` RETURNING ${ident(alias)}.*`;
  // RETURNING 1 counts rows without making Postgres apply SELECT policies to them.
  if (returning === 'nothing' || table.primaryKey.length === 0) return ' RETURNING 1';
  return ` RETURNING ${table.primaryKey.map((c) => `${ident(alias)}.${ident(c)}`).join(', ')}`;
}

export function insertSql(ctx: SqlContext, table: Table, spec: InsertSpec, returning: Returning): string {
  const target = `${qualified(ctx.schema, table.name)} AS ${ident(table.name)}`;
  const rowType = `NULL::${qualified(ctx.schema, table.name)}`;
  const columns = spec.columns.map(ident).join(', ');
  let sql: string;
  if (spec.columns.length === 0) {
    sql = `INSERT INTO ${target} SELECT FROM json_array_elements(${ctx.params.add(JSON.stringify(spec.rows))}::json)`;
  } else if (spec.missingDefault) {
    const values = spec.columns.map((name) => {
      const fallback = table.columns.get(name)?.defaultExpr ?? 'NULL';
      return `CASE WHEN pgrst_e.j ? ${literal(name)} THEN pgrst_r.${ident(name)} ELSE ${fallback} END`;
    });
    sql = `INSERT INTO ${target} (${columns}) SELECT ${values.join(', ')} FROM jsonb_array_elements(${ctx.params.add(JSON.stringify(spec.rows))}::jsonb) AS pgrst_e(j), LATERAL jsonb_populate_record(${rowType}, pgrst_e.j) AS pgrst_r`;
  } else {
    sql = `INSERT INTO ${target} (${columns}) SELECT ${columns} FROM json_populate_recordset(${rowType}, ${ctx.params.add(JSON.stringify(spec.rows))}::json)`;
  }

  if (spec.resolution) {
    const conflictColumns = spec.onConflict ?? table.primaryKey;
    checkColumns(table, conflictColumns);
    const targetList = conflictColumns.length ? ` (${conflictColumns.map(ident).join(', ')})` : '';
    if (spec.resolution === 'ignore-duplicates' || spec.columns.length === 0) {
      sql += ` ON CONFLICT${targetList} DO NOTHING`;
    } else {
      const sets = spec.columns.map((c) => `${ident(c)} = EXCLUDED.${ident(c)}`);
      sql += ` ON CONFLICT${targetList} DO UPDATE SET ${sets.join(', ')}`;
    }
  }
  return sql + returningSql(table, table.name, returning);
}

export function updateSql(ctx: SqlContext, table: Table, patch: Record<string, unknown>, columns: string[], choice: RowChoice, returning: Returning): string {
  const rowType = `NULL::${qualified(ctx.schema, table.name)}`;
  const sets = columns.map((c) => `${ident(c)} = pgrst_body.${ident(c)}`);
  const body = `(SELECT * FROM json_populate_record(${rowType}, ${ctx.params.add(JSON.stringify(patch))}::json)) AS pgrst_body`;
  return `UPDATE ${qualified(ctx.schema, table.name)} AS ${ident(table.name)} SET ${sets.join(', ')} FROM ${body}${whereSql(ctx, table, choice)}${returningSql(table, table.name, returning)}`;
}

export function deleteSql(ctx: SqlContext, table: Table, choice: RowChoice, returning: Returning): string {
  return `DELETE FROM ${qualified(ctx.schema, table.name)} AS ${ident(table.name)}${whereSql(ctx, table, choice)}${returningSql(table, table.name, returning)}`;
}

/** With order/limit the rows are picked by ctid in a subquery, since UPDATE and DELETE take no LIMIT. */
function whereSql(ctx: SqlContext, table: Table, choice: RowChoice): string {
  const where = choice.conditions.length ? ` WHERE ${choice.conditions.join(' AND ')}` : '';
  if (!choice.orderLimit) return where;
  const alias = ident(table.name);
  return ` WHERE ${alias}.ctid = ANY(ARRAY(SELECT ${alias}.ctid FROM ${qualified(ctx.schema, table.name)} AS ${alias}${where}${choice.orderLimit}))`;
}
