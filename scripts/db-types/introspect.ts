// Reads the public schema's tables, views, functions, enums and composite types from the catalog.
import type pg from 'pg';

export interface PgType {
  oid: number;
  name: string;
  schema: string;
  /** b base, c composite, d domain, e enum, p pseudo, r range */
  kind: string;
  category: string;
  elementOid: number;
  /** Base type of a domain. */
  baseOid: number;
  relationOid: number;
}

export interface Column {
  name: string;
  typeOid: number;
  notNull: boolean;
  hasDefault: boolean;
  /** 'a' always, 'd' by default, '' none */
  identity: string;
  /** 's' stored generated column */
  generated: string;
}

export interface Relationship {
  foreignKeyName: string;
  columns: string[];
  isOneToOne: boolean;
  referencedRelation: string;
  referencedColumns: string[];
}

export interface Relation {
  oid: number;
  name: string;
  kind: 'table' | 'view';
  insertable: boolean;
  updatable: boolean;
  columns: Column[];
  relationships: Relationship[];
}

export interface FunctionArg {
  name: string;
  typeOid: number;
  optional: boolean;
}

export interface PgFunction {
  name: string;
  args: FunctionArg[];
  returnTypeOid: number;
  returnsSet: boolean;
  /** Columns of `returns table (…)`. */
  outColumns: { name: string; typeOid: number }[];
}

export interface Schema {
  types: Map<number, PgType>;
  relations: Relation[];
  functions: PgFunction[];
  enums: { name: string; values: string[] }[];
  compositeTypes: { name: string; attributes: { name: string; typeOid: number }[] }[];
}

