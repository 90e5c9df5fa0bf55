import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useHoveredIndex } from './useHoveredIndex';

describe('useHoveredIndex', () => {
  it('starts with no card hovered', () => {
    const { result } = renderHook(() => useHoveredIndex());
    expect(result.current.hovered).toBeNull();
  });

  it('is set by entering a card and cleared by leaving it', () => {
    const { result } = renderHook(() => useHoveredIndex());
    act(() => result.current.enter(1));
    expect(result.current.hovered).toBe(1);
    act(() => result.current.leave(1));
    expect(result.current.hovered).toBeNull();
  });

  it('follows the pointer from card to card, and a late leave of the old card does not clear the new one', () => {
    const { result } = renderHook(() => useHoveredIndex());
    act(() => result.current.enter(0));
    act(() => result.current.enter(2));
    act(() => result.current.leave(0));
    expect(result.current.hovered).toBe(2);
  });
});
