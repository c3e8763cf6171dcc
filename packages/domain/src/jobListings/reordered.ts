/**
 * The whole board's order after a reorder: the listings `named` take, in the order given, the places
 * they hold between them in `shown`; every other listing keeps its place. Undefined when a named
 * listing is not on the board or is named twice.
 */
export function reordered(shown: readonly string[], named: readonly string[]): string[] | undefined {
  const placeOf = new Map(shown.map((id, place) => [id, place]));
  const places = named.map((id) => placeOf.get(id));
  if (places.some((place) => place === undefined) || new Set(named).size !== named.length) return undefined;
  const order = [...shown];
  const sortedPlaces = (places as number[]).sort((a, b) => a - b);
  named.forEach((id, k) => {
    order[sortedPlaces[k]!] = id;
  });
  return order;
}
