import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ProjectPages, { pageFiles, pageHead, pagePaths, preloadPage } from './ProjectPages';

const SITE = { siteUrl: 'https://alex.example.com', name: 'Alex Rivera' };

describe('pagePaths', () => {
  it('gives every case study in both languages, at the same paths without the language segment', async () => {
    const english = await pagePaths('en');
    expect(english).toEqual([
      '/projects/eventsphere',
      '/projects/inkwell-blog',
      '/projects/cse-carnival',
      '/projects/lifeline',
      '/projects/star-bounce',
      '/projects/foodie-express',
    ]);
    expect(await pagePaths('de')).toEqual(english);
  });
});

describe('pageHead', () => {
  it('gives a case study its English head as before', () => {
    const head = pageHead('/projects/lifeline', 'en');
    expect(head?.title).toBe('LifeLine: case study · {name}');
    expect(head?.description).toMatch(/^During floods, .* LifeLine: what \{name\} built and how, and the results\.$/);
    expect(head?.image).toMatchObject({ path: '/projects/og/lifeline.png', alt: 'LifeLine: case study' });
    expect(head?.jsonLd).toMatchObject({
      headline: 'LifeLine: case study',
      keywords: 'React, Laravel, MySQL, Tailwind CSS',
    });
  });

  it('gives it in German: title, description, preview image and its alt text', () => {
    const head = pageHead('/projects/lifeline', 'de');
    expect(head?.title).toBe('LifeLine: Fallstudie · {name}');
    expect(head?.description).toMatch(
      /^Bei Überschwemmungen .* LifeLine: was \{name\} gebaut hat, wie und mit welchen Ergebnissen\.$/,
    );
    expect(head?.image).toMatchObject({ path: '/de/projects/og/lifeline.png', alt: 'LifeLine: Fallstudie' });
    expect(head?.jsonLd).toMatchObject({
      name: 'LifeLine',
      headline: 'LifeLine: Fallstudie',
      abstract: expect.stringMatching(/^Bei Überschwemmungen/),
    });
  });

  it('gives no head for a path with no case study, in either language', () => {
    expect(pageHead('/projects/nothing-here', 'de')).toBeNull();
    expect(pageHead('/projects', 'en')).toBeNull();
  });
});

describe('pageFiles', () => {
  it("writes the German sitemap with the pages' German addresses and German preview images", async () => {
    const files = await pageFiles(SITE, 'de');
    expect(files['/projects/sitemap.xml']).toContain('<loc>https://alex.example.com/de/projects/eventsphere</loc>');
    expect(files['/projects/sitemap.xml']).not.toContain('<loc>https://alex.example.com/projects/');
    expect(files['/projects/og/eventsphere.png']).toMatchObject({ kicker: 'Fallstudie · Alex Rivera' });
    const english = await pageFiles(SITE, 'en');
    expect(english['/projects/sitemap.xml']).toContain('<loc>https://alex.example.com/projects/eventsphere</loc>');
    expect(english['/projects/og/eventsphere.png']).toMatchObject({ kicker: 'Case study · Alex Rivera' });
  });
});

describe('ProjectPages in German', () => {
  it('renders a case study with its German words, body and links', async () => {
    await preloadPage('/projects/cse-carnival', 'de');
    render(<ProjectPages path="/projects/cse-carnival" locale="de" siteBase="/portfolio/" />);
    const article = screen.getByRole('article', { name: 'CSE Carnival' });
    expect(within(article).getByRole('heading', { level: 1, name: 'CSE Carnival' })).toBeInTheDocument();
    expect(within(article).getByText('Fallstudie')).toBeInTheDocument();
    expect(within(article).getByText(/^Die Event-Plattform eines Informatik-Fachbereichs/)).toBeInTheDocument();
    expect(within(article).getByRole('link', { name: '← Alle Projekte' })).toHaveAttribute(
      'href',
      '/portfolio/de/projects',
    );

    expect(within(article).getByText('Das Problem').parentElement).toHaveTextContent(
      /^Das ProblemDer Fachbereich organisierte/,
    );
    expect(within(article).getByText('Meine Rolle').parentElement).toHaveTextContent(/^Meine RolleLead Developer/);
    expect(within(article).getByText('Tech-Stack', { selector: 'dt' })).toBeInTheDocument();
    const stack = within(article).getByRole('list', { name: 'Tech-Stack' });
    expect(
      within(stack)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['React', 'Django', 'PostgreSQL', 'Tailwind CSS']);

    expect(within(article).getByRole('heading', { level: 2, name: /^Was ich gebaut habe/ })).toBeInTheDocument();
    expect(within(article).getByRole('img', { name: /^Dashboard von CSE Carnival/ })).toBeInTheDocument();
    expect(within(article).getByText('Das Dashboard am Wettbewerbstag.')).toBeInTheDocument();
    const results = within(article).getByRole('heading', { level: 2, name: 'Ergebnisse' }).parentElement!;
    expect(within(results).getAllByRole('listitem')[0]).toHaveTextContent(
      /^In der ersten Woche meldeten sich 120 Teams/,
    );

    expect(
      within(article).getByRole('link', { name: 'Code von CSE Carnival (öffnet in neuem Tab)' }),
    ).toHaveTextContent('Code');
    expect(
      within(article).getByRole('link', { name: 'CSE Carnival live ansehen (öffnet in neuem Tab)' }),
    ).toBeInTheDocument();

    const more = within(article).getByRole('navigation', { name: 'Weitere Fallstudien' });
    expect(within(more).getByRole('link', { name: /^Vorheriges Projekt\s*Inkwell Blog$/ })).toHaveAttribute(
      'href',
      '/portfolio/de/projects/inkwell-blog',
    );
    expect(within(more).getByRole('link', { name: /^Nächstes Projekt\s*LifeLine$/ })).toHaveAttribute(
      'href',
      '/portfolio/de/projects/lifeline',
    );
  });

  it('keeps the English page in English', async () => {
    await preloadPage('/projects/cse-carnival', 'en');
    render(<ProjectPages path="/projects/cse-carnival" />);
    expect(screen.getByText('Case study')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← All projects' })).toHaveAttribute('href', '/projects');
    expect(screen.getByRole('heading', { level: 2, name: /^What I built/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Next project\s*LifeLine$/ })).toHaveAttribute(
      'href',
      '/projects/lifeline',
    );
  });

  it('says in German that there is no case study at an unknown address', () => {
    render(<ProjectPages path="/projects/nothing-here" locale="de" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeInTheDocument();
    expect(screen.getByText('Unter dieser Adresse gibt es keine Fallstudie.')).toBeInTheDocument();
  });

  it('keeps the document in step with the German page: its title and German canonical address', async () => {
    const canonical = document.head.appendChild(document.createElement('link'));
    canonical.rel = 'canonical';
    await preloadPage('/projects/lifeline', 'de');
    render(<ProjectPages path="/projects/lifeline" locale="de" />);
    expect(document.title).toMatch(/^LifeLine: Fallstudie · /);
    expect(canonical.getAttribute('href')).toMatch(/^https:.*\/de\/projects\/lifeline$/);
    canonical.remove();
  });
});
