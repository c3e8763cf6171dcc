// JSON text built by the database (or assembled from such text), answered as it is. A list of thousands
// of rows aggregated by PostgreSQL into one JSON value costs the server no objects, no garbage and no
// serialiser pass; `route()` sends it with the JSON content type, and the tests' contract check parses
// and holds the same bytes to the response schema as any other answer (`contract-check.ts`).

/** JSON text whose value is of the type `T` (the contract's answer, or part of it). */
export class RawJson<T> {
  declare private readonly shape?: T;
  constructor(readonly text: string) {}
}

/** Text the database wrote as JSON of the type `T`. */
export const rawJson = <T>(text: string): RawJson<T> => new RawJson<T>(text);

/** A list of values that are JSON text already. */
export const rawJsonList = <T>(items: readonly RawJson<T>[]): RawJson<T[]> =>
  rawJson(`[${items.map((item) => item.text).join(',')}]`);

/**
 * An object of plain fields (written by `JSON.stringify`, so only values that are JSON) and fields
 * that are JSON text already.
 */
export const rawJsonObject = <T extends object>(
  fields: { [K in keyof T]?: T[K] },
  raw: { [K in keyof T]?: RawJson<T[K]> },
): RawJson<T> => {
  const members: string[] = [];
  for (const [key, value] of Object.entries(fields))
    if (value !== undefined) members.push(`${JSON.stringify(key)}:${JSON.stringify(value)}`);
  for (const [key, value] of Object.entries(raw))
    if (value instanceof RawJson) members.push(`${JSON.stringify(key)}:${value.text}`);
  return rawJson(`{${members.join(',')}}`);
};
