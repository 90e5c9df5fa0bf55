// Standalone entry for isolated work on this remote (its own dev server and index.html).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import SkillsPage from './exposed/SkillsPage';
import './standalone.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    {/* The remote's CSS is scoped to this attribute, as inside the host (shared/build/scopeRemoteCss.ts). */}
    <div data-mf-remote="skills">
      <SkillsPage />
    </div>
  </StrictMode>,
);
