/** Reading request bodies defensively: malformed JSON and wrongly typed fields are 400s, never 500s. */
import type { Context } from 'hono';
import { badJson, validationFailed } from './auth-error.ts';

export type JsonObject = Record<string, unknown>;

const MAX_BODY_BYTES = 256 * 1024;

/** The JSON object body; an empty body counts as `{}` (supabase-js sends none on some calls). */
export async function readJsonObject(c: Context): Promise<JsonObject> {
  const text = await c.req.text();
  if (text.length > MAX_BODY_BYTES) throw badJson('Request body is too large');
  if (text.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (err) {
    throw badJson(`Could not parse request body as JSON: ${(err as Error).message}`);
  }
  if (!isObject(parsed)) throw badJson('Could not parse request body as JSON: expected an object');
  return parsed;
}

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** An optional string field; null and undefined read as ''. */
export function stringField(body: JsonObject, name: string): string {
  const value = body[name];
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') throw validationFailed(`${name} must be a string`);
  return value;
}

export function booleanField(body: JsonObject, name: string, fallback: boolean): boolean {
  const value = body[name];
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'boolean') throw validationFailed(`${name} must be a boolean`);
  return value;
}

/** An optional JSON object field (metadata); null and undefined read as undefined. */
export function objectField(body: JsonObject, name: string): JsonObject | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  if (!isObject(value)) throw validationFailed(`${name} must be a JSON object`);
  return value;
}
