/** Small concurrency tools: run work in parallel but hand results over in the order it was queued. */

/** Returns a wrapper that lets at most `limit` pieces of work run at once; the rest wait their turn. */
export function createLimiter(limit: number): <T>(work: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(work: () => Promise<T>): Promise<T> => {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    else running++;
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}

/**
 * Runs queued work concurrently (up to `limit`) and passes each result to `deliver` strictly in queue
 * order, so a client sees the changes of one table in commit order even when later reads finish first.
 */
export class OrderedWorkQueue<T> {
  private tail: Promise<void> = Promise.resolve();
  private readonly limit: <R>(work: () => Promise<R>) => Promise<R>;

  constructor(
    limit: number,
    private readonly deliver: (result: T) => void,
    private readonly onError: (err: unknown) => void,
  ) {
    this.limit = createLimiter(limit);
  }

  push(work: () => Promise<T>): void {
    const result = this.limit(work);
    result.catch(() => {}); // reported below, in order
    this.tail = this.tail
      .then(() => result.then((value) => this.deliver(value), (err) => this.onError(err)))
      .catch((err) => this.onError(err));
  }

  /** Resolves once everything queued so far has been delivered. */
  drained(): Promise<void> {
    return this.tail;
  }
}
