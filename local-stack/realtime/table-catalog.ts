/**
 * What the change router needs to know about a published table, read from the catalog once and cached
 * until the next DDL (the event trigger of 20-realtime.sql notifies `realtime_schema`): its columns with
 * their type names, primary key, row security and replica identity, and per role the columns that role
 * may SELECT, whether it bypasses RLS, and its SELECT policies as one SQL predicate.
 */
import type pg from 'pg';

export interface ColumnInfo {
  name: string;
  /** pg_type.typname, as realtime-js expects it (int8, bool, _text, ...). */
  type: string;
}

export interface TableInfo {
  oid: number;
  schema: string;
  name: string;
  /** Every column, in attnum order. */
  columns: ColumnInfo[];
  primaryKey: string[];
  rowSecurity: boolean;
  replicaIdentityFull: boolean;
}

export interface RoleAccess {
  /** Columns the role may SELECT, in attnum order; empty when it may read nothing. */
  columns: ColumnInfo[];
  bypassRls: boolean;
  /**
   * The role's SELECT policies (permissive ORed, restrictive ANDed) over columns named as in the table,
   * for a row aliased with the table's own name. `false` when no permissive policy applies.
   */
  policyPredicate: string;
}

interface TableRow {
  oid: number;
  row_security: boolean;
  replica_full: boolean;
  columns: ColumnInfo[];
  primary_key: string[];
}

interface AccessRow {
  columns: string[];
  bypass: boolean;
  policies: { permissive: boolean; qual: string | null }[];
}

const TABLE_SQL = `
  select c.oid::int as oid, c.relrowsecurity as row_security, c.relreplident = 'f' as replica_full,
         coalesce((select json_agg(json_build_object('name', a.attname, 'type', t.typname) order by a.attnum)
                     from pg_attribute a join pg_type t on t.oid = a.atttypid
                    where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped), '[]') as columns,
         coalesce((select json_agg(a.attname order by array_position(i.indkey::int2[], a.attnum))
                     from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey::int2[])
                    where i.indrelid = c.oid and i.indisprimary), '[]') as primary_key
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
   where n.nspname = $1 and c.relname = $2 and c.relkind in ('r', 'p')`;

const ACCESS_SQL = `
  select coalesce((select json_agg(a.attname order by a.attnum) from pg_attribute a
                    where a.attrelid = $1 and a.attnum > 0 and not a.attisdropped
                      and has_column_privilege($2, $1::oid, a.attnum, 'SELECT')), '[]') as columns,
         (select rolbypassrls or rolsuper from pg_roles where rolname = $2) as bypass,
         coalesce((select json_agg(json_build_object('permissive', p.polpermissive, 'qual', pg_get_expr(p.polqual, p.polrelid)))
                     from pg_policy p
                    where p.polrelid = $1 and p.polcmd in ('r', '*')
                      and (0 = any(p.polroles)
                           or exists (select 1 from unnest(p.polroles) r where r <> 0 and pg_has_role($2, r, 'USAGE')))), '[]') as policies`;

export class TableCatalog {
  private tables = new Map<string, Promise<TableInfo | undefined>>();
  private access = new Map<string, Promise<RoleAccess>>();

  constructor(private readonly adminPool: pg.Pool) {}

  /** Forgets everything; the next lookups read the catalog again. */
  invalidate(): void {
    this.tables.clear();
    this.access.clear();
  }

  table(schema: string, name: string): Promise<TableInfo | undefined> {
    const key = JSON.stringify([schema, name]);
    let entry = this.tables.get(key);
    if (!entry) {
      entry = this.loadTable(schema, name);
      this.tables.set(key, entry);
      entry.catch(() => this.tables.delete(key));
    }
    return entry;
  }

  roleAccess(table: TableInfo, role: string): Promise<RoleAccess> {
    const key = `${table.oid}:${role}`;
    let entry = this.access.get(key);
    if (!entry) {
      entry = this.loadAccess(table, role);
      this.access.set(key, entry);
      entry.catch(() => this.access.delete(key));
    }
    return entry;
  }

  private async loadTable(schema: string, name: string): Promise<TableInfo | undefined> {
    const { rows } = await this.adminPool.query<TableRow>(TABLE_SQL, [schema, name]);
    const row = rows[0];
    if (!row) return undefined;
    return {
      oid: row.oid,
      schema,
      name,
      columns: row.columns,
      primaryKey: row.primary_key,
      rowSecurity: row.row_security,
      replicaIdentityFull: row.replica_full,
    };
  }

  private async loadAccess(table: TableInfo, role: string): Promise<RoleAccess> {
    const client = await this.adminPool.connect();
    let row: AccessRow;
    try {
      // An empty search path makes pg_get_expr qualify every name, so the policy text means the same
      // whatever search path the subscriber's transaction has.
      await client.query('begin read only');
      await client.query('set local search_path to pg_catalog');
      row = (await client.query<AccessRow>(ACCESS_SQL, [table.oid, role])).rows[0];
      await client.query('commit');
    } catch (err) {
      await client.query('rollback').catch(() => {});
      throw err;
    } finally {
      client.release();
    }
    const selectable = new Set(row.columns);
    return {
      columns: table.columns.filter((column) => selectable.has(column.name)),
      bypassRls: row.bypass === true,
      policyPredicate: policyPredicate(row.policies),
    };
  }
}

/** Postgres combines policies this way: any permissive one lets a row through, every restrictive one must. */
function policyPredicate(policies: AccessRow['policies']): string {
  const permissive = policies.filter((p) => p.permissive && p.qual).map((p) => `(${p.qual})`);
  const restrictive = policies.filter((p) => !p.permissive && p.qual).map((p) => `(${p.qual})`);
  if (permissive.length === 0) return 'false';
  return [`(${permissive.join(' or ')})`, ...restrictive].join(' and ');
}
