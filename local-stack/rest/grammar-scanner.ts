/**
 * A small cursor over one query-string value, shared by the select, filter and order parsers.
 * Failures become PGRST100 with PostgREST's message shape.
 */
import { parseFailure } from './api-error.ts';

/** A column with an optional JSON path: `data->a->>b`. */
export interface FieldRef {
  name: string;
  jsonPath: JsonStep[];
}

export interface JsonStep {
  arrow: '->' | '->>';
  /** The key as written; an integer key indexes an array. */
  key: string;
}

export class Scanner {
  pos = 0;

  constructor(
    readonly text: string,
    /** What is parsed, for the error message: "select parameter", "filter", "order"... */
    readonly what: string,
  ) {}

  atEnd(): boolean {
    return this.pos >= this.text.length;
  }

  peek(): string {
    return this.text[this.pos] ?? '';
  }

  startsWith(token: string): boolean {
    return this.text.startsWith(token, this.pos);
  }

  eat(token: string): boolean {
    if (!this.startsWith(token)) return false;
    this.pos += token.length;
    return true;
  }

  expect(token: string, expecting = `"${token}"`): void {
    if (!this.eat(token)) this.fail(expecting);
  }

  fail(expecting: string): never {
    const found = this.atEnd() ? 'end of input' : `"${this.peek()}"`;
    throw parseFailure(this.what, this.text, this.pos, `unexpected ${found} expecting ${expecting}`);
  }

  /**
   * A name: a double-quoted identifier (`\"` escapes a quote) or a run of characters up to one of
   * `stops`, `->` or `::`.
   */
  readName(stops: string, expecting = 'field name'): string {
    if (this.peek() === '"') return this.readQuoted();
    const start = this.pos;
    while (!this.atEnd()) {
      const ch = this.peek();
      if (stops.includes(ch) || this.startsWith('->') || this.startsWith('::')) break;
      this.pos++;
    }
    if (this.pos === start) this.fail(expecting);
    return this.text.slice(start, this.pos);
  }

  readQuoted(): string {
    this.expect('"');
    let out = '';
    while (!this.atEnd() && this.peek() !== '"') {
      if (this.peek() === '\\' && this.pos + 1 < this.text.length) this.pos++;
      out += this.peek();
      this.pos++;
    }
    this.expect('"', 'closing quote');
    return out;
  }

  /** A field with its JSON path; names end at one of `stops`. */
  readField(stops: string): FieldRef {
    const name = this.readName(stops);
    return { name, jsonPath: this.readJsonPath(stops) };
  }

  /** `->a->>b` (possibly empty); keys end at one of `stops`. */
  readJsonPath(stops: string): JsonStep[] {
    const jsonPath: JsonStep[] = [];
    while (this.startsWith('->')) {
      const arrow = this.eat('->>') ? '->>' : '->';
      if (arrow === '->') this.eat('->');
      jsonPath.push({ arrow, key: this.readName(stops, 'json key') });
    }
    return jsonPath;
  }
}

/**
 * Splits at commas that are outside double quotes and parentheses/braces. Used for select lists,
 * logic trees, order lists and `in` lists.
 */
export function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '\\') i++;
      else if (ch === '"') quoted = false;
    } else if (ch === '"') quoted = true;
    else if (ch === '(' || ch === '{' || ch === '[') depth++;
    else if (ch === ')' || ch === '}' || ch === ']') depth--;
    else if (ch === ',' && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

/** Removes whitespace outside double quotes, as postgrest-js does for select. */
export function stripWhitespace(text: string): string {
  if (!/\s/.test(text)) return text;
  let out = '';
  let quoted = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    if (!quoted && /\s/.test(ch)) continue;
    out += ch;
  }
  return out;
}
