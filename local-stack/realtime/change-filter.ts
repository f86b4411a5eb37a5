/**
 * The `filter` of a postgres_changes binding (supabase-wire.md c.6, Realtime `subscriptions.ex`):
 * `column=op.value`, ops eq, neq, lt, lte, gt, gte, in, plus Realtime's newer like, ilike, is, match,
 * imatch, isdistinct, a `not.` prefix, and several comma-separated conditions ANDed. Conditions become
 * SQL with bound parameters, so Postgres compares values with the column's own type.
 */

export const FILTER_OPERATORS = ['eq', 'neq', 'lt', 'lte', 'gt', 'gte', 'in', 'like', 'ilike', 'is', 'match', 'imatch', 'isdistinct'] as const;
export type FilterOperator = (typeof FILTER_OPERATORS)[number];

export interface FilterCondition {
  column: string;
  operator: FilterOperator;
  /** `in` values are already a Postgres array literal `{a,b}`; others are unquoted. */
  value: string;
  negate: boolean;
}

export class FilterParseError extends Error {
  constructor(detail: string) {
    super(`Error parsing \`filter\` params: ${detail}`);
  }
}

const IS_VALUES = new Set(['null', 'true', 'false', 'unknown']);

export function parseFilter(filter: string | undefined | null): FilterCondition[] {
  const trimmed = (filter ?? '').trim();
  if (!trimmed) return [];
  return splitTopLevel(trimmed).map(parseSegment);
}

function parseSegment(segment: string): FilterCondition {
  const trimmed = segment.trim();
  if (!trimmed) throw new FilterParseError('filter must not contain empty segments (check for extra commas)');
  const equals = trimmed.indexOf('=');
  if (equals < 0) throw new FilterParseError(inspectList([trimmed]));
  const column = trimmed.slice(0, equals);
  let rest = trimmed.slice(equals + 1);
  const negate = rest.startsWith('not.');
  if (negate) rest = rest.slice(4);
  const dot = rest.indexOf('.');
  if (dot < 0) throw new FilterParseError(inspectList([rest]));
  const operator = rest.slice(0, dot);
  const rawValue = rest.slice(dot + 1);
  if (!(FILTER_OPERATORS as readonly string[]).includes(operator)) throw new FilterParseError(inspectList([operator, rawValue]));
  return { column, operator: operator as FilterOperator, value: formatValue(operator as FilterOperator, rawValue), negate };
}

function formatValue(operator: FilterOperator, value: string): string {
  if (operator === 'in') {
    if (value.length < 2 || !value.startsWith('(') || !value.endsWith(')')) {
      throw new FilterParseError('`in` filter value must be wrapped by parentheses');
    }
    return `{${value.slice(1, -1)}}`;
  }
  const unquoted = unquote(value);
  if (operator === 'is' && !IS_VALUES.has(unquoted.toLowerCase())) {
    throw new FilterParseError('`is` filter value must be one of null, true, false or unknown');
  }
  return unquoted;
}

/** `"a,b"` with backslash escapes becomes `a,b`; anything not a well-formed quoted string stays as is. */
function unquote(value: string): string {
  if (!value.startsWith('"')) return value;
  let result = '';
  for (let i = 1; i < value.length; i++) {
    const char = value[i];
    if (char === '\\' && i + 1 < value.length) result += value[++i];
    else if (char === '"') return i === value.length - 1 ? result : value;
    else result += char;
  }
  return value;
}

/** Splits on commas outside double quotes and parentheses. */
function splitTopLevel(filter: string): string[] {
  const parts: string[] = [];
  let current = '';
  let depth = 0;
  let quoted = false;
  let previous = '';
  for (let i = 0; i < filter.length; i++) {
    const char = filter[i];
    if (quoted) {
      if (char === '\\' && i + 1 < filter.length) {
        current += char + filter[++i];
        continue;
      }
      if (char === '"') quoted = false;
      current += char;
    } else if (char === '"' && ['.', '(', ','].includes(previous)) {
      quoted = true;
      current += char;
    } else if (char === '(') {
      depth++;
      current += char;
    } else if (char === ')') {
      depth = Math.max(0, depth - 1);
      current += char;
    } else if (char === ',' && depth === 0) {
      parts.push(current);
      current = '';
    } else {
      current += char;
    }
    previous = char;
  }
  parts.push(current);
  return parts;
}

/** Elixir's `inspect` of a list of strings, as Realtime prints it in its error message. */
function inspectList(items: string[]): string {
  return `[${items.map((item) => JSON.stringify(item)).join(', ')}]`;
}

export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/**
 * A boolean SQL expression for the condition on `alias`, never NULL. `bind` adds a parameter and returns
 * its placeholder; Postgres infers the parameter's type from the column.
 */
export function conditionSql(alias: string, condition: FilterCondition, bind: (value: string) => string): string {
  const column = `${alias}.${quoteIdent(condition.column)}`;
  const { operator, value } = condition;
  let test: string;
  switch (operator) {
    case 'eq': test = `${column} = ${bind(value)}`; break;
    case 'neq': test = `${column} <> ${bind(value)}`; break;
    case 'lt': test = `${column} < ${bind(value)}`; break;
    case 'lte': test = `${column} <= ${bind(value)}`; break;
    case 'gt': test = `${column} > ${bind(value)}`; break;
    case 'gte': test = `${column} >= ${bind(value)}`; break;
    case 'in': test = `${column} = any(${bind(value)})`; break;
    case 'like': test = `${column}::text like ${bind(value)}::text`; break;
    case 'ilike': test = `${column}::text ilike ${bind(value)}::text`; break;
    case 'match': test = `${column}::text ~ ${bind(value)}::text`; break;
    case 'imatch': test = `${column}::text ~* ${bind(value)}::text`; break;
    case 'isdistinct': test = `${column} is distinct from ${bind(value)}`; break;
    case 'is': test = `${column} is ${value.toLowerCase()}`; break; // value is one of four keywords (checked at parse)
  }
  return condition.negate ? `coalesce(not (${test}), false)` : `coalesce((${test}), false)`;
}

/** All conditions of one binding ANDed, or `true` when it has none. */
export function filterSql(alias: string, conditions: FilterCondition[], bind: (value: string) => string): string {
  if (conditions.length === 0) return 'true';
  return conditions.map((condition) => conditionSql(alias, condition, bind)).join(' and ');
}
