/**
 * The `order` parameter: `col[.asc|.desc][.nullsfirst|.nullslast]`, comma-separated, where `col` may
 * carry a JSON path (`data->>x`) or name a column of an embedded to-one relation (`rel(col)`).
 */
import { Scanner, type FieldRef } from './grammar-scanner.ts';

export interface OrderTerm {
  /** Set for `rel(col)`: the embedded relation (by alias or name). */
  relation?: string;
  field: FieldRef;
  direction?: 'asc' | 'desc';
  nulls?: 'first' | 'last';
}

export function parseOrder(text: string): OrderTerm[] {
  const scanner = new Scanner(text, 'order');
  const terms: OrderTerm[] = [];
  do {
    terms.push(parseTerm(scanner));
  } while (scanner.eat(','));
  if (!scanner.atEnd()) scanner.fail('"," or end of input');
  return terms;
}

function parseTerm(scanner: Scanner): OrderTerm {
  const first = scanner.readField('.,()');
  let term: OrderTerm;
  if (first.jsonPath.length === 0 && scanner.eat('(')) {
    const field = scanner.readField('.,()');
    scanner.expect(')');
    term = { relation: first.name, field };
  } else {
    term = { field: first };
  }
  while (scanner.eat('.')) {
    if (scanner.eat('asc')) term.direction = 'asc';
    else if (scanner.eat('desc')) term.direction = 'desc';
    else if (scanner.eat('nullsfirst')) term.nulls = 'first';
    else if (scanner.eat('nullslast')) term.nulls = 'last';
    else scanner.fail('"asc", "desc", "nullsfirst" or "nullslast"');
  }
  return term;
}
