// A failed call, carrying what the server said so forms can place its words on the right field.
export class ApiError extends Error {
  readonly status: number;
  readonly statusText: string;
  readonly body: unknown;

  constructor(status: number, statusText: string, body: unknown) {
    super(`${status} ${statusText}`.trim());
    this.name = 'ApiError';
    this.status = status;
    this.statusText = statusText;
    this.body = body;
  }

  /** The server's machine-readable reason (`TEAM_NAME_TAKEN`): screens decide on it, never on words or statuses. */
  get code(): string | undefined {
    if (typeof this.body !== 'object' || this.body === null) return undefined;
    const { code } = this.body as { code?: unknown };
    return typeof code === 'string' ? code : undefined;
  }

  /** A network failure never reached the server. */
  get isNetworkFailure(): boolean {
    return this.status === 0;
  }

  /** The server's own words: `message` first, then `error`, or a plain-text body. */
  get serverMessage(): string | undefined {
    if (typeof this.body === 'string') return this.body || undefined;
    if (typeof this.body !== 'object' || this.body === null) return undefined;
    const { message, error } = this.body as { message?: unknown; error?: unknown };
    if (typeof message === 'string' && message) return message;
    if (typeof error === 'string' && error) return error;
    return undefined;
  }

  /** `error` first: password and profile routes put the text users need there. */
  get serverError(): string | undefined {
    if (typeof this.body === 'object' && this.body !== null) {
      const { error } = this.body as { error?: unknown };
      if (typeof error === 'string' && error) return error;
    }
    return this.serverMessage;
  }
}

export const isApiError = (value: unknown): value is ApiError => value instanceof ApiError;

/** The server refused the session itself (none sent, or one it no longer accepts), whatever was asked. */
export const isSessionRefusal = (error: unknown): boolean =>
  isApiError(error) && (error.code === 'UNAUTHORIZED' || error.code === 'INVALID_TOKEN');

/** Failures the spec calls unexpected: outside 400 to 500, or no answer at all. */
export const isUnexpectedStatus = (status: number): boolean => status < 400 || status > 500;

/**
 * The field a refusal names (`field` in its body), for a form to show the server's words under it;
 * undefined for anything else. It sits here rather than beside `refusalCode` because the sign-in page
 * reads it before the call module loads.
 */
export const refusedField = (error: unknown): string | undefined => {
  const field = refusalDetail(error, 'field');
  return typeof field === 'string' ? field : undefined;
};

/**
 * One member of a refused call's body, unchecked (the rules a form broke, `errors`; the tool log's
 * partial `results`); undefined when the error is not a refusal or its body lacks it.
 */
export const refusalDetail = (error: unknown, member: string): unknown =>
  isApiError(error) && typeof error.body === 'object' && error.body !== null
    ? (error.body as Record<string, unknown>)[member]
    : undefined;

/** The server's sentence for a refused call, else the fallback. */
export const serverSentence = (error: unknown, fallback: string): string =>
  (isApiError(error) ? error.serverMessage : undefined) ?? fallback;
