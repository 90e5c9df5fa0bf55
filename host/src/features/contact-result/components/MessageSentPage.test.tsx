import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { Locale } from '@portfolio/shared/i18n/locale';
import { LocaleProvider } from '@portfolio/shared/i18n/LocaleContext';
import { MessageSentPage } from './MessageSentPage';

function renderIn(locale: Locale) {
  return render(
    <LocaleProvider locale={locale}>
      {/* As in the app: the router's basename holds the language. */}
      <MemoryRouter basename={locale === 'de' ? '/de' : undefined} initialEntries={[locale === 'de' ? '/de' : '/']}>
        <MessageSentPage />
      </MemoryRouter>
    </LocaleProvider>,
  );
}

describe('MessageSentPage', () => {
  it('says the spec’s success text in English', () => {
    renderIn('en');
    expect(screen.getByRole('heading', { level: 1, name: 'Message sent successfully!' })).toBeInTheDocument();
    expect(screen.getByText(/^Thank you for getting in touch\. Alex will answer/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Send another message' })).toHaveAttribute('href', '/contact');
  });

  it('says it in German, and leads back to the German pages', () => {
    renderIn('de');
    expect(screen.getByText('Kontakt')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Nachricht erfolgreich gesendet!' })).toBeInTheDocument();
    expect(screen.getByText(/^Vielen Dank für Ihre Nachricht\. Alex antwortet Ihnen/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zurück zur Website' })).toHaveAttribute('href', '/de');
    expect(screen.getByRole('link', { name: 'Weitere Nachricht senden' })).toHaveAttribute('href', '/de/contact');
  });
});
