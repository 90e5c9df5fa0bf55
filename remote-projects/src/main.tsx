// Standalone entry for isolated work on this remote (its own dev server and index.html).
// The section is imported dynamically, as the host loads it: the exposed module then
// builds to one chunk of its own instead of a re-export of a chunk shared with this
// entry, which saves the composed page a request round trip.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './standalone.css';

const { default: ProjectsStack } = await import('./exposed/ProjectsStack');

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <div data-mf-remote="projects">
      <ProjectsStack />
    </div>
  </StrictMode>,
);
