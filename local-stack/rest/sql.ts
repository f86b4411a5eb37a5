/** SQL text helpers: identifiers are always quoted, values always travel as bound parameters. */

export function ident(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

export function qualified(schema: string, name: string): string {
  return `${ident(schema)}.${ident(name)}`;
}

/** A string literal, for JSON keys inside generated SQL. */
export function literal(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}

/** Collects the parameter values of one statement and hands out their `$n` placeholders. */
export class Params {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}
