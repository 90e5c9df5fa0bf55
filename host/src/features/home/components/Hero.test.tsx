import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { owner } from '@portfolio/shared/owner';
import { TAGLINES } from '../data/taglines';
import { Hero } from './Hero';

function emulateReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion: reduce'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

const activePhrase = () => screen.getByTestId('tagline').querySelector('[data-active="true"]')?.textContent;

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Hero', () => {
  it('shows the badge, the greeting with the name, the summary and both new-tab links', () => {
    emulateReducedMotion(false);
    render(<Hero />);
    expect(screen.getByText('Welcome to my universe')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(`Hi, I'm ${owner.name}`);
    for (const [name, href] of [
      ['Github', owner.githubUrl],
      ['Linked In', owner.linkedinUrl],
    ] as const) {
      const link = screen.getByRole('link', { name: new RegExp(`^${name}`) });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(screen.getByTestId('hireable-result')).toHaveTextContent('true');
  });

  it('gives screen readers the four phrases once, and hides the animated copy', () => {
    emulateReducedMotion(false);
    render(<Hero />);
    const list = screen.getByRole('list', { name: 'What I do' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([...TAGLINES]);
    expect(screen.getByTestId('tagline')).toHaveAttribute('aria-hidden', 'true');
  });

  it('rotates the tagline every 3000 ms, in order and wrapping after the last, and draws 10 sparkles', () => {
    emulateReducedMotion(false);
    render(<Hero />);
    expect(screen.getAllByTestId('sparkle')).toHaveLength(10);
    const seen = [activePhrase()];
    for (let step = 0; step < 4; step++) {
      act(() => {
        vi.advanceTimersByTime(2999);
      });
      expect(activePhrase()).toBe(seen.at(-1));
      act(() => {
        vi.advanceTimersByTime(1);
      });
      seen.push(activePhrase());
    }
    expect(seen).toEqual([
      'Full-Stack Developer & UI/UX Enthusiast',
      'JavaScript & MERN Stack Developer',
      'Learning React Native',
      'Django & Laravel Developer',
      'Full-Stack Developer & UI/UX Enthusiast',
    ]);
    expect(screen.getByTestId('hero')).toHaveAttribute('data-motion', 'running');
  });

  it('with reduced motion: no sparkles, the tagline holds its first phrase, motion marked paused', () => {
    emulateReducedMotion(true);
    render(<Hero />);
    expect(screen.queryAllByTestId('sparkle')).toHaveLength(0);
    act(() => {
      vi.advanceTimersByTime(30_000);
    });
    expect(activePhrase()).toBe(TAGLINES[0]);
    expect(screen.getByTestId('hero')).toHaveAttribute('data-motion', 'paused');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('pauses while the tab is hidden', () => {
    emulateReducedMotion(false);
    render(<Hero />);
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(screen.getByTestId('hero')).toHaveAttribute('data-motion', 'paused');
    act(() => {
      vi.advanceTimersByTime(30_000);
    });
    expect(activePhrase()).toBe(TAGLINES[0]);
    visibility.mockReturnValue('visible');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(activePhrase()).toBe(TAGLINES[1]);
  });
});
