import type { z } from 'zod';

/** A new pop-up form's values as the schema parsed them, or undefined once its first message is shown. */
export function parsedOrShowError<T>(
  result: z.ZodSafeParseResult<T>,
  showError: (message: string | null) => void,
): T | undefined {
  if (!result.success) {
    showError(result.error.issues[0]?.message ?? null);
    return undefined;
  }
  showError(null);
  return result.data;
}
