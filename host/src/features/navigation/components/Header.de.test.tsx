import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LocaleProvider } from '@portfolio/shared/i18n/LocaleContext';
import { owner } from '@portfolio/shared/owner';
import { Header } from './Header';
import { SkipLink } from './SkipLink';
import { installJsdomPopover, resetJsdomPopover } from './jsdomPopover.testing';

beforeAll(installJsdomPopover);
afterEach(resetJsdomPopover);

function renderInGerman(path: string) {
  return render(
    <LocaleProvider locale="de">
      {/* As in the app: the router's basename holds the language. */}
      <MemoryRouter basename="/de" initialEntries={[path]}>
        <SkipLink />
        <Header />
      </MemoryRouter>
    </LocaleProvider>,
  );
}

describe('Header in German', () => {
  it('names its navigation, the menu button and the skip link in German', () => {
    renderInGerman('/de');
    expect(screen.getByRole('navigation', { name: 'Hauptnavigation' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Hauptnavigation (mobil)', hidden: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Menü' })).toHaveAttribute('aria-controls', 'mobile-menu');
    expect(screen.getByRole('link', { name: 'Zum Inhalt springen' })).toHaveAttribute('href', '#main');
  });

  it('links every entry and the name to the German pages, and marks the entry of the German path', () => {
    renderInGerman('/de/education');
    const nav = screen.getByRole('navigation', { name: 'Hauptnavigation' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/de', '/de/skills', '/de/education', '/de/projects', '/de/contact']);
    expect(within(nav).getAllByRole('link')[2]).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: owner.name })).toHaveAttribute('href', '/de');
  });
});

describe('SkipLink', () => {
  it('reads in English without a language given', () => {
    render(<SkipLink />);
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');
  });
});
