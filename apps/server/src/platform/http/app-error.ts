import { errorStatus, type ErrorCode } from '@hgn/domain/apiContracts';

export type AppErrorInit = {
  /**
   * A stable machine-readable code of the API's union (each contract lists those it may answer). It
   * decides the status: the area's table beside its codes gives it (`errorStatus`).
   */
  code: ErrorCode;
  /** The user's words. */
  message?: string;
  error?: string;
  field?: string;
  /** The exact body the original server sends for this case (spec/server-rules.md); `code` is added to it. */
  body?: Record<string, unknown>;
  headers?: Record<string, string>;
};

/** An expected failure: the error handler turns it into its status and body; nothing else is said. */
export class AppError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly field: string | undefined;
  readonly error: string;
  readonly body: Record<string, unknown> | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(init: AppErrorInit) {
    super(init.message ?? init.error ?? init.code);
    this.status = errorStatus[init.code];
    this.code = init.code;
    this.field = init.field;
    this.error = init.error ?? init.message ?? init.code;
    this.body = init.body;
    this.headers = init.headers;
  }

  toBody(): Record<string, unknown> {
    if (this.body) return { ...this.body, code: this.code };
    return {
      error: this.error,
      message: this.message,
      code: this.code,
      ...(this.field ? { field: this.field } : {}),
    };
  }
}

export const notFound = (what: string, code: ErrorCode = 'NOT_FOUND') =>
  new AppError({ code, message: `${what} was not found` });
export const forbidden = (message = 'You are not allowed to do this.') =>
  new AppError({ code: 'FORBIDDEN', message });
export const unauthorized = (message = 'Unauthorized request') =>
  new AppError({ code: 'UNAUTHORIZED', message });
export const staleWrite = () =>
  new AppError({
    code: 'STALE_WRITE',
    message: 'This record was changed by someone else. Reload it and try again.',
  });
/** A value the schema admits but a rule refuses, named by its field. */
export const invalidField = (field: string, message: string) =>
  new AppError({ code: 'VALIDATION_FAILED', field, message });
