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
  it('clicks the held link once and cancels the full page load it had scheduled', () => {
    vi.useFakeTimers();
    document.body.innerHTML = '<a href="/projects">Projects</a>';
    const link = document.querySelector('a')!;
    const clicks = vi.fn((event: Event) => event.preventDefault());
    link.addEventListener('click', clicks);
    const fallback = vi.fn();
    page.__heldClick = { link, timer: window.setTimeout(fallback, 3000) };

    replayHeldClick();
    replayHeldClick();
    vi.advanceTimersByTime(5000);
    expect(clicks).toHaveBeenCalledTimes(1);
    expect(fallback).not.toHaveBeenCalled();
    expect(page.__heldClick).toBeNull();
  });

  it('does nothing when no click was held, or its link is gone', () => {
    vi.useFakeTimers();
    expect(() => replayHeldClick()).not.toThrow();
    const link = document.createElement('a');
    const clicks = vi.fn();
    link.addEventListener('click', clicks);
    page.__heldClick = { link, timer: window.setTimeout(() => {}, 0) };
    replayHeldClick();
    vi.runAllTimers();
    expect(clicks).not.toHaveBeenCalled();
  });
});
