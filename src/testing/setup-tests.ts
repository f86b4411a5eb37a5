import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { resetToasts } from '@/components/ui/toast-store';
import { installMatchMedia, resetMedia } from './media';

// Node-environment tests (scripts) share this setup; everything below is for jsdom.
const isDom = typeof window !== 'undefined';

if (isDom) {
  // Route modules load lazily; their first import in jsdom on a busy 2-core machine can take seconds.
  configure({ asyncUtilTimeout: 5_000 });
  // jsdom lacks a few browser APIs Radix relies on.
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
  Element.prototype.scrollIntoView ??= function scrollIntoView() {};
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
  window.scrollTo = () => {};
}

beforeEach(() => {
  if (isDom) installMatchMedia();
});

afterEach(() => {
  if (!isDom) return;
  cleanup();
  resetToasts();
  resetMedia();
  window.localStorage.clear();
  document.documentElement.className = '';
  document.documentElement.removeAttribute('style');
  document.title = '';
});
