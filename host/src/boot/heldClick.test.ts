import { afterEach, describe, expect, it, vi } from 'vitest';
import { replayHeldClick } from './heldClick';

type Held = { __heldClick?: { link: HTMLAnchorElement; timer: number } | null };
const page = window as unknown as Held;

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
  page.__heldClick = null;
});

describe('replayHeldClick', () => {
  it("navigates once to the held link's route, with its query and fragment, and cancels the full page load it had scheduled", () => {
    vi.useFakeTimers();
    document.body.innerHTML = '<a href="/projects?from=header#top">Projects</a>';
    const link = document.querySelector('a')!;
    const clicks = vi.fn();
    link.addEventListener('click', clicks);
    const fallback = vi.fn();
    page.__heldClick = { link, timer: window.setTimeout(fallback, 3000) };
    const navigate = vi.fn();

    replayHeldClick(navigate);
    replayHeldClick(navigate);
    expect(navigate).not.toHaveBeenCalled(); // in a task of its own, after the commit that calls it
    vi.advanceTimersByTime(5000);
    expect(navigate.mock.calls).toEqual([['/projects?from=header#top']]);
    // The router's navigation, not a second click React might leave to the browser (a reload).
    expect(clicks).not.toHaveBeenCalled();
    expect(fallback).not.toHaveBeenCalled();
    expect(page.__heldClick).toBeNull();
  });

  it('does nothing when no click was held, or its link is gone', () => {
    vi.useFakeTimers();
    const navigate = vi.fn();
    expect(() => replayHeldClick(navigate)).not.toThrow();
    const link = document.createElement('a');
    link.href = '/skills';
    page.__heldClick = { link, timer: window.setTimeout(() => {}, 0) };
    replayHeldClick(navigate);
    vi.runAllTimers();
    expect(navigate).not.toHaveBeenCalled();
  });
});
