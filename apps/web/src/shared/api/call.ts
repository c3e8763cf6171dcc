import {
  pathOf,
  type BodyOf,
  type Endpoint,
  type ErrorCodeOf,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
} from '@hgn/domain/contracts/endpoint';
import { api } from './api';
import type { UnauthorizedHandling } from './apiClient';
import { isApiError } from './apiError';

type Part<K extends string, T> = [T] extends [undefined] ? { [P in K]?: undefined } : { [P in K]: T };

/** What an endpoint takes: its path parameters, query and body, each only when the contract has one. */
export type CallInput<E extends Endpoint> = Part<'params', ParamsOf<E>> &
  Part<'query', QueryOf<E>> &
  Part<'body', BodyOf<E>>;

export type CallOptions = {
  signal?: AbortSignal;
  /** What a 401 means for this call: the profile fetch passes 'silent' (spec 000 section 8). */
  onUnauthorized?: UnauthorizedHandling;
  /** Headers the endpoint reads beyond the body (`Idempotency-Key`). */
  headers?: Record<string, string>;
};

/** `?a=1&b=x`, leaving out what is undefined; a list repeats its key. */
export function queryString(query: Record<string, unknown> | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    for (const item of Array.isArray(value) ? value : [value])
      if (item !== undefined && item !== null) search.append(key, String(item));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * Calls an endpoint through its contract: the path, method and answer's type come from the declaration
 * the server registers, so the two cannot drift apart. A refusal rejects with an `ApiError`; read its
 * code with `refusalCode`.
 */
export async function call<E extends Endpoint>(
  endpoint: E,
  input: CallInput<E>,
  options: CallOptions = {},
): Promise<ResponseOf<E>> {
  const { params, query, body } = input as {
    params?: Record<string, string>;
    query?: Record<string, unknown>;
    body?: unknown;
  };
  const answer: unknown = await api.request(`${pathOf(endpoint, params)}${queryString(query)}`, {
    method: endpoint.method,
    body,
    ...options,
  });
  // The server serialised the answer through this contract's response schema.
  return answer;
}

/**
 * A report endpoint's answer as CSV text (`?format=csv`), for the report's Export button. The query is
 * the endpoint's own; a refusal rejects with an `ApiError` as `call()` does. Reading the body as text
 * drops the byte-order mark the server sent.
 */
export async function callForCsv<E extends Endpoint>(endpoint: E, input: CallInput<E>): Promise<string> {
  const { params, query } = input as { params?: Record<string, string>; query?: Record<string, unknown> };
  const answer = await api.request(`${pathOf(endpoint, params)}${queryString({ format: 'csv', ...query })}`, {
    method: endpoint.method,
  });
  return typeof answer === 'string' ? answer : '';
}

/** An endpoint's answer as bytes (a stored picture or file); a refusal rejects with an `ApiError`. */
export async function callForBlob<E extends Endpoint>(
  endpoint: E,
  input: CallInput<E>,
  options: CallOptions = {},
): Promise<Blob> {
  const { params } = input as { params?: Record<string, string> };
  return api.request(pathOf(endpoint, params), {
    method: endpoint.method,
    as: 'blob',
    ...options,
  }) as Promise<Blob>;
}

/** The code of a refusal from this endpoint, typed by its contract; undefined for anything else. */
export const refusalCode = <E extends Endpoint>(error: unknown, _endpoint: E): ErrorCodeOf<E> | undefined =>
  isApiError(error) ? error.code : undefined;
