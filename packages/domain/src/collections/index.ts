/**
 * The items in groups by key, each group in the items' order. Groups grow in place: grouping n items
 * takes time in proportion to n however large a group becomes.
 */
export function groupBy<T, K, V = T>(
  items: Iterable<T>,
  keyOf: (item: T) => K,
  valueOf: (item: T) => V = (item) => item as unknown as V,
): Map<K, V[]> {
  const groups = new Map<K, V[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(valueOf(item));
    else groups.set(key, [valueOf(item)]);
  }
  return groups;
}

/** The list with the item at `index` swapped with its neighbour `step` places away, when there is one. */
export function movedBy<T>(list: readonly T[], index: number, step: -1 | 1): T[] {
  const target = index + step;
  const next = [...list];
  if (target < 0 || target >= list.length) return next;
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

/** The items of a comma list, trimmed, without blanks or repeats, in their order. */
export const commaListOf = (list: string): string[] => [
  ...new Set(
    list
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item !== ''),
  ),
];
