/** The Deno entries' way to build FunctionEnv from the project's secrets. Never imported by handlers. */
import { readFunctionEnv, type FunctionEnv } from './env.ts';

export function envFromDeno(): FunctionEnv {
  return readFunctionEnv((name) => Deno.env.get(name));
}
