import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { Locale } from '@portfolio/shared/i18n/locale';
import { LocaleProvider } from '@portfolio/shared/i18n/LocaleContext';
import { NotFoundPage } from './NotFoundPage';

function renderIn(locale: Locale) {
  return render(
    <LocaleProvider locale={locale}>
      {/* As in the app: the router's basename holds the language. */}
      <MemoryRouter basename={locale === 'de' ? '/de' : undefined} initialEntries={[locale === 'de' ? '/de' : '/']}>
        <NotFoundPage />
      </MemoryRouter>
    </LocaleProvider>,
  );
}

describe('NotFoundPage', () => {
  it('says so in English and leads home', () => {
    renderIn('en');
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  it('says so in German and leads to the German home page', () => {
    renderIn('de');
    expect(screen.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeInTheDocument();
    expect(screen.getByText(/^Unter dieser Adresse gibt es nichts\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/de');
  });
});
