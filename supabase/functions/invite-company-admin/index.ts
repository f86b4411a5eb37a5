// Deno entry (Supabase Edge Runtime). All logic lives in handler.ts, which the local stack serves too.
import { envFromDeno } from '../_shared/deno-env.ts';
import { handle } from './handler.ts';

Deno.serve((request) => handle(request, envFromDeno()));
