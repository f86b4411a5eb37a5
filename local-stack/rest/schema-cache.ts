/**
 * What the REST service knows about the exposed schema, read once from the catalog (and again on
 * reloadSchema): tables and views with their columns, keys, the relationships that embedding can
 * follow, computed fields and the callable functions. No request reads the catalog.
 */
import type pg from 'pg';
import { buildRelationships, type ForeignKey, type Relationship } from './relationships.ts';

export interface Column {
  name: string;
  /** format_type(), usable in SQL: `integer`, `text[]`, `public.status`. */
  type: string;
  /** typname of the type, or of the domain's base type: `int4`, `_text`, `jsonb`. */
  baseTypeName: string;
  notNull: boolean;
  /** The DEFAULT expression as SQL (from pg_get_expr), or the identity sequence's nextval. */
  defaultExpr: string | null;
  /** Generated (stored) column: cannot be written. */
  generated: boolean;
}

/** A function `f(t table_type) returns scalar` that reads like a column of `t` (`select=f`). */
export interface ComputedField {
  name: string;
  function: string;
  type: string;
  baseTypeName: string;
}

export interface Table {
  name: string;
  kind: 'table' | 'view' | 'materialized view' | 'foreign table' | 'composite type';
  columns: Map<string, Column>;
  primaryKey: string[];
  /** Primary key and unique indexes without predicates or expressions. */
  uniqueKeys: string[][];
  computed: Map<string, ComputedField>;
}

export interface RoutineParam {
  name: string;
  type: string;
  baseTypeName: string;
  required: boolean;
  /** VARIADIC: passed as an array, with the VARIADIC keyword in named notation. */
  variadic: boolean;
}

export interface Routine {
  name: string;
  /** The IN parameters, in order. */
  params: RoutineParam[];
  returnType: string;
  returnsSet: boolean;
  returns: 'void' | 'scalar' | 'composite';
  /** For composite results: the table (or composite type) whose columns the rows have, if known. */
  resultTable?: Table;
  volatility: 'volatile' | 'stable' | 'immutable';
}

export interface SchemaCache {
  schema: string;
  tables: Map<string, Table>;
  /** Relationships by origin table name. */
  relationships: Map<string, Relationship[]>;
  /** Overloads by function name. */
  routines: Map<string, Routine[]>;
}

const KINDS: Record<string, Table['kind']> = {
  r: 'table',
  p: 'table',
  v: 'view',
  m: 'materialized view',
  f: 'foreign table',
  c: 'composite type',
};

const COLUMNS_SQL = `
  select c.relname as table_name, c.relkind as kind, a.attname as name,
         format_type(a.atttypid, a.atttypmod) as type,
         coalesce(bt.typname, t.typname)::text as base_type_name,
         a.attnotnull as not_null,
         case when a.attidentity <> '' then format('nextval(%L::regclass)', pg_get_serial_sequence(format('%I.%I', n.nspname, c.relname), a.attname))
              else pg_get_expr(d.adbin, d.adrelid) end as default_expr,
         a.attgenerated <> '' as generated
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    left join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
    left join pg_type t on t.oid = a.atttypid
    left join pg_type bt on t.typtype = 'd' and bt.oid = t.typbasetype
    left join pg_attrdef d on d.adrelid = c.oid and d.adnum = a.attnum
   where n.nspname = $1 and c.relkind in ('r', 'p', 'v', 'm', 'f', 'c')
   order by c.relname, a.attnum`;

const KEYS_SQL = `
  select c.relname as table_name, i.indisprimary as is_primary,
         array(select a.attname::text from unnest(i.indkey::int2[]) with ordinality k(attnum, ord)
               join pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum order by k.ord) as columns
    from pg_index i
    join pg_class c on c.oid = i.indrelid
    join pg_namespace n on n.oid = c.relnamespace
   where n.nspname = $1 and i.indisunique and i.indpred is null and i.indexprs is null`;

const FOREIGN_KEYS_SQL = `
  select con.conname::text as name, c.relname::text as table_name, fc.relname::text as foreign_table,
         array(select a.attname::text from unnest(con.conkey) with ordinality k(attnum, ord)
               join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum order by k.ord) as columns,
         array(select a.attname::text from unnest(con.confkey) with ordinality k(attnum, ord)
               join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.attnum order by k.ord) as foreign_columns
    from pg_constraint con
    join pg_class c on c.oid = con.conrelid
    join pg_namespace n on n.oid = c.relnamespace
    join pg_class fc on fc.oid = con.confrelid
    join pg_namespace fn on fn.oid = fc.relnamespace
   where con.contype = 'f' and n.nspname = $1 and fn.nspname = $1
   order by con.conname`;

const ROUTINES_SQL = `
  select p.proname::text as name, p.proretset as returns_set, p.provolatile::text as volatility,
         p.pronargdefaults as defaults,
         coalesce(p.proargnames, '{}')::text[] as arg_names,
         coalesce(p.proargmodes::text[], '{}') as arg_modes,
         array(select format_type(u.t, null) from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality u(t, ord) order by u.ord) as arg_types,
         array(select coalesce(bt.typname, ty.typname)::text
                 from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality u(t, ord)
                 join pg_type ty on ty.oid = u.t
                 left join pg_type bt on ty.typtype = 'd' and bt.oid = ty.typbasetype
                order by u.ord) as arg_type_names,
         format_type(p.prorettype, null) as return_type,
         rt.typname::text as return_type_name, rt.typtype::text as return_typtype,
         case when rn.nspname = $1 then rc.relname::text end as return_relation
    from pg_proc p
    join pg_namespace n on n.oid = p.pronamespace
    join pg_type rt on rt.oid = p.prorettype
    left join pg_class rc on rc.oid = rt.typrelid
    left join pg_namespace rn on rn.oid = rc.relnamespace
   where n.nspname = $1 and p.prokind = 'f'
   order by p.proname, p.oid`;

