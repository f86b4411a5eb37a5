/**
 * Prints a read tree as SQL. Every node becomes `SELECT list FROM relation AS alias ... WHERE ...`;
 * embeds are LEFT JOIN LATERAL subqueries that hand their rows up as JSON built by Postgres
 * (row_to_json for to-one, json_agg for to-many), spreads are laterals whose columns the parent
 * selects directly. Values are always parameters; names are always quoted.
 */
import { COMPARE_OPERATORS, FTS_OPERATORS, type Filter, type LogicTree } from './filter-parser.ts';
import type { FieldRef } from './grammar-scanner.ts';
import type { ReadNode } from './read-plan.ts';
import type { Relationship } from './relationships.ts';
import type { ColumnSelect } from './select-parser.ts';
import { ident, literal, qualified, type Params } from './sql.ts';

export interface SqlContext {
  schema: string;
  params: Params;
}

/** The pieces of one node's query, so the root can reuse them for its count. */
export interface NodeSql {
  selectList: string[];
  /** FROM relation AS alias plus the joins the WHERE clause needs. */
  fromForConditions: string;
  /** FROM with every join (output embeds too). */
  from: string;
  conditions: string[];
  orderLimit: string;
}

/** `count` leaves out what a count does not need, so no parameter goes unused. */
export type NodeSqlMode = 'full' | 'count';

const JSON_TYPES = new Set(['json', 'jsonb']);
const embedAlias = (node: ReadNode) => ident(`${node.alias}_e`);

export function fieldSql(ctx: SqlContext, node: ReadNode, field: FieldRef, alias = node.alias): string {
  const computed = node.table?.computed.get(field.name);
  const column = node.table?.columns.get(field.name);
  const base = computed && !column ? `${qualified(ctx.schema, computed.function)}(${ident(alias)})` : `${ident(alias)}.${ident(field.name)}`;
  if (field.jsonPath.length === 0) return base;
  const baseType = column?.baseTypeName ?? computed?.baseTypeName;
  let sql = baseType && JSON_TYPES.has(baseType) ? base : `to_jsonb(${base})`;
  for (const step of field.jsonPath) sql += ` ${step.arrow} ${/^-?\d+$/.test(step.key) ? step.key : literal(step.key)}`;
  return `(${sql})`;
}

/** The output key of a selected column: its alias, else the last JSON key, else its name. */
export function outputName(item: ColumnSelect): string {
  if (item.alias) return item.alias;
  const keys = item.field.jsonPath.map((s) => s.key).filter((k) => !/^-?\d+$/.test(k));
  if (item.field.jsonPath.length && keys.length) return keys[keys.length - 1];
  return item.field.name;
}

function columnSql(ctx: SqlContext, node: ReadNode, item: ColumnSelect): string {
  if (item.field.name === '*') return `${ident(node.alias)}.*`;
  let expr = fieldSql(ctx, node, item.field);
  if (item.cast) expr = `CAST(${expr} AS ${item.cast})`;
  return `${expr} AS ${ident(outputName(item))}`;
}

export function filterSql(ctx: SqlContext, node: ReadNode, filter: Filter): string {
  const left = fieldSql(ctx, node, filter.field);
  const { expr } = filter;
  let sql: string;
  switch (expr.kind) {
    case 'compare':
      sql = `${left} ${COMPARE_OPERATORS[expr.op]} ${ctx.params.add(expr.value)}`;
      break;
    case 'quantified':
      sql = `${left} ${COMPARE_OPERATORS[expr.op]} ${expr.quantifier}(${ctx.params.add(expr.values)})`;
      break;
    case 'in':
      sql = `${left} = any(${ctx.params.add(expr.values)})`;
      break;
    case 'is':
      sql = `${left} is ${expr.value === 'not_null' ? 'not null' : expr.value}`;
      break;
    case 'fts': {
      const config = expr.language ? `${ctx.params.add(expr.language)}::regconfig, ` : '';
      const column = node.table?.columns.get(filter.field.name);
      const vector = column?.baseTypeName === 'tsvector' && !filter.field.jsonPath.length ? left : `to_tsvector(${config}${left})`;
      sql = `${vector} @@ ${FTS_OPERATORS[expr.op]}(${config}${ctx.params.add(expr.value)})`;
      break;
    }
  }
  return expr.negate ? `not (${sql})` : sql;
}

export function logicSql(ctx: SqlContext, node: ReadNode, tree: LogicTree): string {
  const parts = tree.children.map((child) => (child.kind === 'logic' ? logicSql(ctx, node, child) : filterSql(ctx, node, child.filter)));
  const joined = parts.length ? `(${parts.join(tree.op === 'and' ? ' and ' : ' or ')})` : 'true';
  return tree.negate ? `not ${joined}` : joined;
}

/** `child.col = parent.col` for each key column pair of a direct (not many-to-many) relationship. */
function keyConditions(rel: Relationship, parentAlias: string, childAlias: string): string[] {
  return rel.columns.map(([originCol, targetCol]) => `${ident(childAlias)}.${ident(targetCol)} = ${ident(parentAlias)}.${ident(originCol)}`);
}

/**
 * The SQL pieces of `node`. `source` is the relation for the root (a table, a function call or a CTE);
 * embedded nodes read their table and are correlated with `parentAlias`.
 */
