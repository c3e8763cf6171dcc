/** Text to find inside a LIKE pattern as itself: its `\`, `%` and `_` are escaped. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (char) => `\\${char}`);
