/**
 * The two Deno APIs the entry files use, declared for the Node type-check only (tsconfig.json includes
 * this folder with Node types). Deno never loads this file: no module imports it.
 */
declare namespace Deno {
  function serve(handler: (request: Request) => Response | Promise<Response>): unknown;
  const env: { get(name: string): string | undefined };
}
