// A one-shot async action with its pending state, for the public forms (capture, demo request, contact
// sales). They send once and show the outcome; a query cache would add nothing but weight to public pages.
import { useCallback, useEffect, useRef, useState } from 'react';

export interface AsyncActionCallbacks<T> {
  onSuccess?: (result: T) => void;
  onError?: (error: unknown) => void;
}

export interface AsyncAction<I, T> {
  run: (input: I, callbacks?: AsyncActionCallbacks<T>) => void;
  isPending: boolean;
}

export function useAsyncAction<I, T>(action: (input: I) => Promise<T>): AsyncAction<I, T> {
  const [isPending, setPending] = useState(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const run = useCallback(
    (input: I, callbacks: AsyncActionCallbacks<T> = {}) => {
      setPending(true);
      action(input).then(
        (result) => {
          if (!mounted.current) return;
          setPending(false);
          callbacks.onSuccess?.(result);
        },
        (error: unknown) => {
          if (!mounted.current) return;
          setPending(false);
          callbacks.onError?.(error);
        },
      );
    },
    [action],
  );
  return { run, isPending };
}
