import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';
import './index.css';

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
