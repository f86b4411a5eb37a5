// A controllable window.matchMedia for jsdom (which has none): tests set the viewport width and the
// system colour scheme, and listeners fire as a browser's would.
type Listener = (event: MediaQueryListEvent) => void;

const state = { width: 1280, prefersDark: false };
const lists = new Set<{ query: string; listeners: Set<Listener> }>();

function evaluate(query: string): boolean {
  if (query.includes('prefers-color-scheme: dark')) return state.prefersDark;
  const max = /max-width:\s*([\d.]+)px/.exec(query);
  if (max) return state.width <= Number(max[1]);
  const min = /min-width:\s*([\d.]+)px/.exec(query);
  if (min) return state.width >= Number(min[1]);
  return false;
}

function notify() {
  for (const list of lists) {
    const event = { matches: evaluate(list.query), media: list.query } as MediaQueryListEvent;
    for (const listener of list.listeners) listener(event);
  }
}

export function installMatchMedia(): void {
  window.matchMedia = (query: string): MediaQueryList => {
    const entry = { query, listeners: new Set<Listener>() };
    lists.add(entry);
    return {
      get matches() {
        return evaluate(query);
      },
      media: query,
      onchange: null,
      addEventListener: (_type: string, listener: Listener) => entry.listeners.add(listener),
      removeEventListener: (_type: string, listener: Listener) => entry.listeners.delete(listener),
      addListener: (listener: Listener) => entry.listeners.add(listener),
      removeListener: (listener: Listener) => entry.listeners.delete(listener),
      dispatchEvent: () => true,
    } as unknown as MediaQueryList;
  };
}

export function setViewportWidth(width: number): void {
  state.width = width;
  notify();
}

export function setSystemDarkMode(prefersDark: boolean): void {
  state.prefersDark = prefersDark;
  notify();
}

export function resetMedia(): void {
  state.width = 1280;
  state.prefersDark = false;
  lists.clear();
}
