import { useCallback, useState } from 'react';

/** Spec 4: the hovered (or focused) card's index; only leaving that card clears it. */
export function useHoveredIndex() {
  const [hovered, setHovered] = useState<number | null>(null);
  const enter = useCallback((index: number) => setHovered(index), []);
  const leave = useCallback((index: number) => setHovered((current) => (current === index ? null : current)), []);
  return { hovered, enter, leave };
}
