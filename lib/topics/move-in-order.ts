// The order after moving one entry up or down by one place (browser-safe); null when it cannot move.
export function moveInOrder(ids: readonly number[], index: number, delta: -1 | 1): number[] | null {
  const other = index + delta;
  if (index < 0 || index >= ids.length || other < 0 || other >= ids.length) return null;
  const next = [...ids];
  [next[index], next[other]] = [ids[other]!, ids[index]!];
  return next;
}
