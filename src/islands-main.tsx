// Entry of the prerendered public pages (src/main.tsx is the app's). The stylesheet comes with the page.
import { hydrateIslands } from './app/islands/hydrate-islands';

hydrateIslands();
