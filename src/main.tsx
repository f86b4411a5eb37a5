import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { readHydrationData, resolveLazyMatches } from './app/hydration';
import { AppProvider } from './app/provider';
import { createAppRouter, routes } from './app/router';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

async function start(root: HTMLElement) {
  const hydrationData = readHydrationData();
  // A prerendered public page: load its route modules first, so the first render matches the static HTML.
  if (hydrationData) await resolveLazyMatches(routes, window.location.pathname);
  const app = (
    <StrictMode>
      <AppProvider deferAuthClient={hydrationData !== undefined}>
        <RouterProvider router={createAppRouter(hydrationData)} />
      </AppProvider>
    </StrictMode>
  );
  // As a transition, hydration yields to the browser every few milliseconds instead of one long task.
  if (hydrationData) {
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else {
    createRoot(root).render(app);
  }
}

void start(container);
