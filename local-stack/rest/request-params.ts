/**
 * Sorts the query-string pairs of one request into what they mean: select, filters and logic trees
 * (each at an embed path), order/limit/offset per embed path, and the write parameters `columns`
 * and `on_conflict`. For GET rpc calls, the pairs named like function arguments are set apart.
 */
import { ApiError, parseFailure } from './api-error.ts';
import { COMPARE_OPERATORS, FTS_OPERATORS, parseLogicTree, parseOpExpr, type Filter, type LogicTree } from './filter-parser.ts';
import { Scanner, splitTopLevel } from './grammar-scanner.ts';
import { parseOrder, type OrderTerm } from './order-parser.ts';
import type { QueryPairs } from './query-string.ts';
import { parseSelect, type SelectItem } from './select-parser.ts';

/** An embed path like ['clients', 'projects'] joined with '.'; '' is the root. */
export type PathKey = string;

export interface RequestParams {
  select: SelectItem[];
  filters: Array<{ path: string[]; filter: Filter }>;
  logic: Array<{ path: string[]; tree: LogicTree }>;
  order: Map<PathKey, OrderTerm[]>;
  limit: Map<PathKey, number>;
  offset: Map<PathKey, number>;
  columns?: string[];
  onConflict?: string[];
  /** GET/HEAD rpc arguments, in order. */
  args: QueryPairs;
}

const OPERATOR_NAMES = new Set([...Object.keys(COMPARE_OPERATORS), ...Object.keys(FTS_OPERATORS)]);
const FTS_NAMES = new Set(Object.keys(FTS_OPERATORS));
const STAR: SelectItem[] = [{ kind: 'column', field: { name: '*', jsonPath: [] } }];

export function parseRequestParams(pairs: QueryPairs, isArgument: (key: string, value: string) => boolean = () => false): RequestParams {
  const params: RequestParams = { select: STAR, filters: [], logic: [], order: new Map(), limit: new Map(), offset: new Map(), args: [] };
  for (const [key, value] of pairs) {
    switch (key) {
      case 'select':
        params.select = parseSelect(value);
        continue;
      case 'columns':
        params.columns = parseNameList(value);
        continue;
      case 'on_conflict':
        params.onConflict = parseNameList(value);
        continue;
    }
    if (isArgument(key, value)) {
      params.args.push([key, value]);
      continue;
    }
    const segments = splitKey(key);
    const last = segments[segments.length - 1];
    const logicNegated = last === 'or' || last === 'and' ? segments[segments.length - 2] === 'not' : false;
    if (last === 'or' || last === 'and') {
      const path = segments.slice(0, logicNegated ? -2 : -1);
      params.logic.push({ path, tree: parseLogicTree(last, logicNegated, value) });
    } else if (last === 'order') {
      params.order.set(segments.slice(0, -1).join('.'), parseOrder(value));
    } else if (last === 'limit') {
      params.limit.set(segments.slice(0, -1).join('.'), parseCount('limit', value));
    } else if (last === 'offset') {
      params.offset.set(segments.slice(0, -1).join('.'), parseCount('offset', value));
    } else {
      params.filters.push(parseFilterParam(key, value));
    }
  }
  return params;
}

/**
 * For GET rpc calls, PostgREST's rule: a pair is an argument unless its key has an embed path or its
 * value starts with an operator (`eq.`, `not.`, `is.`, `in.`, `fts(...)`...).
 */
export function looksLikeArgument(key: string, value: string): boolean {
  if (key.includes('.')) return false;
  const [first, second] = value.split('.');
  if (second !== undefined && (first === 'not' || first === 'is' || first === 'in' || OPERATOR_NAMES.has(first))) return false;
  const paren = value.indexOf('(');
  return !(paren > 0 && FTS_NAMES.has(value.slice(0, paren)));
}

/**
 * `a.b.col->x` is the column `col->x` of the embed `a.b`. Only the part before the first `->` is
 * split at dots, so JSON keys keep theirs.
 */
function splitKey(key: string): string[] {
  const arrow = key.indexOf('->');
  const head = arrow < 0 ? key : key.slice(0, arrow);
  const segments = head.split('.');
  if (arrow >= 0) segments[segments.length - 1] += key.slice(arrow);
  return segments;
}

function parseFilterParam(key: string, value: string): { path: string[]; filter: Filter } {
  const segments = splitKey(key);
  const fieldText = segments.pop() ?? '';
  const scanner = new Scanner(fieldText, 'filter');
  const field = scanner.readField('');
  if (!scanner.atEnd()) scanner.fail('end of input');
  return { path: segments, filter: { field, expr: parseOpExpr(value) } };
}

function parseCount(name: string, value: string): number {
  if (/^-\d+$/.test(value) && name === 'limit') {
    throw new ApiError(416, 'PGRST103', 'Requested range not satisfiable', 'Limit should be greater than or equal to zero.');
  }
  if (!/^\d+$/.test(value)) {
    throw parseFailure(`${name} parameter`, value, 0, `unexpected "${value[0] ?? ''}" expecting digit`);
  }
  return Number(value);
}

/** `"a","b"` or `a,b`. */
function parseNameList(value: string): string[] {
  return splitTopLevel(value)
    .map((name) => name.trim())
    .filter(Boolean)
    .map((name) => (name.startsWith('"') && name.endsWith('"') && name.length >= 2 ? name.slice(1, -1) : name));
}