export async function introspect(client: pg.Client, schema = 'public'): Promise<Schema> {
  const types = new Map<number, PgType>();
  const typeRows = await client.query<PgType>(`
    select t.oid::int as oid, t.typname as name, n.nspname as schema, t.typtype as kind, t.typcategory as category,
           t.typelem::int as "elementOid", t.typbasetype::int as "baseOid", t.typrelid::int as "relationOid"
      from pg_type t join pg_namespace n on n.oid = t.typnamespace`);
  for (const row of typeRows.rows) types.set(row.oid, row);

  const relationRows = await client.query<{ oid: number; name: string; relkind: string; updatable: number }>(
    `select c.oid::int as oid, c.relname as name, c.relkind,
            case when c.relkind in ('v', 'm') then pg_relation_is_updatable(c.oid, false) else 28 end as updatable
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = $1 and c.relkind in ('r', 'p', 'v', 'm')
      order by c.relname`,
    [schema],
  );

  const columnRows = await client.query<Column & { relationOid: number }>(
    `select a.attrelid::int as "relationOid", a.attname as name, a.atttypid::int as "typeOid", a.attnotnull as "notNull",
            a.atthasdef as "hasDefault", a.attidentity as identity, a.attgenerated as generated
       from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = $1 and c.relkind in ('r', 'p', 'v', 'm') and a.attnum > 0 and not a.attisdropped
      order by c.relname, a.attnum`,
    [schema],
  );

  const fkRows = await client.query<Relationship & { relationOid: number }>(
    `select con.conrelid::int as "relationOid", con.conname as "foreignKeyName",
            array(select a.attname from unnest(con.conkey) with ordinality k(attnum, ord)
                    join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum order by k.ord)::text[] as columns,
            exists (select 1 from pg_index i
                     where i.indrelid = con.conrelid and i.indisunique and i.indpred is null
                       and (select array_agg(x order by x) from unnest(i.indkey::int2[]) x)
                         = (select array_agg(x order by x) from unnest(con.conkey) x)) as "isOneToOne",
            rc.relname as "referencedRelation",
            array(select a.attname from unnest(con.confkey) with ordinality k(attnum, ord)
                    join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.attnum order by k.ord)::text[] as "referencedColumns"
       from pg_constraint con
       join pg_class c on c.oid = con.conrelid join pg_namespace n on n.oid = c.relnamespace
       join pg_class rc on rc.oid = con.confrelid join pg_namespace rn on rn.oid = rc.relnamespace
      where con.contype = 'f' and n.nspname = $1 and rn.nspname = $1
      order by con.conname`,
    [schema],
  );

  const relations: Relation[] = relationRows.rows.map((row) => {
    const isView = row.relkind === 'v' || row.relkind === 'm';
    return {
      oid: row.oid,
      name: row.name,
      kind: isView ? 'view' : 'table',
      insertable: (row.updatable & 8) === 8,
      updatable: (row.updatable & 4) === 4,
      columns: columnRows.rows.filter((c) => c.relationOid === row.oid).map(({ relationOid: _, ...column }) => column),
      relationships: fkRows.rows.filter((f) => f.relationOid === row.oid).map(({ relationOid: _, ...fk }) => fk),
    };
  });

  const functionRows = await client.query<{
    name: string;
    argNames: string[] | null;
    argModes: string[] | null;
    allArgTypes: number[] | null;
    inArgTypes: number[];
    defaults: number;
    returnTypeOid: number;
    returnsSet: boolean;
  }>(
    `select p.proname as name, p.proargnames as "argNames", p.proargmodes::text[] as "argModes",
            p.proallargtypes::int[] as "allArgTypes", p.proargtypes::int[] as "inArgTypes",
            p.pronargdefaults::int as defaults, p.prorettype::int as "returnTypeOid", p.proretset as "returnsSet"
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = $1 and p.prokind = 'f'
        and p.prorettype not in ('trigger'::regtype, 'event_trigger'::regtype)
      order by p.proname, p.oid`,
    [schema],
  );
  const functions = functionRows.rows.map((row): PgFunction => {
    const allTypes = row.allArgTypes ?? row.inArgTypes;
    const modes = row.argModes ?? allTypes.map(() => 'i');
    const names = row.argNames ?? [];
    const inputs = allTypes
      .map((typeOid, index) => ({ typeOid, name: names[index] ?? `arg${index}`, mode: modes[index] }))
      .filter((arg) => arg.mode === 'i' || arg.mode === 'b' || arg.mode === 'v');
    const firstDefault = inputs.length - row.defaults;
    return {
      name: row.name,
      args: inputs.map((arg, index) => ({ name: arg.name, typeOid: arg.typeOid, optional: index >= firstDefault })),
      returnTypeOid: row.returnTypeOid,
      returnsSet: row.returnsSet,
      outColumns: allTypes
        .map((typeOid, index) => ({ typeOid, name: names[index] ?? `column${index}`, mode: modes[index] }))
        .filter((arg) => arg.mode === 't')
        .map(({ typeOid, name }) => ({ typeOid, name })),
    };
  });

  const enumRows = await client.query<{ name: string; values: string[] }>(
    `select t.typname as name, array_agg(e.enumlabel order by e.enumsortorder)::text[] as values
       from pg_type t join pg_enum e on e.enumtypid = t.oid join pg_namespace n on n.oid = t.typnamespace
      where n.nspname = $1 group by t.typname order by t.typname`,
    [schema],
  );

  const compositeRows = await client.query<{ name: string; attributes: { name: string; typeOid: number }[] }>(
    `select t.typname as name,
            coalesce(json_agg(json_build_object('name', a.attname, 'typeOid', a.atttypid::int) order by a.attnum)
                       filter (where a.attnum > 0), '[]') as attributes
       from pg_type t join pg_namespace n on n.oid = t.typnamespace join pg_class c on c.oid = t.typrelid
       left join pg_attribute a on a.attrelid = c.oid and not a.attisdropped
      where n.nspname = $1 and t.typtype = 'c' and c.relkind = 'c'
      group by t.typname order by t.typname`,
    [schema],
  );

  return { types, relations, functions, enums: enumRows.rows, compositeTypes: compositeRows.rows };
}
