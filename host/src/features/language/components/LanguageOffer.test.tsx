import { act, render, screen, type RenderResult } from '@testing-library/react';
import { Suspense } from 'react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '@portfolio/shared/i18n/LocaleContext';
import { LanguageOffer } from './LanguageOffer';

/** Rendered with the offer's line (a lazy chunk) settled, so an absent offer is absent, not loading. */
async function renderOn(path: string, locale: 'en' | 'de', languages: string[]): Promise<RenderResult> {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  await import('./LanguageOfferBar');
  let result: RenderResult | undefined;
  await act(async () => {
    result = render(
      <LocaleProvider locale={locale}>
        <MemoryRouter initialEntries={[path]}>
          <Suspense fallback={null}>
            <LanguageOffer />
          </Suspense>
        </MemoryRouter>
      </LocaleProvider>,
    );
  });
  return result!;
}

afterEach(() => sessionStorage.clear());

describe('LanguageOffer', () => {
  it('offers a German-preferring visitor the same page in German, in German', async () => {
    await renderOn('/skills', 'en', ['de-DE', 'en']);
    const offer = screen.getByRole('complementary', { name: 'Diese Seite gibt es auch auf Deutsch.' });
    expect(offer).toHaveAttribute('lang', 'de');
    expect(screen.getByRole('link', { name: 'Auf Deutsch lesen' })).toHaveAttribute('href', '/de/skills');
  });

  it('offers nothing when the page is in the visitor’s language', async () => {
    await renderOn('/skills', 'en', ['en-US', 'de']);
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('once dismissed, stays away for the visit', async () => {
    const { unmount } = await renderOn('/skills', 'en', ['de']);
    await userEvent.click(screen.getByRole('button', { name: 'Hinweis schließen' }));
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    unmount();
    await renderOn('/education', 'en', ['de']);
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });
});
