import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LocaleProvider } from '@portfolio/shared/i18n/LocaleContext';
import { owner } from '@portfolio/shared/owner';
import { resumeDownloads } from '@portfolio/shared/resume';
import * as de from '../../../lib/messages/messages/de.js';
import { downloadLabel, type ResumeContent } from '../utils/resumeModel';
import { ResumePage } from './ResumePage';

const CONTENT: ResumeContent = {
  owner,
  summary: 'Ein kurzes Profil.',
  skillGroups: [{ title: 'Frontend', skills: [{ name: 'React' }] }],
  projects: [
    {
      slug: 'demo',
      title: 'Demo',
      description: 'Ein Projekt.',
      githubLink: 'https://github.com/example/demo',
      liveLink: 'https://demo.example.com',
    },
  ],
  education: [{ degree: 'Bachelor', school: 'Universität', year: '2023-2026', achievements: ['Sehr gut'] }],
  downloads: resumeDownloads({ name: owner.name }),
};

describe('ResumePage in German', () => {
  it('names its parts, its contact list and its downloads in German', () => {
    render(
      <LocaleProvider locale="de">
        <ResumePage content={CONTENT} />
      </LocaleProvider>,
    );
    expect(screen.getByText('Lebenslauf')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Kontaktdaten' })).toHaveTextContent(owner.email);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Profil',
      'Skills',
      'Projekte',
      'Ausbildung',
    ]);
    expect(screen.getAllByRole('link', { name: /^PDF-Download/ }).map((link) => link.textContent)).toEqual([
      'PDF-Download (A4)',
      'PDF-Download (US Letter)',
    ]);
    const project = screen.getByTestId('resume-project');
    expect(project).toHaveTextContent('Code: github.com/example/demo');
    expect(within(project).getByRole('link', { name: 'demo.example.com' })).toHaveAttribute(
      'href',
      'https://demo.example.com',
    );
  });

  it('labels the owner’s own PDF without a paper size', () => {
    expect(downloadLabel({ paper: null }, de)).toBe('PDF-Download');
  });
});
