// Standalone entry for isolated work on this remote (its own dev server and index.html).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import ProjectsStack from './exposed/ProjectsStack';
import './standalone.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <div data-mf-remote="projects">
      <ProjectsStack />
    </div>
  </StrictMode>,
);
