/** The first of `items`, which the test goes on with: the test fails here when there is none. */
export function firstItem<T>(items: readonly T[]): T {
  const [item] = items;
  if (item === undefined) throw new Error("expected at least one item, found none");
  return item;
}
