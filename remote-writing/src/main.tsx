// Standalone entry for isolated work on this remote (its own dev server and index.html): the page
// for the path in the address bar (/writing, /writing/<slug>, …). The page module is imported
// dynamically, as the host loads it, so it builds to one chunk of its own.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './standalone.css';

const { default: WritingPages } = await import('./exposed/WritingPages');
const path = window.location.pathname.replace(/\/+$/, '') || '/writing';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <div data-mf-remote="writing">
      <WritingPages path={path === '/' ? '/writing' : path} />
    </div>
  </StrictMode>,
);
