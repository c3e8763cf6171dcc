import { ApiError, isUnexpectedStatus } from './apiError';

export type UnauthorizedHandling = 'signOut' | 'silent';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** What a 401 means for this call: the profile fetch passes 'silent' (spec 000 section 8). */
  onUnauthorized?: UnauthorizedHandling;
  /** Headers the endpoint reads beyond the body (`Idempotency-Key`). */
  headers?: Record<string, string>;
  /** 'blob': a successful answer is read as bytes (a stored picture or file), not as text or JSON. */
  as?: 'blob';
}

export interface ApiClientHooks {
  getToken: () => string | null;
  /** A signed-in call got 401: the session is over. */
  onSessionRejected: () => void;
  /** Status outside 400-500 or no answer. */
  onUnexpectedFailure: (error: ApiError, cause?: unknown) => void;
  fetch?: typeof fetch;
}

/** Sends one request; `call()` is what features use, typed by the endpoint's contract. */
export interface ApiClient {
  request(path: string, options?: RequestOptions): Promise<unknown>;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  const isJson = response.headers.get('Content-Type')?.includes('json') ?? false;
  if (!isJson) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The caller's own signal ended the request (cancelled, or its time limit passed): the caller says what happened. */
const isEndedByCaller = (error: unknown): boolean =>
  error instanceof DOMException && (error.name === 'AbortError' || error.name === 'TimeoutError');

export function createApiClient(hooks: ApiClientHooks): ApiClient {
  async function request(path: string, options: RequestOptions = {}): Promise<unknown> {
    const token = hooks.getToken();
    const headers: Record<string, string> = {
      ...options.headers,
      Accept: options.as === 'blob' ? '*/*' : 'application/json',
    };
    if (token) headers.Authorization = `Bearer ${token}`;
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';

    let response: Response;
    try {
      response = await (hooks.fetch ?? fetch)(`/api${path}`, {
        method: options.method ?? 'GET',
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: options.signal,
      });
    } catch (cause) {
      if (isEndedByCaller(cause)) throw cause;
      const failure = new ApiError(0, 'Network error', undefined);
      hooks.onUnexpectedFailure(failure, cause);
      throw failure;
    }

    if (response.ok && options.as === 'blob') return response.blob();
    const body = await readBody(response);
    if (response.ok) return body;

    const failure = new ApiError(response.status, response.statusText, body);
    if (response.status === 401 && token) {
      if ((options.onUnauthorized ?? 'signOut') === 'signOut') hooks.onSessionRejected();
    } else if (isUnexpectedStatus(response.status)) {
      hooks.onUnexpectedFailure(failure);
    }
    throw failure;
  }

  return { request };
}
