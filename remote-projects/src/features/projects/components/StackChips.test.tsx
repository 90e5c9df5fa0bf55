import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { IconRecord } from '@portfolio/shared/types/entities';
import { brandIconFor } from '@portfolio/shared/brandIcons/brandIconFor';
import { CASE_STUDIES, loadCaseStudyBody } from '../data/caseStudies';
import { StackChips } from './StackChips';

const react = brandIconFor('react') as IconRecord;
const express = brandIconFor('express') as IconRecord;

describe('StackChips', () => {
  it('shows each entry by name, in order, with its icon drawn beside it and hidden from assistive technology', () => {
    render(<StackChips stack={['React', 'Django', 'Express']} icons={[react, null, express]} />);
    const items = within(screen.getByRole('list', { name: 'Stack' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['React', 'Django', 'Express']);

    const reactIcon = items[0]!.querySelector('svg');
    expect(reactIcon).not.toBeNull();
    expect(reactIcon).toHaveAttribute('aria-hidden', 'true');
    expect(reactIcon).toHaveAttribute('focusable', 'false');
    expect(reactIcon).toHaveAttribute('width', '16');
    expect(reactIcon).toHaveAttribute('height', '16');
    expect(reactIcon?.querySelector('path')).toHaveAttribute('d', react.path);
    expect(items[2]!.querySelector('path')).toHaveAttribute('d', express.path);
  });

  it('shows an entry without an icon by its name alone', () => {
    render(<StackChips stack={['React', 'Django']} icons={[react, null]} />);
    const items = screen.getAllByRole('listitem');
    expect(items[1]!.querySelector('svg')).toBeNull();
    expect(items[1]!).toHaveTextContent(/^Django$/);
  });

  it('shows the name alone where the icons are fewer than the entries', () => {
    render(<StackChips stack={['React', 'Vite']} icons={[react]} />);
    const items = screen.getAllByRole('listitem');
    expect(items[0]!.querySelector('svg')).not.toBeNull();
    expect(items[1]!.querySelector('svg')).toBeNull();
  });
});

describe("a case study's body carries its stack's icons (resolved at build)", () => {
  it('gives Foodie Express an icon for each of its four skills, as the Skills page draws them', async () => {
    const study = CASE_STUDIES.find((candidate) => candidate.slug === 'foodie-express');
    expect(study?.stack).toEqual(['React', 'Node.js', 'Express', 'MongoDB']);
    const body = await loadCaseStudyBody('foodie-express');
    expect(body.stackIcons.map((icon) => icon?.slug)).toEqual(['react', 'nodedotjs', 'express', 'mongodb']);
    expect(body.stackIcons[0]).toEqual(react);
  });

  it('gives null for an entry the Skills page does not show (CSE Carnival: Django)', async () => {
    const study = CASE_STUDIES.find((candidate) => candidate.slug === 'cse-carnival');
    const body = await loadCaseStudyBody('cse-carnival');
    expect(body.stackIcons).toHaveLength(study?.stack.length ?? -1);
    expect(body.stackIcons[study?.stack.indexOf('Django') ?? -1]).toBeNull();
  });
});
