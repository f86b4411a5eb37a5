/**
 * Turns the parsed request into a tree of read nodes checked against the schema cache: every embed
 * is bound to a relationship, every filter, logic tree, order and range is attached to its node,
 * and every column name is known. The SQL builder only has to print this tree.
 */
import { ApiError, columnNotFound } from './api-error.ts';
import type { Filter, LogicTree } from './filter-parser.ts';
import type { FieldRef } from './grammar-scanner.ts';
import type { OrderTerm } from './order-parser.ts';
import { findRelationship, isToOne, type Relationship } from './relationships.ts';
import type { PathKey, RequestParams } from './request-params.ts';
import type { SchemaCache, Table } from './schema-cache.ts';
import type { ColumnSelect, SelectItem } from './select-parser.ts';

export interface ReadNode {
  /** Columns known for the node; undefined when the catalog cannot tell (rpc returning bare records). */
  table: Table | undefined;
  /** Name used in messages and to look up relationships. */
  tableName: string;
  /** SQL alias of the node's relation. */
  alias: string;
  /** Key in the output: the embed's alias or relation name. */
  outputName: string;
  relationName: string;
  relationship?: Relationship;
  toOne: boolean;
  inner: boolean;
  spread: boolean;
  /** `rel()`: joined for filtering only, not part of the output. */
  hidden: boolean;
  /** `rel(count)`: the embed is `[{"count": n}]` (output key given here) instead of rows. */
  countKey?: string;
  select: Array<ColumnSelect | { kind: 'embed'; node: ReadNode }>;
  filters: Filter[];
  logic: LogicTree[];
  /** `embed=is.null` / `embed=not.is.null` on this node's children. */
  nullFilters: Array<{ node: ReadNode; isNull: boolean }>;
  order: Array<OrderTerm & { relatedNode?: ReadNode }>;
  limit?: number;
  offset?: number;
  children: ReadNode[];
}

export interface PlanOptions {
  /** False for writes: root filters pick the rows to change, not the rows to show. */
  rootFilters: boolean;
  rootOrder: boolean;
  rootAlias: string;
}

export function planRead(cache: SchemaCache, table: Table | undefined, tableName: string, params: RequestParams, options: PlanOptions): ReadNode {
  let aliasCounter = 0;
  const nextAlias = () => `pgrst_${++aliasCounter}`;

  const build = (items: SelectItem[], node: ReadNode): ReadNode => {
    for (const item of items) {
      if (item.kind === 'column') {
        if (item.field.name !== '*' && !(node.countKey && item.field.name === 'count')) checkField(node, item.field);
        node.select.push(item);
        continue;
      }
      const relationship = findRelationship(cache.relationships, cache.schema, node.tableName, item.relation, item.hint);
      const target = cache.tables.get(relationship.foreignTable);
      const toOne = isToOne(relationship);
      if (item.spread && !toOne) {
        throw new ApiError(400, 'PGRST119', `A spread operation on '${item.relation}' is not possible`,
          `'${node.tableName}' and '${item.relation}' do not form a many-to-one or one-to-one relationship`);
      }
      const child = build(item.select, {
        ...emptyNode(target, relationship.foreignTable, nextAlias()),
        outputName: item.alias ?? item.relation,
        relationName: item.relation,
        relationship,
        toOne,
        inner: item.joinType === 'inner',
        spread: item.spread,
        hidden: item.select.length === 0,
        countKey: countOnly(item.select, target),
      });
      node.children.push(child);
      node.select.push({ kind: 'embed', node: child });
    }
    return node;
  };

  const root = build(params.select, { ...emptyNode(table, tableName, options.rootAlias), outputName: tableName, relationName: tableName });

  for (const { path, filter } of params.filters) {
    if (path.length === 0 && !options.rootFilters) continue;
    const node = findNode(root, path);
    const nullFilter = embedNullFilter(node, filter);
    if (nullFilter) node.nullFilters.push(nullFilter);
    else {
      checkField(node, filter.field);
      node.filters.push(filter);
    }
  }
  for (const { path, tree } of params.logic) {
    if (path.length === 0 && !options.rootFilters) continue;
    const node = findNode(root, path);
    checkTree(node, tree);
    node.logic.push(tree);
  }
  for (const [key, terms] of params.order) {
    if (key === '' && !options.rootOrder) continue;
    const node = findNode(root, splitPath(key));
    node.order = terms.map((term) => resolveOrderTerm(node, term));
  }
  for (const [key, limit] of params.limit) {
    if (key === '' && !options.rootOrder) continue;
    findNode(root, splitPath(key)).limit = limit;
  }
  for (const [key, offset] of params.offset) {
    if (key === '' && !options.rootOrder) continue;
    findNode(root, splitPath(key)).offset = offset;
  }
  return root;
}