export function nodeSql(ctx: SqlContext, node: ReadNode, source: string, parentAlias?: string, mode: NodeSqlMode = 'full'): NodeSql {
  let from = `${source} AS ${ident(node.alias)}`;
  const conditions: string[] = [];
  const rel = node.relationship;
  if (rel && parentAlias) {
    if (rel.junction) {
      const j = rel.junction;
      const junctionAlias = `${node.alias}_j`;
      const on = j.targetColumns.map(([jc, tc]) => `${ident(junctionAlias)}.${ident(jc)} = ${ident(node.alias)}.${ident(tc)}`);
      from += ` JOIN ${qualified(ctx.schema, j.table)} AS ${ident(junctionAlias)} ON ${on.join(' AND ')}`;
      conditions.push(...j.sourceColumns.map(([jc, oc]) => `${ident(junctionAlias)}.${ident(jc)} = ${ident(parentAlias)}.${ident(oc)}`));
    } else {
      conditions.push(...keyConditions(rel, parentAlias, node.alias));
    }
  }

  for (const filter of node.filters) conditions.push(filterSql(ctx, node, filter));
  for (const tree of node.logic) conditions.push(logicSql(ctx, node, tree));

  // Children that decide which rows of this node exist (!inner, embed=is.null) are joined even for a count.
  const filtering = new Set<ReadNode>();
  for (const child of node.children) {
    if (!child.inner) continue;
    filtering.add(child);
    if (!child.spread) conditions.push(`${embedAlias(child)}.body IS NOT NULL`);
  }
  for (const { node: child, isNull } of node.nullFilters) {
    conditions.push(`${embedAlias(child)}.body IS ${isNull ? '' : 'NOT '}NULL`);
    filtering.add(child);
  }
  const joined = node.children.filter((c) => filtering.has(c) || (mode === 'full' && !c.hidden));
  const laterals = new Map(joined.map((c) => [c, lateralSql(ctx, node, c)]));
  const joinsOf = (children: ReadNode[]) => children.map((c) => laterals.get(c)).join('');

  if (mode === 'full' && node.countKey) {
    return { selectList: [`count(*) AS ${ident(node.countKey)}`], fromForConditions: from, from, conditions, orderLimit: '' };
  }
  const selectList = mode === 'full' ? node.select.flatMap((item) => selectItemSql(ctx, node, item)) : [];

  return {
    selectList,
    fromForConditions: from + joinsOf(joined.filter((c) => filtering.has(c))),
    from: from + joinsOf(joined),
    conditions,
    orderLimit: mode === 'full' ? orderLimitSql(ctx, node) : '',
  };
}

function selectItemSql(ctx: SqlContext, node: ReadNode, item: ReadNode['select'][number]): string[] {
  if (item.kind === 'column') return [columnSql(ctx, node, item)];
  const child = item.node;
  if (child.hidden) return [];
  if (child.spread) return [`${embedAlias(child)}.*`];
  if (child.toOne) return [`${embedAlias(child)}.body AS ${ident(child.outputName)}`];
  return [`coalesce(${embedAlias(child)}.body, '[]'::json) AS ${ident(child.outputName)}`];
}

function lateralSql(ctx: SqlContext, parent: ReadNode, child: ReadNode): string {
  const pieces = nodeSql(ctx, child, qualified(ctx.schema, child.relationship!.foreignTable), parent.alias);
  const query = assemble(pieces);
  const join = child.inner && child.spread ? ' JOIN LATERAL' : ' LEFT JOIN LATERAL';
  if (child.spread) return `${join} (${query}) AS ${embedAlias(child)} ON TRUE`;
  const aggregate = child.toOne ? 'row_to_json(pgrst_row)' : 'json_agg(pgrst_row)';
  return `${join} (SELECT ${aggregate} AS body FROM (${query}) AS pgrst_row) AS ${embedAlias(child)} ON TRUE`;
}

export function assemble(pieces: NodeSql, selectList = pieces.selectList): string {
  const where = pieces.conditions.length ? ` WHERE ${pieces.conditions.join(' AND ')}` : '';
  return `SELECT ${selectList.join(', ')} FROM ${pieces.from}${where}${pieces.orderLimit}`;
}

/** `SELECT count(*)` over the node's rows, before limit and offset. */
export function countSql(pieces: NodeSql): string {
  const where = pieces.conditions.length ? ` WHERE ${pieces.conditions.join(' AND ')}` : '';
  return `SELECT count(*) FROM ${pieces.fromForConditions}${where}`;
}

function orderLimitSql(ctx: SqlContext, node: ReadNode): string {
  let sql = '';
  if (node.order.length) {
    const terms = node.order.map((term) => {
      let expr: string;
      if (term.relatedNode) {
        const related = term.relatedNode;
        const alias = `${related.alias}_o`;
        const on = keyConditions(related.relationship!, node.alias, alias).join(' AND ');
        expr = `(SELECT ${fieldSql(ctx, related, term.field, alias)} FROM ${qualified(ctx.schema, related.relationship!.foreignTable)} AS ${ident(alias)} WHERE ${on})`;
      } else {
        expr = fieldSql(ctx, node, term.field);
      }
      return `${expr}${term.direction ? ` ${term.direction}` : ''}${term.nulls ? ` nulls ${term.nulls}` : ''}`;
    });
    sql += ` ORDER BY ${terms.join(', ')}`;
  }
  if (node.limit !== undefined) sql += ` LIMIT ${ctx.params.add(node.limit)}`;
  if (node.offset !== undefined) sql += ` OFFSET ${ctx.params.add(node.offset)}`;
  return sql;
}
