// One place for client-side logging, so an error reporter can be plugged in later without touching callers.
export const logger = {
  warn(message: string, detail?: unknown): void {
    if (detail === undefined) console.warn(message);
    else console.warn(message, detail);
  },
  error(message: string, detail?: unknown): void {
    if (detail === undefined) console.error(message);
    else console.error(message, detail);
  },
};
