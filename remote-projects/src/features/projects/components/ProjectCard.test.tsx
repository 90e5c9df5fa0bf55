import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { COVER_SIZE, coverFiles, projects, type ProjectShowcase } from '../data/projects';
import { cardColours } from '../utils/cardColours';
import { ProjectCard } from './ProjectCard';

const sample: ProjectShowcase = {
  slug: 'sample-app',
  title: 'Sample App',
  description: 'A sample application used to check that every field reaches the card.',
  src: 'sample.webp',
  link: '/assets/sample-960.webp',
  coverSrcSet: '/assets/sample-640.webp 640w, /assets/sample-960.webp 960w',
  color: '#84cc16',
  githubLink: 'https://github.com/example-alex-rivera/sample-app',
  liveLink: 'https://sample-app.example.com',
  coverAlt: 'Sample App dashboard with a chart and a list of tasks.',
};

describe('ProjectCard', () => {
  it('shows the badge, cover, accent dot, title, description and both links', () => {
    render(<ProjectCard project={sample} index={2} titleLevel="h2" />);
    const card = screen.getByRole('article', { name: 'Sample App' });

    expect(within(card).getByText('Project 3')).toBeInTheDocument();
    expect(within(card).getByRole('heading', { level: 2, name: 'Sample App' })).toBeInTheDocument();
    expect(within(card).getByText(sample.description)).toBeInTheDocument();

    const cover = within(card).getByRole('img', { name: sample.coverAlt });
    expect(cover).toHaveAttribute('src', sample.link);
    expect(cover).toHaveAttribute('srcset', sample.coverSrcSet);
    expect(cover).toHaveAttribute('width', String(COVER_SIZE.width));
    expect(cover).toHaveAttribute('height', String(COVER_SIZE.height));
    expect(cover).toHaveAttribute('loading', 'lazy');

    const dot = card.querySelector('[data-accent-dot]');
    expect(dot).toHaveAttribute('aria-hidden', 'true');
    expect(card.style.getPropertyValue('--project-accent')).toBe('#84cc16');
    expect(card.style.getPropertyValue('--project-ink-light')).toBe(cardColours('#84cc16').inkOnLight);

    const code = within(card).getByRole('link', { name: 'Code for Sample App (opens in a new tab)' });
    expect(code).toHaveAttribute('href', sample.githubLink);
    expect(code).toHaveTextContent('Code');
    const live = within(card).getByRole('link', { name: 'Live Sample App (opens in a new tab)' });
    expect(live).toHaveAttribute('href', sample.liveLink);
    expect(live).toHaveTextContent('Live');
    for (const link of [code, live]) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('loads the first cover eagerly and at high priority', () => {
    render(<ProjectCard project={sample} index={0} titleLevel="h3" />);
    const cover = screen.getByRole('img', { name: sample.coverAlt });
    expect(cover).toHaveAttribute('loading', 'eager');
    expect(cover).toHaveAttribute('fetchpriority', 'high');
    expect(screen.getByRole('heading', { level: 3, name: 'Sample App' })).toBeInTheDocument();
    expect(screen.getByText('Project 1')).toBeInTheDocument();
  });
});

describe('the six projects', () => {
  it('match spec section 3, in order, with complete fields', () => {
    expect(projects).toHaveLength(6);
    const topics = [
      /event management.*AI-powered suggestions.*Paginated.*paid/,
      /blog application.*as you scroll.*search engines/,
      /university CSE.*contests, hackathons and project exhibitions/,
      /emergency response.*doctors, blood donors and volunteers.*book.*chat.*emergency notices/,
      /2D ball game.*stars.*levels.*ranked by how fast/,
      /food ordering.*menu.*order history.*reviews/,
    ];
    projects.forEach((project, index) => {
      expect(project.description).toMatch(topics[index]!);
      expect(project.description.split(/(?<=\.)\s/).length).toBeLessThanOrEqual(2);
      expect(project.color).toMatch(/^#[0-9a-f]{6}$/i);
      expect(project.githubLink).toMatch(/^https:\/\/github\.com\/example-alex-rivera\/[a-z-]+$/);
      expect(project.liveLink).toMatch(/^https:\/\/[a-z-]+\.example\.com$/);
      // A raster cover at two widths (an SVG cover costs the page's main thread its layout: decision 0019).
      expect(project.src).toMatch(/\.webp$/);
      const name = project.src.replace(/\.webp$/, '');
      expect(project.link).toMatch(new RegExp(`/${name}-960\\S*\\.webp`));
      expect(project.coverSrcSet).toMatch(
        new RegExp(`^\\S*/${name}-640\\S*\\.webp\\S* 640w, \\S*/${name}-960\\S*\\.webp\\S* 960w$`),
      );
      expect(project.coverAlt.length).toBeGreaterThan(40);
    });
    expect(new Set(projects.map((project) => project.slug)).size).toBe(6);
  });
});

describe('coverFiles', () => {
  it("finds a cover's files by its image name, narrowest first, and nobody else's", () => {
    const files = {
      '../assets/eventsphere-960.webp': '/assets/eventsphere-960-b.webp',
      '../assets/eventsphere-640.webp': '/assets/eventsphere-640-a.webp',
      '../assets/my-eventsphere-640.webp': '/assets/my-eventsphere-640-c.webp',
      '../assets/eventsphere2-640.webp': '/assets/eventsphere2-640-d.webp',
    };
    expect(coverFiles('eventsphere.webp', files)).toEqual([
      ['/assets/eventsphere-640-a.webp', 640],
      ['/assets/eventsphere-960-b.webp', 960],
    ]);
    expect(coverFiles('inkwell.webp', files)).toEqual([]);
  });
});
