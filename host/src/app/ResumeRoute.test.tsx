import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PROJECTS } from '@portfolio/shared/content/projects';
import { SKILL_GROUPS } from '@portfolio/shared/content/skills';
import { LocaleProvider } from '@portfolio/shared/i18n/LocaleContext';
import { owner } from '@portfolio/shared/owner';
import { EDUCATION } from '../features/education/data/education';
import { ABOUT } from '../features/home/data/about';
import { ResumeRoute } from './ResumeRoute';

describe('the résumé page', () => {
  it('shows the site’s own content: owner, bio, every skill group, project and degree', () => {
    render(<ResumeRoute />);
    expect(screen.getByRole('heading', { level: 1, name: owner.name })).toBeInTheDocument();
    expect(screen.getByText(owner.title)).toBeInTheDocument();
    expect(screen.getByText(ABOUT.bio)).toBeInTheDocument();
    const contact = screen.getByRole('list', { name: 'Contact details' });
    expect(within(contact).getByRole('link', { name: owner.email })).toHaveAttribute('href', `mailto:${owner.email}`);
    expect(within(contact).getByText(owner.city)).toBeInTheDocument();
    for (const group of SKILL_GROUPS) expect(screen.getByText(group.title)).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      ...PROJECTS.map((project) => project.title),
      ...EDUCATION.map((entry) => entry.degree),
    ]);
    for (const project of PROJECTS) {
      expect(screen.getByRole('link', { name: project.githubLink.replace('https://', '') })).toHaveAttribute(
        'href',
        project.githubLink,
      );
    }
  });

  it('offers the PDF in A4 and US Letter, saved under a file name that carries the owner’s name', () => {
    render(<ResumeRoute />);
    const slug = owner.name.toLowerCase().replaceAll(' ', '-');
    for (const [label, paper] of [
      ['A4', 'a4'],
      ['US Letter', 'letter'],
    ]) {
      const link = screen.getByRole('link', { name: `Download PDF (${label})` });
      expect(link).toHaveAttribute('href', `/resume/${slug}-resume-${paper}.pdf`);
      expect(link).toHaveAttribute('download', `${slug}-resume-${paper}.pdf`);
      expect(link).not.toHaveAttribute('hreflang');
    }
  });

  it('offers the German PDFs on the German page, marked as German', () => {
    render(
      <LocaleProvider locale="de">
        <ResumeRoute />
      </LocaleProvider>,
    );
    const slug = owner.name.toLowerCase().replaceAll(' ', '-');
    for (const [label, paper] of [
      ['A4', 'a4'],
      ['US Letter', 'letter'],
    ]) {
      const link = screen.getByRole('link', { name: `PDF-Download (${label})` });
      expect(link).toHaveAttribute('href', `/resume/${slug}-resume-de-${paper}.pdf`);
      expect(link).toHaveAttribute('download', `${slug}-resume-de-${paper}.pdf`);
      expect(link).toHaveAttribute('hreflang', 'de');
    }
  });
});
