import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import { buildRelationships, findRelationship, type ForeignKey } from './relationships.ts';
import type { Table } from './schema-cache.ts';

const table = (name: string, primaryKey: string[], uniqueKeys: string[][] = [primaryKey]): Table => ({
  name,
  kind: 'table',
  columns: new Map(),
  primaryKey,
  uniqueKeys,
  computed: new Map(),
});

const tables = new Map(
  [
    table('authors', ['id']),
    table('books', ['id']),
    table('genres', ['id']),
    table('book_genres', ['book_id', 'genre_id']),
    table('profiles', ['id'], [['id'], ['author_id']]),
    table('employees', ['id']),
  ].map((t) => [t.name, t]),
);

const fks: ForeignKey[] = [
  { name: 'books_author_id_fkey', table: 'books', columns: ['author_id'], foreignTable: 'authors', foreignColumns: ['id'] },
  { name: 'books_editor_id_fkey', table: 'books', columns: ['editor_id'], foreignTable: 'authors', foreignColumns: ['id'] },
  { name: 'book_genres_book_id_fkey', table: 'book_genres', columns: ['book_id'], foreignTable: 'books', foreignColumns: ['id'] },
  { name: 'book_genres_genre_id_fkey', table: 'book_genres', columns: ['genre_id'], foreignTable: 'genres', foreignColumns: ['id'] },
  { name: 'profiles_author_id_fkey', table: 'profiles', columns: ['author_id'], foreignTable: 'authors', foreignColumns: ['id'] },
  { name: 'employees_manager_id_fkey', table: 'employees', columns: ['manager_id'], foreignTable: 'employees', foreignColumns: ['id'] },
];
const rels = buildRelationships(fks, tables);
const find = (origin: string, target: string, hint?: string) => findRelationship(rels, 'public', origin, target, hint);

function failure(run: () => unknown): ApiError {
  try {
    run();
  } catch (err) {
    if (err instanceof ApiError) return err;
    throw err;
  }
  throw new Error('found');
}

describe('relationships from foreign keys', () => {
  it('derives many-to-one, one-to-many, one-to-one and many-to-many', () => {
    expect(find('book_genres', 'books')).toMatchObject({ cardinality: 'many-to-one', columns: [['book_id', 'id']] });
    expect(find('books', 'book_genres')).toMatchObject({ cardinality: 'one-to-many', columns: [['id', 'book_id']] });
    expect(find('profiles', 'authors')).toMatchObject({ cardinality: 'one-to-one' });
    expect(find('authors', 'profiles')).toMatchObject({ cardinality: 'one-to-one', columns: [['id', 'author_id']] });
    expect(find('books', 'genres')).toMatchObject({ cardinality: 'many-to-many', junction: { table: 'book_genres' } });
  });

  it('disambiguates by constraint name, key column, referenced column or junction', () => {
    expect(find('books', 'authors', 'books_editor_id_fkey').columns).toEqual([['editor_id', 'id']]);
    expect(find('books', 'authors', 'author_id').constraint).toBe('books_author_id_fkey');
    expect(find('books', 'author_id').foreignTable).toBe('authors');
    expect(find('books', 'books_editor_id_fkey').columns).toEqual([['editor_id', 'id']]);
    expect(find('books', 'genres', 'book_genres').cardinality).toBe('many-to-many');
  });

  it('resolves self-references: table name for children, key column for the parent', () => {
    expect(find('employees', 'employees').cardinality).toBe('one-to-many');
    expect(find('employees', 'manager_id').cardinality).toBe('many-to-one');
  });

  it('answers 300 PGRST201 when ambiguous, with candidates and a hint', () => {
    const err = failure(() => find('books', 'authors'));
    expect(err.status).toBe(300);
    expect(err.body.code).toBe('PGRST201');
    expect(err.body.details).toEqual([
      { cardinality: 'many-to-one', embedding: 'books with authors', relationship: 'books_author_id_fkey using books(author_id) and authors(id)' },
      { cardinality: 'many-to-one', embedding: 'books with authors', relationship: 'books_editor_id_fkey using books(editor_id) and authors(id)' },
    ]);
    expect(err.body.hint).toContain("'authors!books_author_id_fkey'");
  });

  it('answers 400 PGRST200 when there is none', () => {
    const err = failure(() => find('genres', 'authors'));
    expect(err.status).toBe(400);
    expect(err.body).toMatchObject({
      code: 'PGRST200',
      message: "Could not find a relationship between 'genres' and 'authors' in the schema cache",
      details: "Searched for a foreign key relationship between 'genres' and 'authors' in the schema 'public', but no matches were found.",
    });
    expect(failure(() => find('books', 'authors', 'nope')).body.details).toContain("using the hint 'nope'");
  });
});
