// The one place where supabase-js `{ data, error }` results become thrown errors.

/** An error from the backend, with the HTTP status when one is known (0 for network failures). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;

  constructor(message: string, status: number, code?: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
  }
}

interface SupabaseResult<T> {
  data: T;
  error: { message: string; code?: string } | null;
  status?: number;
}

/** Returns `data`, or throws an ApiError carrying the response status. */
export function unwrap<T>(result: SupabaseResult<T>): T {
  if (result.error) throw new ApiError(result.error.message, result.status ?? 0, result.error.code);
  return result.data;
}

/** 4xx errors are the caller's fault: retrying cannot fix them. */
export function isClientError(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
}

export function errorMessage(error: unknown, fallback = 'An unexpected error occurred'): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
