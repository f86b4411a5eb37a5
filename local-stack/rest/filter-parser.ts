/**
 * Filter values and logic trees (PostgREST api/tables_views "Operators", "Logical operators"):
 * `[not.]op[(modifier)].value`, e.g. `eq.5`, `in.(1,"a,b")`, `is.null`, `fts(english).fat & rat`,
 * `like(any).{a*,b*}`, and `or=(a.eq.1,and(b.gt.2,c.lt.3))`, `not.or=(...)`.
 */
import { parseFailure } from './api-error.ts';
import { Scanner, splitTopLevel, type FieldRef } from './grammar-scanner.ts';

export const COMPARE_OPERATORS = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'like',
  ilike: 'ilike',
  match: '~',
  imatch: '~*',
  isdistinct: 'is distinct from',
  cs: '@>',
  cd: '<@',
  ov: '&&',
  sl: '<<',
  sr: '>>',
  nxr: '&<',
  nxl: '&>',
  adj: '-|-',
} as const;
export type CompareOperator = keyof typeof COMPARE_OPERATORS;

const QUANTIFIABLE = new Set<CompareOperator>(['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch']);
export const FTS_OPERATORS = {
  fts: 'to_tsquery',
  plfts: 'plainto_tsquery',
  phfts: 'phraseto_tsquery',
  wfts: 'websearch_to_tsquery',
} as const;
export type FtsOperator = keyof typeof FTS_OPERATORS;
export type IsValue = 'null' | 'not_null' | 'true' | 'false' | 'unknown';
const IS_VALUES = new Set<string>(['null', 'not_null', 'true', 'false', 'unknown']);

export type OpExpr =
  | { kind: 'compare'; negate: boolean; op: CompareOperator; value: string }
  | { kind: 'quantified'; negate: boolean; op: CompareOperator; quantifier: 'any' | 'all'; values: string[] }
  | { kind: 'in'; negate: boolean; values: string[] }
  | { kind: 'is'; negate: boolean; value: IsValue }
  | { kind: 'fts'; negate: boolean; op: FtsOperator; language?: string; value: string };

export interface Filter {
  field: FieldRef;
  expr: OpExpr;
}

export interface LogicTree {
  kind: 'logic';
  op: 'and' | 'or';
  negate: boolean;
  children: Array<LogicTree | { kind: 'filter'; filter: Filter }>;
}

const OPERATOR_EXPECTING = '"not" or operator (eq, gt, ...)';

/** Parses the value of a filter parameter. `inLogicTree` values may be double-quoted as a whole. */
export function parseOpExpr(text: string, inLogicTree = false): OpExpr {
  const scanner = new Scanner(text, 'filter');
  const negate = scanner.eat('not.');
  const opStart = scanner.pos;
  while (!scanner.atEnd() && /[a-z]/.test(scanner.peek())) scanner.pos++;
  const op = text.slice(opStart, scanner.pos);
  let modifier: string | undefined;
  if (scanner.eat('(')) {
    const start = scanner.pos;
    while (!scanner.atEnd() && scanner.peek() !== ')') scanner.pos++;
    modifier = text.slice(start, scanner.pos);
    scanner.expect(')');
  }
  const isCompare = op in COMPARE_OPERATORS;
  const isFts = op in FTS_OPERATORS;
  if (!isCompare && !isFts && op !== 'in' && op !== 'is') {
    if (op && scanner.peek() === '.') {
      throw parseFailure('filter', text, scanner.pos + 1, `unknown single value operator ${op}`);
    }
    scanner.pos = opStart;
    scanner.fail(OPERATOR_EXPECTING);
  }
  scanner.expect('.');
  const rawValue = text.slice(scanner.pos);
  const value = inLogicTree ? unquote(rawValue) : rawValue;

  if (op === 'in') {
    if (modifier !== undefined) modifierError(scanner, opStart);
    return { kind: 'in', negate, values: parseList(rawValue, scanner, '(', ')') };
  }
  if (op === 'is') {
    const normalized = value.toLowerCase();
    if (modifier !== undefined || !IS_VALUES.has(normalized)) scanner.fail('null, not_null, true, false or unknown');
    return { kind: 'is', negate, value: normalized as IsValue };
  }
  if (isFts) {
    return { kind: 'fts', negate, op: op as FtsOperator, language: modifier || undefined, value };
  }
  const compareOp = op as CompareOperator;
  if (modifier !== undefined) {
    if (!QUANTIFIABLE.has(compareOp) || (modifier !== 'any' && modifier !== 'all')) modifierError(scanner, opStart);
    const open = rawValue.startsWith('(') ? '(' : '{';
    const values = parseList(rawValue, scanner, open, open === '(' ? ')' : '}');
    return { kind: 'quantified', negate, op: compareOp, quantifier: modifier, values: values.map((v) => likePattern(compareOp, v)) };
  }
  return { kind: 'compare', negate, op: compareOp, value: likePattern(compareOp, value) };
}

