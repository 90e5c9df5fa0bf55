import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SectionIntro } from './SectionIntro';

describe('SectionIntro', () => {
  it('renders the label, the heading at the level asked for with its id, and the intro', () => {
    render(
      <section aria-labelledby="x-heading">
        <SectionIntro label="Tech stack" heading="Skills" headingLevel="h1" headingId="x-heading">
          The tools I build with.
        </SectionIntro>
      </section>,
    );
    const heading = screen.getByRole('heading', { level: 1, name: 'Skills' });
    expect(heading).toHaveAttribute('id', 'x-heading');
    expect(screen.getByRole('region', { name: 'Skills' })).toBeInTheDocument();
    expect(screen.getByText('Tech stack')).toBeInTheDocument();
    expect(screen.getByText('The tools I build with.')).toBeInTheDocument();
  });

  it('renders an h2 when stacked, and the pill`s dot is hidden from assistive technology', () => {
    const { container } = render(
      <SectionIntro label="Contact" heading="Get in Touch" headingLevel="h2" headingId="c" variant="column">
        Drop us a message!
      </SectionIntro>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Get in Touch' })).toBeInTheDocument();
    expect(container.querySelector('[aria-hidden="true"]')).not.toBeNull();
  });

  it('draws the label above the heading the same way in every variant', () => {
    const labels = (['badge', 'column'] as const).map((variant) => {
      const { container, unmount } = render(
        <SectionIntro label="Label" heading="Heading" headingLevel="h1" headingId={variant} variant={variant}>
          Intro
        </SectionIntro>,
      );
      const label = container.querySelector('[data-section-label]')!;
      const look = { tag: label.tagName, className: label.className, dot: label.querySelector('[aria-hidden="true"]') };
      unmount();
      return look;
    });
    expect(labels[0]!.dot).not.toBeNull();
    expect(new Set(labels.map((label) => `${label.tag} ${label.className}`)).size).toBe(1);
  });
});
