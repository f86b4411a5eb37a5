/**
 * The `select` parameter (PostgREST api/url_grammar, resource_embedding): `*`, `col`, `alias:col`,
 * `col::cast`, JSON paths `col->a->>b`, embeds `rel(...)`, `alias:rel!hint!inner(...)` and spreads
 * `...rel(...)`, nested to any depth.
 */
import { ApiError } from './api-error.ts';
import { Scanner, stripWhitespace, type FieldRef } from './grammar-scanner.ts';

export interface ColumnSelect {
  kind: 'column';
  /** name `*` selects every column. */
  field: FieldRef;
  alias?: string;
  cast?: string;
}

export interface EmbedSelect {
  kind: 'embed';
  relation: string;
  alias?: string;
  /** `!hint`: a foreign key name, a column of the key, or a junction table. */
  hint?: string;
  joinType?: 'inner' | 'left';
  spread: boolean;
  /** Empty when written `rel()`: the embed then only filters and adds nothing to the output. */
  select: SelectItem[];
}

export type SelectItem = ColumnSelect | EmbedSelect;

const NAME_STOPS = ',()!:.';
const CAST_PATTERN = /^[A-Za-z_][A-Za-z0-9_]*(?: [A-Za-z_][A-Za-z0-9_]*)*(?:\[\])*$/;

export function parseSelect(text: string): SelectItem[] {
  const scanner = new Scanner(stripWhitespace(text), 'select parameter');
  if (scanner.atEnd()) return [{ kind: 'column', field: { name: '*', jsonPath: [] } }];
  const items = parseItems(scanner);
  if (!scanner.atEnd()) scanner.fail('"," or end of input');
  return items;
}

function parseItems(scanner: Scanner): SelectItem[] {
  const items: SelectItem[] = [];
  do {
    items.push(parseItem(scanner));
  } while (scanner.eat(','));
  return items;
}

function parseItem(scanner: Scanner): SelectItem {
  if (scanner.eat('...')) {
    const embed = parseEmbed(scanner, scanner.readName(NAME_STOPS, 'relation name'));
    return { ...embed, spread: true };
  }
  if (scanner.eat('*')) return { kind: 'column', field: { name: '*', jsonPath: [] } };

  let alias: string | undefined;
  let name = scanner.readName(NAME_STOPS);
  if (scanner.peek() === ':' && !scanner.startsWith('::')) {
    scanner.eat(':');
    alias = name;
    name = scanner.readName(NAME_STOPS);
  }
  if (scanner.peek() === '(' || scanner.peek() === '!') {
    if (name === 'count' && scanner.startsWith('()')) throw aggregatesNotAllowed();
    return { ...parseEmbed(scanner, name), alias };
  }

  const field: FieldRef = { name, jsonPath: scanner.readJsonPath(NAME_STOPS) };
  if (scanner.peek() === '.') throw aggregatesNotAllowed();
  let cast: string | undefined;
  if (scanner.eat('::')) {
    const start = scanner.pos;
    while (!scanner.atEnd() && scanner.peek() !== ',' && scanner.peek() !== ')') scanner.pos++;
    cast = scanner.text.slice(start, scanner.pos);
    if (!CAST_PATTERN.test(cast)) {
      scanner.pos = start;
      scanner.fail('type name');
    }
  }
  return { kind: 'column', field, alias, cast };
}

function parseEmbed(scanner: Scanner, relation: string): Omit<EmbedSelect, 'alias'> {
  let hint: string | undefined;
  let joinType: EmbedSelect['joinType'];
  while (scanner.eat('!')) {
    const word = scanner.readName(NAME_STOPS, 'hint or join type');
    if (word === 'inner' || word === 'left') joinType = word;
    else if (hint === undefined) hint = word;
    else scanner.fail('"inner" or "left"');
  }
  scanner.expect('(');
  const select = scanner.peek() === ')' ? [] : parseItems(scanner);
  scanner.expect(')', '"," or ")"');
  return { kind: 'embed', relation, hint, joinType, spread: false, select };
}

function aggregatesNotAllowed(): ApiError {
  return new ApiError(400, 'PGRST123', 'Use of aggregate functions is not allowed');
}
