import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '@portfolio/shared/i18n/LocaleContext';
import { RemoteFallback } from './RemoteFallback';
import { SectionSkeleton } from './SectionSkeleton';

describe('a remote section’s states in German', () => {
  it('the skeleton says it is loading, then that it is taking long', () => {
    const { rerender } = render(
      <LocaleProvider locale="de">
        <SectionSkeleton label="Projekte" minHeight="100vh" />
      </LocaleProvider>,
    );
    expect(screen.getByRole('status').textContent).toBe('Der Bereich „Projekte“ wird geladen\u00a0…');
    rerender(
      <LocaleProvider locale="de">
        <SectionSkeleton label="Projekte" minHeight="100vh" slow />
      </LocaleProvider>,
    );
    expect(screen.getByTestId('section-slow-notice').textContent).toBe(
      'Der Bereich „Projekte“ wird noch geladen\u00a0… Das dauert länger als üblich.',
    );
  });

  it('the fallback says the section is unavailable and retries on a tap', async () => {
    const retry = vi.fn();
    render(
      <LocaleProvider locale="de">
        <RemoteFallback sectionLabel="Projekte" onRetry={retry} minHeight="100vh" />
      </LocaleProvider>,
    );
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(
      'Der Bereich „Projekte“ ist gerade nicht verfügbar',
    );
    expect(screen.getByRole('alert')).toHaveTextContent(/Prüfen Sie Ihre Verbindung/);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(retry).toHaveBeenCalledOnce();
  });
});
