import { useCallback, useState } from 'react';
import { readStorage, writeStorage } from './browser-storage';

/** A boolean UI preference remembered in localStorage under `key`. */
export function useStoredBoolean(key: string, fallback: boolean): [boolean, (next: boolean) => void] {
  const [value, setValue] = useState(() => {
    const stored = readStorage(key);
    return stored === null ? fallback : stored === 'true';
  });
  const update = useCallback(
    (next: boolean) => {
      setValue(next);
      writeStorage(key, String(next));
    },
    [key],
  );
  return [value, update];
}
