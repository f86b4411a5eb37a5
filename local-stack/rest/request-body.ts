/**
 * Reading and decoding request bodies: at most 1 MB (413 beyond, checked on Content-Length first and
 * again while streaming), JSON only (400 PGRST102 when it does not parse).
 */
import { ApiError } from './api-error.ts';

export const MAX_BODY_BYTES = 1024 * 1024;

function tooLarge(): ApiError {
  return new ApiError(413, '413', 'Request size limit exceeded', `The request body is larger than ${MAX_BODY_BYTES} bytes`);
}

export async function readBodyText(request: Request): Promise<string> {
  const declared = Number(request.headers.get('content-length') ?? NaN);
  if (declared > MAX_BODY_BYTES) throw tooLarge();
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export function invalidBody(message = 'Empty or invalid json'): ApiError {
  return new ApiError(400, 'PGRST102', message);
}

/** Parses a JSON body; `undefined` for an empty one. */
export function parseJsonBody(text: string): unknown {
  if (!text.trim()) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw invalidBody();
  }
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