interface ColumnRow {
  table_name: string;
  kind: string;
  name: string | null;
  type: string;
  base_type_name: string;
  not_null: boolean;
  default_expr: string | null;
  generated: boolean;
}
interface KeyRow {
  table_name: string;
  is_primary: boolean;
  columns: string[];
}
interface ForeignKeyRow {
  name: string;
  table_name: string;
  foreign_table: string;
  columns: string[];
  foreign_columns: string[];
}
interface RoutineRow {
  name: string;
  returns_set: boolean;
  volatility: string;
  defaults: number;
  arg_names: string[];
  arg_modes: string[];
  arg_types: string[];
  arg_type_names: string[];
  return_type: string;
  return_type_name: string;
  return_typtype: string;
  return_relation: string | null;
}

export async function loadSchemaCache(pool: pg.Pool, schema = 'public'): Promise<SchemaCache> {
  const [columns, keys, foreignKeys, routines] = await Promise.all([
    pool.query<ColumnRow>(COLUMNS_SQL, [schema]),
    pool.query<KeyRow>(KEYS_SQL, [schema]),
    pool.query<ForeignKeyRow>(FOREIGN_KEYS_SQL, [schema]),
    pool.query<RoutineRow>(ROUTINES_SQL, [schema]),
  ]);

  const relations = new Map<string, Table>();
  for (const row of columns.rows) {
    let table = relations.get(row.table_name);
    if (!table) {
      table = { name: row.table_name, kind: KINDS[row.kind], columns: new Map(), primaryKey: [], uniqueKeys: [], computed: new Map() };
      relations.set(row.table_name, table);
    }
    if (row.name === null) continue;
    table.columns.set(row.name, {
      name: row.name,
      type: row.type,
      baseTypeName: row.base_type_name,
      notNull: row.not_null,
      defaultExpr: row.default_expr,
      generated: row.generated,
    });
  }
  for (const row of keys.rows) {
    const table = relations.get(row.table_name);
    if (!table) continue;
    if (row.is_primary) table.primaryKey = row.columns;
    table.uniqueKeys.push(row.columns);
  }

  const tables = new Map([...relations].filter(([, t]) => t.kind !== 'composite type'));
  const fks: ForeignKey[] = foreignKeys.rows.map((r) => ({
    name: r.name,
    table: r.table_name,
    columns: r.columns,
    foreignTable: r.foreign_table,
    foreignColumns: r.foreign_columns,
  }));

  const routineMap = new Map<string, Routine[]>();
  for (const row of routines.rows) {
    const routine = toRoutine(row, relations);
    const computedOn = computedFieldTable(routine, row, relations);
    if (computedOn) {
      computedOn.computed.set(routine.name, {
        name: routine.name,
        function: routine.name,
        type: routine.returnType,
        baseTypeName: row.return_type_name,
      });
    }
    const overloads = routineMap.get(routine.name) ?? [];
    overloads.push(routine);
    routineMap.set(routine.name, overloads);
  }

  return { schema, tables, relationships: buildRelationships(fks, tables), routines: routineMap };
}

function toRoutine(row: RoutineRow, relations: Map<string, Table>): Routine {
  const modes = row.arg_modes.length ? row.arg_modes : row.arg_types.map(() => 'i');
  const inIndexes = modes.flatMap((mode, i) => (mode === 'i' || mode === 'b' || mode === 'v' ? [i] : []));
  const params: RoutineParam[] = inIndexes.map((i, position) => ({
    name: row.arg_names[i] ?? '',
    type: row.arg_types[i],
    baseTypeName: row.arg_type_names[i],
    required: position < inIndexes.length - row.defaults,
    variadic: modes[i] === 'v',
  }));
  const outIndexes = modes.flatMap((mode, i) => (mode === 'o' || mode === 'b' || mode === 't' ? [i] : []));

  let returns: Routine['returns'] = 'scalar';
  let resultTable: Table | undefined;
  if (row.return_type_name === 'void') returns = 'void';
  else if (row.return_typtype === 'c') {
    returns = 'composite';
    resultTable = row.return_relation ? relations.get(row.return_relation) : undefined;
  } else if (row.return_type_name === 'record') {
    returns = 'composite';
    if (outIndexes.length) {
      resultTable = {
        name: row.name,
        kind: 'composite type',
        columns: new Map(
          outIndexes.map((i) => [
            row.arg_names[i],
            { name: row.arg_names[i], type: row.arg_types[i], baseTypeName: row.arg_type_names[i], notNull: false, defaultExpr: null, generated: false },
          ]),
        ),
        primaryKey: [],
        uniqueKeys: [],
        computed: new Map(),
      };
    }
  }
  const volatility = row.volatility === 'i' ? 'immutable' : row.volatility === 's' ? 'stable' : 'volatile';
  return { name: row.name, params, returnType: row.return_type, returnsSet: row.returns_set, returns, resultTable, volatility };
}

/** `f(t)` returning one scalar, where t is the row type of a table of the schema. */
function computedFieldTable(routine: Routine, row: RoutineRow, relations: Map<string, Table>): Table | undefined {
  if (routine.params.length !== 1 || routine.returnsSet || routine.returns !== 'scalar') return undefined;
  const table = relations.get(routine.params[0].baseTypeName);
  if (!table || table.kind === 'composite type' || row.arg_modes.some((m) => m !== 'i')) return undefined;
  return table;
}

