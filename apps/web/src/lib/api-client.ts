import { env } from '@/config/env';
import { dropBootReplies, takeBootReply } from '@/lib/boot-replies';
import { currentPortalName } from '@/lib/portal';

const LOCAL_API_URL = 'http://localhost:10000';

export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue | readonly QueryValue[]>;
export type On401 = 'throw' | 'returnNull';

export type RequestOptions = {
  params?: QueryParams;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** What a 401 reply does: throw an ApiError (default) or resolve to null, e.g. "who am I" when signed out. */
  on401?: On401;
};

/** A non-OK reply. `body` is the parsed JSON body when there was one, else the response text. */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;
  readonly body: unknown;

  constructor(message: string, status: number, body: unknown) {
    super(message);
    this.status = status;
    this.body = body;
  }
}

/** Raised before a call is built when a required path or body argument is missing. */
export class RequiredParameterError extends Error {
  override name = 'RequiredParameterError';
  readonly parameter: string;

  constructor(parameter: string) {
    super(`Required parameter ${parameter} was null or undefined`);
    this.parameter = parameter;
  }
}

/** Throws a RequiredParameterError naming the first argument that is null or undefined. */
export function requireParams<T extends Record<string, unknown>>(params: T): { [K in keyof T]: NonNullable<T[K]> } {
  for (const [name, value] of Object.entries(params)) {
    if (value === null || value === undefined) throw new RequiredParameterError(name);
  }
  return params as { [K in keyof T]: NonNullable<T[K]> };
}

/** The build setting, else the page's own origin, else the local API server. */
export function resolveBaseUrl(apiUrl: string | undefined, origin: string | undefined): string {
  if (apiUrl) return apiUrl.replace(/\/+$/, '');
  if (origin && origin !== 'null') return origin;
  return LOCAL_API_URL;
}

export function buildUrl(path: string, params: QueryParams = {}, portal: string | null = currentPortalName()): string {
  const origin = typeof window === 'undefined' ? undefined : window.location.origin;
  const url = new URL(path, `${resolveBaseUrl(env.apiUrl, origin)}/`);
  for (const [key, value] of Object.entries(params)) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (item !== null && item !== undefined) url.searchParams.append(key, String(item));
    }
  }
  if (portal) url.searchParams.set('portal', portal);
  return url.toString();
}

function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function describe(value: unknown): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

async function toApiError(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : text;
  } catch {
    // Not JSON: the text itself is the message.
  }
  if (isJsonObject(body)) {
    const message = describe(body.message) ?? describe(body.error) ?? describe(body.details);
    if (message) return new ApiError(message, response.status, body);
  }
  return new ApiError(`${response.status}: ${text || response.statusText}`, response.status, body);
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const text = await response.text();
  if (!text) return null;
  const type = response.headers.get('content-type') ?? '';
  return type.includes('json') ? JSON.parse(text) : text;
}

/** With `on401: 'returnNull'` a 401 resolves to null: give `T | null` as the type then. */
export async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const { params, body, signal, on401 = 'throw' } = options;
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  let payload: BodyInit | undefined;
  if (body instanceof FormData || body instanceof Blob || body instanceof URLSearchParams) {
    payload = body;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  const url = buildUrl(path, params);
  if (method !== 'GET') dropBootReplies();
  const response =
    (method === 'GET' ? takeBootReply(url) : undefined) ??
    (await fetch(url, { method, headers, body: payload, credentials: 'include', signal }));

  if (response.status === 401 && on401 === 'returnNull') return null as T;
  if (!response.ok) throw await toApiError(response);
  return (await readBody(response)) as T;
}

type BodyOptions = Omit<RequestOptions, 'body'>;

export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: BodyOptions) => request<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: BodyOptions) => request<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: BodyOptions) => request<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
};
