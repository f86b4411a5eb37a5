// Turns a supabase-js functions.invoke error into an ApiError carrying the function's own message.
import { ApiError } from '@/lib/api-error';

interface InvokeError {
  message: string;
  /** On FunctionsHttpError: the unread Response of the non-2xx answer. */
  context?: unknown;
}

export interface FunctionErrorBody {
  error?: string;
  fields?: Record<string, string>;
}

/** An ApiError whose message is the function's `error` text when it sent one. */
export class FunctionCallError extends ApiError {
  readonly fields: Record<string, string>;

  constructor(message: string, status: number, fields: Record<string, string> = {}) {
    super(message, status);
    this.name = 'FunctionCallError';
    this.fields = fields;
  }
}

export async function functionError(error: InvokeError, fallback: string): Promise<FunctionCallError> {
  const context = error.context;
  if (context instanceof Response) {
    let body: FunctionErrorBody = {};
    try {
      body = (await context.json()) as FunctionErrorBody;
    } catch {
      // Not JSON (a proxy error page, say): keep the fallback text.
    }
    return new FunctionCallError(body.error || fallback, context.status, body.fields);
  }
  return new FunctionCallError(fallback, 0);
}
