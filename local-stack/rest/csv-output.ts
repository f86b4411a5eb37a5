/**
 * `Accept: text/csv`: the JSON array Postgres produced, as CSV with a header row (the keys of the
 * first row). NULL is an empty field; objects and arrays are written as JSON.
 */

function field(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function jsonArrayToCsv(json: string): string {
  const rows = JSON.parse(json) as unknown[];
  if (!Array.isArray(rows) || rows.length === 0) return '';
  const first = rows[0];
  if (typeof first !== 'object' || first === null) return rows.map(field).join('\n');
  const keys = Object.keys(first);
  const lines = [keys.map(field).join(',')];
  for (const row of rows) lines.push(keys.map((k) => field((row as Record<string, unknown>)[k])).join(','));
  return lines.join('\n');
}
