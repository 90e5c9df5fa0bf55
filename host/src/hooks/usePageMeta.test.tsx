import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { LocaleProvider } from '@portfolio/shared/i18n/LocaleContext';
import type { Locale } from '@portfolio/shared/i18n/locale';
import { owner } from '@portfolio/shared/owner';
import { usePageMeta } from './usePageMeta';

function Meta() {
  usePageMeta();
  return null;
}

/** The head as a pre-rendered page has it: the tags the hook sets. */
function renderAt(path: string, locale: Locale) {
  document.head.innerHTML = '<link rel="canonical" href="" /><meta name="description" content="" />';
  render(
    <LocaleProvider locale={locale}>
      <MemoryRouter initialEntries={[path]}>
        <Meta />
      </MemoryRouter>
    </LocaleProvider>,
  );
}

describe('usePageMeta', () => {
  it('keeps the head in the page’s language', () => {
    renderAt('/resume', 'de');
    expect(document.title).toBe(`Lebenslauf · ${owner.name}`);
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute('href', `${owner.siteUrl}/de/resume`);
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/Lebenslauf/);
  });

  it('in English as before', () => {
    renderAt('/resume', 'en');
    expect(document.title).toBe(`Résumé · ${owner.name}`);
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute('href', `${owner.siteUrl}/resume`);
  });
});