function modifierError(scanner: Scanner, at: number): never {
  scanner.pos = at;
  return scanner.fail('an operator that takes this modifier (any/all on comparisons, a language on fts)');
}

/** `*` stands for `%` in like patterns, so URLs need no percent-encoding of `%`. */
function likePattern(op: CompareOperator, value: string): string {
  return op === 'like' || op === 'ilike' ? value.replace(/\*/g, '%') : value;
}

function unquote(value: string): string {
  if (value.length < 2 || !value.startsWith('"') || !value.endsWith('"')) return value;
  return value.slice(1, -1).replace(/\\(.)/g, '$1');
}

/** `(a,b,"c,d")`: items split at commas outside quotes; quoted items lose their quotes. */
function parseList(raw: string, scanner: Scanner, open: string, close: string): string[] {
  if (!raw.startsWith(open) || !raw.endsWith(close) || raw.length < 2) {
    scanner.fail(`"${open}" list "${close}"`);
  }
  const inner = raw.slice(1, -1);
  if (inner === '') return [];
  return splitTopLevel(inner).map(unquote);
}

/** The value of `or=` / `and=` (and `not.or=`...): `(cond,cond,and(cond,cond))`. */
export function parseLogicTree(op: 'and' | 'or', negate: boolean, text: string): LogicTree {
  const scanner = new Scanner(text, 'logic tree');
  const tree = parseLogicBody(scanner, op, negate);
  if (!scanner.atEnd()) scanner.fail('end of input');
  return tree;
}

function parseLogicBody(scanner: Scanner, op: 'and' | 'or', negate: boolean): LogicTree {
  scanner.expect('(');
  const children: LogicTree['children'] = [];
  do {
    const childNegate = scanner.eat('not.');
    if (scanner.startsWith('and(') || scanner.startsWith('or(')) {
      const childOp = scanner.startsWith('and(') ? 'and' : 'or';
      scanner.eat(childOp);
      children.push(parseLogicBody(scanner, childOp, childNegate));
      continue;
    }
    if (childNegate) scanner.pos -= 'not.'.length;
    const field = scanner.readField('.,()');
    scanner.expect('.', '"." and an operator');
    const start = scanner.pos;
    skipValue(scanner);
    const expr = parseOpExpr(scanner.text.slice(start, scanner.pos), true);
    children.push({ kind: 'filter', filter: { field, expr } });
  } while (scanner.eat(','));
  scanner.expect(')', '"," or ")"');
  return { kind: 'logic', op, negate, children };
}

/** Moves past one condition's `op.value`, stopping at a top-level `,` or `)`. */
function skipValue(scanner: Scanner): void {
  let depth = 0;
  let quoted = false;
  while (!scanner.atEnd()) {
    const ch = scanner.peek();
    if (quoted) {
      if (ch === '\\') scanner.pos++;
      else if (ch === '"') quoted = false;
    } else if (ch === '"') quoted = true;
    else if (ch === '(' || ch === '{') depth++;
    else if (ch === ')' || ch === '}') {
      if (depth === 0) return;
      depth--;
    } else if (ch === ',' && depth === 0) return;
    scanner.pos++;
  }
}
