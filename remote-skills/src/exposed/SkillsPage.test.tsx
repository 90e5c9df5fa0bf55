import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import SkillsPage from './SkillsPage';

describe('SkillsPage', () => {
  it('renders an h1 and h2 cards as a page', () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    render(<SkillsPage variant="page" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Skills' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Frontend Development',
      'Backend Development',
      'Tools & Technologies',
    ]);
  });

  it('renders an h2 and h3 cards when embedded', () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    render(<SkillsPage variant="embedded" />);
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Skills' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
  });

  it('renders its own words in the language it is given', () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    render(<SkillsPage variant="page" locale="de" />);
    expect(screen.getByText('Tech-Stack')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Skill-Gruppen' })).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: /^Eine sich drehende Wolke aus \d+ Technologie-Icons/ }),
    ).toBeInTheDocument();
  });

  it('titles the skill cards in the language it is given, the skills keeping their names', () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    render(<SkillsPage variant="page" locale="de" />);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Frontend-Entwicklung',
      'Backend-Entwicklung',
      'Tools & Technologien',
    ]);
    expect(screen.getByText('Tailwind CSS')).toBeInTheDocument();
  });
});
