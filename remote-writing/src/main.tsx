// Standalone entry: the page for the address bar's path. The page module is imported dynamically,
// as the host loads it, so it builds to a chunk of its own.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { splitLocale } from '@portfolio/shared/i18n/locale';
import './standalone.css';

const { default: WritingPages } = await import('./exposed/WritingPages');
const { locale, path } = splitLocale(window.location.pathname.replace(/\/+$/, '') || '/writing');

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <div data-mf-remote="writing">
      <WritingPages path={path === '/' ? '/writing' : path} locale={locale} />
    </div>
  </StrictMode>,
);
