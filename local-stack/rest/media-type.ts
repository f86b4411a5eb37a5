/**
 * Content negotiation on `Accept`: JSON arrays (the default), single objects
 * (application/vnd.pgrst.object+json, sent by `.single()`), CSV (`.csv()`), and the
 * `nulls=stripped` variants `.stripNulls()` asks for. Anything else is 406 PGRST107.
 */
import { ApiError } from './api-error.ts';

export interface OutputFormat {
  kind: 'json' | 'object' | 'csv';
  stripNulls: boolean;
}

export const JSON_OUTPUT: OutputFormat = { kind: 'json', stripNulls: false };

export function negotiateOutput(accept: string | null | undefined): OutputFormat {
  if (!accept || !accept.trim()) return JSON_OUTPUT;
  const offered = accept
    .split(',')
    .map((part, index) => {
      const [type, ...params] = part.split(';').map((s) => s.trim());
      const q = Number(params.find((p) => p.startsWith('q='))?.slice(2) ?? 1);
      return { type: type.toLowerCase(), stripNulls: params.some((p) => p.replace(/\s/g, '') === 'nulls=stripped'), q: Number.isNaN(q) ? 1 : q, index };
    })
    .filter((m) => m.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const media of offered) {
    switch (media.type) {
      case 'application/json':
      case 'application/*':
      case '*/*':
        return JSON_OUTPUT;
      case 'application/vnd.pgrst.array+json':
      case 'application/vnd.pgrst.array':
        return { kind: 'json', stripNulls: media.stripNulls };
      case 'application/vnd.pgrst.object+json':
      case 'application/vnd.pgrst.object':
        return { kind: 'object', stripNulls: media.stripNulls };
      case 'text/csv':
        return { kind: 'csv', stripNulls: false };
    }
  }
  throw new ApiError(406, 'PGRST107', `None of these media types are available: ${offered.map((m) => m.type).join(', ')}`);
}

export function contentTypeOf(output: OutputFormat): string {
  const stripped = output.stripNulls ? '; nulls=stripped' : '';
  if (output.kind === 'object') return `application/vnd.pgrst.object+json${stripped}; charset=utf-8`;
  if (output.kind === 'csv') return 'text/csv; charset=utf-8';
  return output.stripNulls ? `application/vnd.pgrst.array+json${stripped}; charset=utf-8` : 'application/json; charset=utf-8';
}
