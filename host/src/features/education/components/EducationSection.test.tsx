import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { EDUCATION } from '../data/education';
import { EducationSection } from './EducationSection';
import { displayYears } from '../../../utils/yearRange';

const cards = () => screen.getAllByTestId('education-card');

describe('EducationSection', () => {
  it('shows the heading and one card per entry with every field', () => {
    render(<EducationSection />);
    expect(screen.getByRole('heading', { level: 1, name: 'Educational Journey' })).toBeInTheDocument();
    expect(cards()).toHaveLength(3);
    cards().forEach((card, index) => {
      const entry = EDUCATION[index]!;
      const scope = within(card);
      expect(scope.getByRole('heading', { level: 2, name: entry.degree })).toBeInTheDocument();
      expect(card).toHaveTextContent(entry.school);
      expect(card).toHaveTextContent(displayYears(entry.year));
      expect(card).toHaveTextContent(entry.description);
      expect(scope.getByTestId('education-mascot')).toHaveAttribute('aria-hidden', 'true');
      expect(scope.getByRole('list', { name: 'Achievements' }).children).toHaveLength(entry.achievements.length);
      expect(scope.getByRole('list', { name: 'Skills' }).children).toHaveLength(entry.skills.length);
    });
  });

  it('uses h2 and h3 when embedded in single-page mode', () => {
    render(<EducationSection variant="embedded" />);
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Educational Journey' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
  });

  it('numbers the cards in order, which their 0.2 s stagger follows', () => {
    render(<EducationSection />);
    expect(cards().map((card) => card.dataset.order)).toEqual(['0', '1', '2']);
  });

  it('marks the hovered card and clears it when the pointer leaves', () => {
    render(<EducationSection />);
    const [first, second] = cards();
    fireEvent.pointerEnter(second!);
    expect(cards().map((card) => card.dataset.hovered)).toEqual(['false', 'true', 'false']);
    fireEvent.pointerLeave(second!);
    expect(cards().map((card) => card.dataset.hovered)).toEqual(['false', 'false', 'false']);
    fireEvent.pointerEnter(first!);
    expect(first!.dataset.hovered).toBe('true');
  });

  it('follows the pointer from card to card, and a late leave of the old card does not clear the new one', () => {
    render(<EducationSection />);
    const [first, , third] = cards();
    fireEvent.pointerEnter(first!);
    fireEvent.pointerEnter(third!);
    fireEvent.pointerLeave(first!);
    expect(cards().map((card) => card.dataset.hovered)).toEqual(['false', 'false', 'true']);
  });

  it('gives keyboard focus the same state', async () => {
    const user = userEvent.setup();
    render(<EducationSection />);
    await user.tab();
    expect(cards()[0]).toHaveFocus();
    expect(cards()[0]!.dataset.hovered).toBe('true');
    await user.tab();
    expect(cards().map((card) => card.dataset.hovered)).toEqual(['false', 'true', 'false']);
    await user.tab();
    await user.tab();
    expect(cards().every((card) => card.dataset.hovered === 'false')).toBe(true);
  });
});
