// A tiny store behind `toast()`: callable from anywhere (mutations, event handlers), rendered by <Toaster />.
// It keeps at most TOAST_LIMIT toasts; a new one replaces the oldest (spec §9: at most 1 shown).
import { useSyncExternalStore } from 'react';
import { TOAST_LIMIT } from '@/config/constants';

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds; defaults to the provider's 5000. */
  duration?: number;
}

export interface ToastItem extends ToastInput {
  id: number;
}

let toasts: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(next: ToastItem[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

export function toast(input: ToastInput): { id: number; dismiss: () => void } {
  const id = nextId++;
  emit([{ ...input, id }, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

export function dismissToast(id: number): void {
  emit(toasts.filter((t) => t.id !== id));
}

/** For tests: start from an empty store. */
export function resetToasts(): void {
  emit([]);
}

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => toasts,
    () => toasts,
  );
}
