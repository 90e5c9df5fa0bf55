import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TAGLINE_INTERVAL_MS, TAGLINES } from '../data/taglines';
import { useCyclingIndex } from './useCyclingIndex';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('useCyclingIndex (tagline rotation)', () => {
  it('steps through the four phrases in order, one every 3000 ms, and wraps after the last', () => {
    const { result } = renderHook(() => useCyclingIndex(TAGLINES.length, TAGLINE_INTERVAL_MS, true));
    const seen = [TAGLINES[result.current]];
    for (let step = 0; step < 4; step++) {
      advance(2999);
      expect(TAGLINES[result.current]).toBe(seen.at(-1));
      advance(1);
      seen.push(TAGLINES[result.current]);
    }
    expect(seen).toEqual([
      'Full-Stack Developer & UI/UX Enthusiast',
      'JavaScript & MERN Stack Developer',
      'Learning React Native',
      'Django & Laravel Developer',
      'Full-Stack Developer & UI/UX Enthusiast',
    ]);
  });

  it('holds its phrase while not running, and resumes from it', () => {
    const { result, rerender } = renderHook(({ running }) => useCyclingIndex(4, TAGLINE_INTERVAL_MS, running), {
      initialProps: { running: true },
    });
    advance(3000);
    expect(result.current).toBe(1);
    rerender({ running: false });
    advance(60_000);
    expect(result.current).toBe(1);
    expect(vi.getTimerCount()).toBe(0);
    rerender({ running: true });
    advance(3000);
    expect(result.current).toBe(2);
  });

  it('keeps a one-item list at its item, with no timer', () => {
    const { result } = renderHook(() => useCyclingIndex(1, TAGLINE_INTERVAL_MS, true));
    advance(60_000);
    expect(result.current).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });
});
