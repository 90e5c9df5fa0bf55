import { useCallback, useState } from 'react';

/**
 * Spec 4, education card: the hovered index or none. Pointer or keyboard focus entering
 * a card sets it; leaving that card clears it (leaving another card changes nothing).
 */
export function useHoveredIndex() {
  const [hovered, setHovered] = useState<number | null>(null);
  const enter = useCallback((index: number) => setHovered(index), []);
  const leave = useCallback((index: number) => setHovered((current) => (current === index ? null : current)), []);
  return { hovered, enter, leave };
}
