/** Awaits every promise of the object side by side and answers their values under the same names. */
export async function allOf<Values extends Record<string, unknown>>(parts: {
  [Name in keyof Values]: Promise<Values[Name]>;
}): Promise<Values> {
  const names = Object.keys(parts) as (keyof Values)[];
  const values = await Promise.all(names.map((name) => parts[name]));
  return Object.fromEntries(names.map((name, i) => [name, values[i]])) as Values;
}
