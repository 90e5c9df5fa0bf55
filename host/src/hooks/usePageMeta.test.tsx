import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { LocaleProvider } from '@portfolio/shared/i18n/LocaleContext';
import { usePageMeta } from './usePageMeta';

function PageMeta() {
  usePageMeta();
  return null;
}

describe('usePageMeta', () => {
  it('writes the title, description and canonical URL in the page’s language', () => {
    document.head.innerHTML = '<meta name="description" content=""><link rel="canonical" href="">';
    render(
      <LocaleProvider locale="de">
        <MemoryRouter initialEntries={['/education']}>
          <PageMeta />
        </MemoryRouter>
      </LocaleProvider>,
    );
    expect(document.title).toBe('Ausbildung · Alex Rivera');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(
      /^Der Bildungsweg von Alex Rivera/,
    );
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(/\/de\/education$/);
  });
});