/** `rel(count)` / `rel(n:count)` when the target has no column named count (Supabase's embedded count). */
function countOnly(select: SelectItem[], target: Table | undefined): string | undefined {
  if (select.length !== 1 || select[0].kind !== 'column') return undefined;
  const { field, cast, alias } = select[0];
  if (field.name !== 'count' || field.jsonPath.length || cast || target?.columns.has('count')) return undefined;
  return alias ?? 'count';
}

function emptyNode(table: Table | undefined, tableName: string, alias: string): ReadNode {
  return {
    table,
    tableName,
    alias,
    outputName: tableName,
    relationName: tableName,
    toOne: false,
    inner: false,
    spread: false,
    hidden: false,
    select: [],
    filters: [],
    logic: [],
    nullFilters: [],
    order: [],
    children: [],
  };
}

const splitPath = (key: PathKey): string[] => (key === '' ? [] : key.split('.'));

function findNode(root: ReadNode, path: string[]): ReadNode {
  let node = root;
  for (const name of path) {
    const child = node.children.find((c) => c.outputName === name) ?? node.children.find((c) => c.relationName === name);
    if (!child) {
      throw new ApiError(400, 'PGRST108', `'${name}' is not an embedded resource in this request`, null,
        `Verify that '${name}' is included in the 'select' query parameter.`);
    }
    node = child;
  }
  return node;
}

export function checkField(node: ReadNode, field: FieldRef): void {
  if (!node.table) return;
  if (node.table.columns.has(field.name) || node.table.computed.has(field.name)) return;
  throw columnNotFound(node.tableName, field.name);
}

function checkTree(node: ReadNode, tree: LogicTree): void {
  for (const child of tree.children) {
    if (child.kind === 'logic') checkTree(node, child);
    else checkField(node, child.filter.field);
  }
}

/** `clients=not.is.null` where `clients` is an embed (and not a column) filters parents by it. */
function embedNullFilter(node: ReadNode, filter: Filter): { node: ReadNode; isNull: boolean } | undefined {
  if (filter.field.jsonPath.length || node.table?.columns.has(filter.field.name)) return undefined;
  const child = node.children.find((c) => c.outputName === filter.field.name) ?? node.children.find((c) => c.relationName === filter.field.name);
  if (!child) return undefined;
  const { expr } = filter;
  if (expr.kind !== 'is' || (expr.value !== 'null' && expr.value !== 'not_null') || child.spread) {
    throw new ApiError(400, 'PGRST120', `Bad operator on the '${filter.field.name}' embedded resource`, 'Only is null or not is null filters are allowed on embedded resources');
  }
  return { node: child, isNull: (expr.value === 'null') !== expr.negate };
}

function resolveOrderTerm(node: ReadNode, term: OrderTerm): OrderTerm & { relatedNode?: ReadNode } {
  if (!term.relation) {
    checkField(node, term.field);
    return term;
  }
  const related = node.children.find((c) => c.outputName === term.relation) ?? node.children.find((c) => c.relationName === term.relation);
  if (!related) {
    throw new ApiError(400, 'PGRST108', `'${term.relation}' is not an embedded resource in this request`, null,
      `Verify that '${term.relation}' is included in the 'select' query parameter.`);
  }
  if (!related.toOne) {
    throw new ApiError(400, 'PGRST118', `A related order on '${term.relation}' is not possible`,
      `'${node.tableName}' and '${term.relation}' do not form a many-to-one or one-to-one relationship`);
  }
  checkField(related, term.field);
  return { ...term, relatedNode: related };
}
