import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { normaliseRoutePath } from '@portfolio/shared/seo';
import { startRemoteLoad } from '../features/remotes/runtime/loadRemoteModule';
import { App } from './App';
import { remotePrefetcher } from './remotePrefetch';
import { REMOTE_ROUTES } from './remoteRoutes';
import './index.css';

// A remote route starts fetching its section now, in parallel with hydration.
const routeRemote = REMOTE_ROUTES.find((route) => route.path === normaliseRoutePath(window.location.pathname));
if (routeRemote) {
  startRemoteLoad(routeRemote.id);
  // Its section's chunks and CSS from the remote's manifest, in parallel with its entry.
  remotePrefetcher.now(routeRemote.path);
}

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>
);

// Pre-rendered pages (host/build/prerender.ts) are hydrated; the bare shell is rendered.
if (container.hasChildNodes()) hydrateRoot(container, app);
else createRoot(container).render(app);
