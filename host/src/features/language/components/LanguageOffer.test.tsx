import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '@portfolio/shared/i18n/LocaleContext';
import { LanguageOffer } from './LanguageOffer';

function renderOn(path: string, locale: 'en' | 'de', languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  return render(
    <LocaleProvider locale={locale}>
      <MemoryRouter initialEntries={[path]}>
        <LanguageOffer />
      </MemoryRouter>
    </LocaleProvider>,
  );
}

afterEach(() => sessionStorage.clear());

describe('LanguageOffer', () => {
  it('offers a German-preferring visitor the same page in German, in German', () => {
    renderOn('/skills', 'en', ['de-DE', 'en']);
    const offer = screen.getByRole('complementary', { name: 'Diese Seite gibt es auch auf Deutsch.' });
    expect(offer).toHaveAttribute('lang', 'de');
    expect(screen.getByRole('link', { name: 'Auf Deutsch lesen' })).toHaveAttribute('href', '/de/skills');
  });

  it('offers nothing when the page is in the visitor’s language', () => {
    renderOn('/skills', 'en', ['en-US', 'de']);
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('once dismissed, stays away for the visit', async () => {
    const { unmount } = renderOn('/skills', 'en', ['de']);
    await userEvent.click(screen.getByRole('button', { name: 'Hinweis schließen' }));
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    unmount();
    renderOn('/education', 'en', ['de']);
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });
});
