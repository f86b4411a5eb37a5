// Islands: the interactive parts of a prerendered public page. The rest of such a page is static HTML that
// never downloads React code; each island is hydrated on its own (src/app/islands), when the page loads or
// when it scrolls near the viewport. Inside the app (a client-side navigation) an island is just its component.
import { createContext, useContext, useId, type ComponentType } from 'react';

/** 'load': hydrate as soon as the page's script runs; 'visible': when it comes within reach of the viewport. */
export type IslandHydration = 'load' | 'visible';

export interface IslandSlot {
  name: string;
  component: ComponentType<object>;
  /** The props as JSON: what the browser reads back from the page to hydrate the same markup. */
  propsJson: string;
}

/** While prerendering a page, islands are left as empty slots and rendered as roots of their own. */
export type IslandSlots = Map<string, IslandSlot>;

const IslandSlotsContext = createContext<IslandSlots | null>(null);

export const IslandSlotsProvider = IslandSlotsContext.Provider;

/** Attributes of an island's element, read by the hydrating script. */
export const ISLAND_ATTRIBUTES = {
  name: 'data-island',
  key: 'data-island-key',
  hydrate: 'data-hydrate',
  props: 'data-props',
  ready: 'data-island-ready',
} as const;

export interface IslandProps<P extends object> {
  /** The file name of its module in src/app/islands/first-screen or on-demand (exporting it as IslandComponent). */
  name: string;
  component: ComponentType<P>;
  /** Serialisable: they travel to the browser as JSON. */
  props: P;
  hydrate?: IslandHydration;
}

export function Island<P extends object>({ name, component: Component, props, hydrate = 'load' }: IslandProps<P>) {
  const slots = useContext(IslandSlotsContext);
  const key = useId();
  if (!slots) return <Component {...props} />;
  const propsJson = JSON.stringify(props);
  slots.set(key, { name, component: Component as ComponentType<object>, propsJson });
  const attributes = {
    [ISLAND_ATTRIBUTES.name]: name,
    [ISLAND_ATTRIBUTES.key]: key,
    [ISLAND_ATTRIBUTES.hydrate]: hydrate,
    [ISLAND_ATTRIBUTES.props]: propsJson,
  };
  // display: contents, so the island's own elements lay out as if the wrapper were not there.
  return <div {...attributes} className="contents" />;
}
