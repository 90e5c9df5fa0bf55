import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LocaleProvider } from '@portfolio/shared/i18n/LocaleContext';
import EDUCATION_IN_GERMAN from '../data/education.de';
import { EducationSection } from './EducationSection';

describe('EducationSection in German', () => {
  it('shows the label, heading, subtitle and every card in German', () => {
    render(
      <LocaleProvider locale="de">
        <EducationSection />
      </LocaleProvider>,
    );
    const { subtitle, entries } = EDUCATION_IN_GERMAN;
    expect(screen.getByText('Ausbildung')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Mein Bildungsweg' })).toBeInTheDocument();
    expect(screen.getByText(subtitle)).toBeInTheDocument();
    const cards = screen.getAllByTestId('education-card');
    expect(cards).toHaveLength(entries.length);
    cards.forEach((card, index) => {
      const entry = entries[index]!;
      const scope = within(card);
      expect(scope.getByRole('heading', { level: 2, name: entry.degree })).toBeInTheDocument();
      expect(card).toHaveTextContent(entry.description);
      expect(scope.getByRole('list', { name: 'Erfolge' }).children).toHaveLength(entry.achievements.length);
      expect(scope.getByRole('list', { name: 'Skills' })).toHaveTextContent(entry.skills[0]!);
    });
  });
});
