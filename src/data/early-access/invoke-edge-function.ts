// Calls an edge function and returns its JSON body, whatever the status: supabase-js puts only 2xx bodies
// in `data`, the others wait unread in `error.context` (a Response).
import { FunctionsHttpError } from '@supabase/supabase-js';
import { loadSupabase } from '@/lib/load-supabase';

export interface EdgeFunctionAnswer<T> {
  status: number;
  body: T | null;
}

export async function invokeEdgeFunction<T>(name: string, body: Record<string, unknown>): Promise<EdgeFunctionAnswer<T>> {
  const supabase = await loadSupabase();
  const { data, error, response } = await supabase.functions.invoke<T>(name, { body });
  if (!error) return { status: response?.status ?? 200, body: data };
  if (error instanceof FunctionsHttpError) {
    const context = error.context as Response;
    const parsed = (await context.json().catch(() => null)) as T | null;
    return { status: context.status, body: parsed };
  }
  // Network failure or relay error: no body to read; the caller shows its fallback message.
  throw error;
}
