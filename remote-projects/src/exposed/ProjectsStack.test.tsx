import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ProjectsStack from './ProjectsStack';
import { projects } from '../features/projects/data/projects';
import { ProjectsSection } from '../features/projects/components/ProjectsSection';

describe('ProjectsStack', () => {
  it('renders an h1 and six cards in order as a page', () => {
    render(<ProjectsStack variant="page" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Projects' })).toBeInTheDocument();
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(6);
    items.forEach((item, index) => {
      expect(within(item).getByText(`Project ${index + 1}`)).toBeInTheDocument();
      expect(within(item).getByRole('heading', { level: 2 })).toHaveTextContent(projects[index]!.title);
    });
    // Only the first cover is fetched up front.
    const covers = screen.getAllByRole('img');
    expect(covers.map((cover) => cover.getAttribute('loading'))).toEqual([
      'eager',
      'lazy',
      'lazy',
      'lazy',
      'lazy',
      'lazy',
    ]);
  });

  it('renders an h2 with h3 card titles when embedded', () => {
    render(<ProjectsStack variant="embedded" />);
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Projects' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(6);
  });

  it('offsets each card 25 px more than the one before', () => {
    render(<ProjectsStack />);
    const offsets = screen.getAllByRole('listitem').map((item) => item.style.getPropertyValue('--stack-offset'));
    expect(offsets).toEqual(['0px', '25px', '50px', '75px', '100px', '125px']);
  });

  it('gives the curtain its reach from the script where the browser has no scroll timelines', () => {
    // jsdom has no CSS.supports: the script path. At the top of the page the stack has not ended.
    const { container } = render(<ProjectsStack />);
    const curtain = container.querySelector<HTMLElement>('[data-stack-curtain]')!;
    expect(curtain.style.getPropertyValue('--curtain-reached')).toBe('0');
    expect(curtain.parentElement!.style.getPropertyValue('--curtain-reach')).toBe('64px');
  });

  it('takes a seventh project with no other change', () => {
    const seventh = { ...projects[0]!, slug: 'seventh', title: 'Seventh Project' };
    render(<ProjectsSection headingLevel="h1" projects={[...projects, seventh]} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(7);
    expect(screen.getByText('Project 7')).toBeInTheDocument();
  });
});

describe('ProjectsStack in German', () => {
  it('renders its words, the German project texts and links to the German case studies', () => {
    render(<ProjectsStack variant="page" locale="de" siteBase="/portfolio/" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Projekte' })).toBeInTheDocument();
    expect(screen.getByText('Ausgewählte Arbeiten')).toBeInTheDocument();
    expect(screen.getByText('Scrollen Sie, um durch den Stapel zu blättern.')).toBeInTheDocument();

    const first = screen.getByRole('article', { name: 'EventSphere' });
    expect(within(first).getByText('Projekt 1')).toBeInTheDocument();
    expect(within(first).getByText(/^Eine Event-Plattform, auf der Veranstalter/)).toBeInTheDocument();
    expect(within(first).getByRole('img', { name: /^Startseite von EventSphere/ })).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Code von EventSphere (öffnet in neuem Tab)' })).toHaveAttribute(
      'href',
      projects[0]!.githubLink,
    );
    expect(
      within(first).getByRole('link', { name: 'EventSphere live ansehen (öffnet in neuem Tab)' }),
    ).toHaveTextContent('Live');
    expect(within(first).getByRole('link', { name: 'Zur Fallstudie: EventSphere →' })).toHaveAttribute(
      'href',
      '/portfolio/de/projects/eventsphere',
    );
    expect(screen.getByText('Projekt 6')).toBeInTheDocument();

    const repositories = screen.getByRole('link', { name: 'Zu allen Repositories auf GitHub (öffnet in neuem Tab)' });
    expect(repositories).toHaveTextContent('Zu allen Repositories');
    // Its name holds the words it shows (WCAG 2.5.3), so a voice user can say what they see.
    expect(repositories.getAttribute('aria-label')).toContain(repositories.textContent?.trim());
    expect(
      screen.getByText('Weitere Experimente und den Code hinter diesen Projekten finden Sie auf GitHub.'),
    ).toBeInTheDocument();
  });

  it('links each English card to its English case study', () => {
    render(<ProjectsStack variant="page" siteBase="/portfolio/" />);
    const first = screen.getByRole('article', { name: 'EventSphere' });
    expect(within(first).getByRole('link', { name: 'Read the case study: EventSphere →' })).toHaveAttribute(
      'href',
      '/portfolio/projects/eventsphere',
    );
  });
});
