/**
 * Moves focus to the page's h1 once it exists (the page may still be loading), so screen readers announce
 * the new page. Calls `onMissing` if no heading appears within `timeoutMs`. Returns a cancel function.
 */
export function focusHeadingWhenReady(onMissing: () => void, timeoutMs = 3_000): () => void {
  const tryFocus = (): boolean => {
    const heading = document.querySelector<HTMLElement>('#main-content h1') ?? document.querySelector<HTMLElement>('h1');
    if (!heading) return false;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: true });
    return true;
  };
  if (tryFocus()) return () => {};

  const observer = new MutationObserver(() => {
    if (tryFocus()) cancel();
  });
  const timer = window.setTimeout(() => {
    cancel();
    onMissing();
  }, timeoutMs);
  function cancel() {
    observer.disconnect();
    window.clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  return cancel;
}
