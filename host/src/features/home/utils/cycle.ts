/** The index after `index` in a list of `length` items, wrapping to 0 after the last. */
export function nextIndex(index: number, length: number): number {
  if (length <= 0) return 0;
  return (index + 1) % length;
}
