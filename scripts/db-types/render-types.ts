// Renders an introspected schema as a Supabase-style `Database` type (the shape `supabase gen types` emits).
import type { Column, PgFunction, Relation, Schema } from './introspect.ts';

const NUMBER_TYPES = new Set(['int2', 'int4', 'int8', 'float4', 'float8', 'numeric', 'oid', 'money']);
const STRING_TYPES = new Set([
  'text', 'varchar', 'bpchar', 'char', 'name', 'uuid', 'date', 'time', 'timetz', 'timestamp', 'timestamptz',
  'interval', 'citext', 'bytea', 'inet', 'cidr', 'macaddr', 'tsvector', 'tsquery', 'xml', 'bit', 'varbit',
]);

const key = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name));

export function renderDatabaseTypes(schema: Schema, schemaName = 'public'): string {
  const tsType = (oid: number): string => {
    const type = schema.types.get(oid);
    if (!type) return 'unknown';
    if (type.category === 'A' && type.elementOid) return `${wrapUnion(tsType(type.elementOid))}[]`;
    if (type.kind === 'd') return tsType(type.baseOid);
    if (type.kind === 'e') {
      return type.schema === schemaName ? `Database[${JSON.stringify(schemaName)}]["Enums"][${JSON.stringify(type.name)}]` : 'string';
    }
    if (type.kind === 'c') {
      const relation = schema.relations.find((r) => r.oid === type.relationOid);
      if (relation) return `Database[${JSON.stringify(schemaName)}]["${relation.kind === 'view' ? 'Views' : 'Tables'}"][${JSON.stringify(relation.name)}]["Row"]`;
      if (type.schema === schemaName) return `Database[${JSON.stringify(schemaName)}]["CompositeTypes"][${JSON.stringify(type.name)}]`;
      return 'Record<string, unknown>';
    }
    if (type.name === 'bool') return 'boolean';
    if (type.name === 'json' || type.name === 'jsonb') return 'Json';
    if (type.name === 'void') return 'undefined';
    if (type.name === 'record') return 'Record<string, unknown>';
    if (NUMBER_TYPES.has(type.name)) return 'number';
    if (STRING_TYPES.has(type.name)) return 'string';
    return 'unknown';
  };

  const rowField = (column: Column, forceNullable: boolean) =>
    `${key(column.name)}: ${tsType(column.typeOid)}${column.notNull && !forceNullable ? '' : ' | null'}`;
  const insertField = (column: Column) => {
    if (column.generated === 's' || column.identity === 'a') return `${key(column.name)}?: never`;
    const optional = !column.notNull || column.hasDefault || column.identity === 'd';
    return `${key(column.name)}${optional ? '?' : ''}: ${tsType(column.typeOid)}${column.notNull ? '' : ' | null'}`;
  };
  const updateField = (column: Column) => {
    if (column.generated === 's' || column.identity === 'a') return `${key(column.name)}?: never`;
    return `${key(column.name)}?: ${tsType(column.typeOid)}${column.notNull ? '' : ' | null'}`;
  };

  const block = (lines: string[], indent: string) =>
    lines.length === 0 ? '{\n' + indent + '  [_ in never]: never\n' + indent + '}' : '{\n' + lines.map((l) => `${indent}  ${l}`).join('\n') + `\n${indent}}`;

  const relationships = (relation: Relation, indent: string) => {
    if (relation.relationships.length === 0) return '[]';
    const items = relation.relationships.map((fk) =>
      [
        '{',
        `  foreignKeyName: ${JSON.stringify(fk.foreignKeyName)}`,
        `  columns: ${stringList(fk.columns)}`,
        `  isOneToOne: ${fk.isOneToOne}`,
        `  referencedRelation: ${JSON.stringify(fk.referencedRelation)}`,
        `  referencedColumns: ${stringList(fk.referencedColumns)}`,
        '},',
      ]
        .map((l) => `${indent}  ${l}`)
        .join('\n'),
    );
    return `[\n${items.join('\n')}\n${indent}]`;
  };

  const relationBlock = (relation: Relation) => {
    const indent = '        ';
    const isView = relation.kind === 'view';
    const parts = [`Row: ${block(relation.columns.map((c) => rowField(c, isView)), indent)}`];
    if (!isView || relation.insertable) parts.push(`Insert: ${block(relation.columns.map(insertField), indent)}`);
    if (!isView || relation.updatable) parts.push(`Update: ${block(relation.columns.map(updateField), indent)}`);
    parts.push(`Relationships: ${relationships(relation, indent)}`);
    return `${key(relation.name)}: {\n${parts.map((p) => `${indent}${p}`).join('\n')}\n      }`;
  };

  /** `indent` is the indentation of the variant's closing brace. */
  const functionVariant = (fn: PgFunction, indent: string) => {
    const inner = `${indent}  `;
    const args = fn.args.filter((a) => a.name !== '');
    const argsType =
      args.length === 0
        ? 'never'
        : block(args.map((a) => `${key(a.name)}${a.optional ? '?' : ''}: ${tsType(a.typeOid)}`), inner);
    let returns: string;
    if (fn.outColumns.length > 0) {
      returns = `${block(fn.outColumns.map((c) => `${key(c.name)}: ${tsType(c.typeOid)}`), inner)}[]`;
    } else {
      const single = tsType(fn.returnTypeOid);
      returns = fn.returnsSet ? `${wrapUnion(single)}[]` : single;
    }
    return `{\n${indent}  Args: ${argsType}\n${indent}  Returns: ${returns}\n${indent}}`;
  };

  const functionsByName = new Map<string, PgFunction[]>();
  for (const fn of schema.functions) functionsByName.set(fn.name, [...(functionsByName.get(fn.name) ?? []), fn]);
  const functionLines = [...functionsByName].map(([name, variants]) => {
    const rendered = variants.map((v) => functionVariant(v, '          '));
    return `${key(name)}:\n        | ${rendered.join('\n        | ')}`;
  });

  const tables = schema.relations.filter((r) => r.kind === 'table').map(relationBlock);
  const views = schema.relations.filter((r) => r.kind === 'view').map(relationBlock);
  const enums = schema.enums.map((e) => `${key(e.name)}: ${e.values.map((v) => JSON.stringify(v)).join(' | ')}`);
  const composites = schema.compositeTypes.map(
    (c) => `${key(c.name)}: ${block(c.attributes.map((a) => `${key(a.name)}: ${tsType(a.typeOid)} | null`), '      ')}`,
  );
  const section = (entries: string[]) => (entries.length === 0 ? '{\n      [_ in never]: never\n    }' : `{\n      ${entries.join('\n      ')}\n    }`);

  return `// Generated by scripts/generate-db-types.ts from supabase/migrations. Do not edit; run \`npm run db:types\`.

export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[]

export type Database = {
  __InternalSupabase: {
    PostgrestVersion: "12"
  }
  ${schemaName}: {
    Tables: ${section(tables)}
    Views: ${section(views)}
    Functions: ${section(functionLines)}
    Enums: ${section(enums)}
    CompositeTypes: ${section(composites)}
  }
}

type DefaultSchema = Database[${JSON.stringify(schemaName)}]

export type Tables<T extends keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])> =
  (DefaultSchema["Tables"] & DefaultSchema["Views"])[T] extends { Row: infer R } ? R : never

export type TablesInsert<T extends keyof DefaultSchema["Tables"]> =
  DefaultSchema["Tables"][T] extends { Insert: infer I } ? I : never

export type TablesUpdate<T extends keyof DefaultSchema["Tables"]> =
  DefaultSchema["Tables"][T] extends { Update: infer U } ? U : never

export type Enums<T extends keyof DefaultSchema["Enums"]> = DefaultSchema["Enums"][T]

export type CompositeTypes<T extends keyof DefaultSchema["CompositeTypes"]> = DefaultSchema["CompositeTypes"][T]
`;
}

function stringList(values: string[]): string {
  return `[${values.map((v) => JSON.stringify(v)).join(', ')}]`;
}

function wrapUnion(type: string): string {
  return type.includes('|') ? `(${type})` : type;
}
