/**
 * Relationships that embedding follows, derived from foreign keys as PostgREST does
 * (Plan.hs findRel, SchemaCache relationships): each key gives a to-one relationship from the
 * referencing table and a to-many (or to-one, when the key columns are unique) one back; a table
 * whose primary key holds two foreign keys is a junction giving many-to-many relationships.
 */
import { ApiError } from './api-error.ts';
import type { Table } from './schema-cache.ts';

export interface ForeignKey {
  name: string;
  table: string;
  columns: string[];
  foreignTable: string;
  foreignColumns: string[];
}

export type Cardinality = 'many-to-one' | 'one-to-many' | 'one-to-one' | 'many-to-many';

export interface Junction {
  table: string;
  constraint1: string;
  constraint2: string;
  /** [junction column, origin column] */
  sourceColumns: Array<[string, string]>;
  /** [junction column, target column] */
  targetColumns: Array<[string, string]>;
}

export interface Relationship {
  table: string;
  foreignTable: string;
  cardinality: Cardinality;
  /** Foreign key name (for many-to-many: the junction table's name). */
  constraint: string;
  /** [origin column, target column] pairs (empty for many-to-many). */
  columns: Array<[string, string]>;
  junction?: Junction;
  isSelf: boolean;
}

export function isToOne(rel: Relationship): boolean {
  return rel.cardinality === 'many-to-one' || rel.cardinality === 'one-to-one';
}

export function buildRelationships(fks: ForeignKey[], tables: Map<string, Table>): Map<string, Relationship[]> {
  const byTable = new Map<string, Relationship[]>();
  const add = (rel: Relationship) => {
    const list = byTable.get(rel.table) ?? [];
    list.push(rel);
    byTable.set(rel.table, list);
  };
  const isUnique = (table: string, columns: string[]) =>
    (tables.get(table)?.uniqueKeys ?? []).some((key) => key.length === columns.length && key.every((c) => columns.includes(c)));

  for (const fk of fks) {
    const pairs = fk.columns.map((c, i): [string, string] => [c, fk.foreignColumns[i]]);
    const unique = isUnique(fk.table, fk.columns);
    const isSelf = fk.table === fk.foreignTable;
    add({ table: fk.table, foreignTable: fk.foreignTable, cardinality: unique ? 'one-to-one' : 'many-to-one', constraint: fk.name, columns: pairs, isSelf });
    add({
      table: fk.foreignTable,
      foreignTable: fk.table,
      cardinality: unique ? 'one-to-one' : 'one-to-many',
      constraint: fk.name,
      columns: pairs.map(([a, b]): [string, string] => [b, a]),
      isSelf,
    });
  }

  // Junctions: both keys' columns are part of the junction table's primary key.
  const fksByTable = new Map<string, ForeignKey[]>();
  for (const fk of fks) fksByTable.set(fk.table, [...(fksByTable.get(fk.table) ?? []), fk]);
  for (const [junctionName, junctionFks] of fksByTable) {
    const pk = tables.get(junctionName)?.primaryKey ?? [];
    const inPk = junctionFks.filter((fk) => fk.columns.every((c) => pk.includes(c)));
    for (const fk1 of inPk) {
      for (const fk2 of inPk) {
        if (fk1 === fk2) continue;
        add({
          table: fk1.foreignTable,
          foreignTable: fk2.foreignTable,
          cardinality: 'many-to-many',
          constraint: junctionName,
          columns: [],
          junction: {
            table: junctionName,
            constraint1: fk1.name,
            constraint2: fk2.name,
            sourceColumns: fk1.columns.map((c, i): [string, string] => [c, fk1.foreignColumns[i]]),
            targetColumns: fk2.columns.map((c, i): [string, string] => [c, fk2.foreignColumns[i]]),
          },
          isSelf: fk1.foreignTable === fk2.foreignTable,
        });
      }
    }
  }
  return byTable;
}

const singleColumn = (rel: Relationship, side: 0 | 1, name: string) =>
  rel.columns.length === 1 && rel.columns[0][side] === name;

/**
 * The relationship `origin?select=target!hint(...)` means; errors PGRST200 (none) or PGRST201
 * (several) exactly like PostgREST.
 */
export function findRelationship(
  all: Map<string, Relationship[]>,
  schema: string,
  origin: string,
  target: string,
  hint: string | undefined,
): Relationship {
  const candidates = (all.get(origin) ?? []).filter((rel) => {
    const toMany = rel.cardinality === 'one-to-many';
    const toOneByKey = rel.cardinality === 'many-to-one';
    if (rel.isSelf && rel.cardinality !== 'many-to-many') {
      if (hint === undefined) {
        return (target === rel.foreignTable && toMany) || (singleColumn(rel, 0, target) && toOneByKey);
      }
      return target === rel.foreignTable && toMany && singleColumn(rel, 1, hint);
    }
    if (hint === undefined) {
      return (
        target === rel.foreignTable ||
        (rel.cardinality !== 'many-to-many' && (target === rel.constraint || singleColumn(rel, 0, target)))
      );
    }
    if (target !== rel.foreignTable) return false;
    if (rel.cardinality === 'many-to-many') return hint === rel.junction?.table;
    return hint === rel.constraint || singleColumn(rel, 0, hint) || singleColumn(rel, 1, hint);
  });
  if (candidates.length === 1) return candidates[0];
  if (candidates.length === 0) {
    throw new ApiError(
      400,
      'PGRST200',
      `Could not find a relationship between '${origin}' and '${target}' in the schema cache`,
      `Searched for a foreign key relationship between '${origin}' and '${target}'${hint ? ` using the hint '${hint}'` : ''} in the schema '${schema}', but no matches were found.`,
    );
  }
  throw new ApiError(
    300,
    'PGRST201',
    `Could not embed because more than one relationship was found for '${origin}' and '${target}'`,
    candidates.map(describe),
    `Try changing '${target}' to one of the following: ${candidates.map((r) => `'${r.foreignTable}!${r.constraint}'`).join(', ')}. Find the desired relationship in the 'details' key.`,
  );
}

function describe(rel: Relationship): Record<string, string> {
  const cols = (names: string[]) => `(${names.join(', ')})`;
  if (rel.junction) {
    const j = rel.junction;
    return {
      cardinality: rel.cardinality,
      embedding: `${rel.table} with ${rel.foreignTable}`,
      relationship: `${j.table} using ${j.constraint1}${cols(j.sourceColumns.map((c) => c[0]))} and ${j.constraint2}${cols(j.targetColumns.map((c) => c[0]))}`,
    };
  }
  return {
    cardinality: rel.cardinality,
    embedding: `${rel.table} with ${rel.foreignTable}`,
    relationship: `${rel.constraint} using ${rel.table}${cols(rel.columns.map((c) => c[0]))} and ${rel.foreignTable}${cols(rel.columns.map((c) => c[1]))}`,
  };
}
