import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '@portfolio/shared/i18n/LocaleContext';
import { owner } from '@portfolio/shared/owner';
import { ABOUT } from '../data/about';
import ABOUT_DE from '../data/about.de';
import TAGLINES_DE from '../data/taglines.de';
import { AboutSection } from './AboutSection';
import { Hero } from './Hero';

// Reduced motion: the hero draws no sparkles and starts no timers.
beforeEach(() =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('prefers-reduced-motion: reduce') || query.includes('min-width'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })),
);
afterEach(() => vi.unstubAllGlobals());

function inGerman(children: React.ReactNode) {
  return render(<LocaleProvider locale="de">{children}</LocaleProvider>);
}

describe('Home in German', () => {
  it('greets, sums up and labels the hero in German', () => {
    inGerman(<Hero />);
    expect(screen.getByText('Willkommen in meinem Universum')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(`Hallo, ich bin ${owner.name}`);
    expect(screen.getByText(/^Ich entwickle schnelle, barrierefreie Web-Apps/)).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Was ich mache' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([...TAGLINES_DE]);
    expect(screen.getByRole('figure', { name: 'Das Profil-Objekt als Code' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Über mich' })).toHaveAttribute('href', '#about');
    expect(screen.getAllByTestId('floating-label').map((label) => label.textContent)).toEqual([
      'UI-Magie',
      'Clean Code',
      'Innovation',
    ]);
  });

  it('says that the social buttons open a new tab, in German', () => {
    inGerman(<Hero />);
    for (const [name, href] of [
      ['GitHub', owner.githubUrl],
      ['LinkedIn', owner.linkedinUrl],
    ] as const) {
      const link = screen.getByRole('link', { name: new RegExp(`^${name}`) });
      expect(link).toHaveAttribute('href', href);
      expect(link.textContent).toBe(`${name} (öffnet in einem neuen Tab)`);
    }
  });

  it('shows About in German: heading, bio, figures, a quote in German quotation marks and the German résumé', () => {
    inGerman(<AboutSection />);
    expect(screen.getByText('Lernen Sie mich kennen')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: ABOUT_DE.heading })).toBeInTheDocument();
    expect(screen.getByTestId('about-bio')).toHaveTextContent(ABOUT_DE.bio);
    expect(screen.getByRole('img', { name: ABOUT_DE.portrait.alt })).toHaveAttribute('src', ABOUT.portrait.src);
    expect(screen.getByText('3,89')).toBeInTheDocument();
    expect(screen.getByText('„Einfachheit ist die Seele der Effizienz.“')).toBeInTheDocument();
    const resume = screen.getByTestId('about-resume-link');
    expect(resume).toHaveTextContent('Meinen Lebenslauf lesen oder als PDF herunterladen');
    expect(resume).toHaveAttribute('href', '/de/resume');
  });

  it('keeps About in English without a language given', () => {
    render(<AboutSection />);
    expect(screen.getByText(`“${ABOUT.quote.text}”`)).toBeInTheDocument();
    expect(screen.getByTestId('about-resume-link')).toHaveAttribute('href', '/resume');
  });
});
