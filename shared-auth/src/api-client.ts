import type { ApiErrorBody, FieldErrors } from 'shared-domain';
import { getAppConfig } from './config';

/**
 * The server's message without the field's code name it starts with when it names a field ('amount: Amount must
 * be…' -> 'Amount must be…'): the user reads words, the field is in `fieldErrors`.
 */
function inWords(body: Partial<ApiErrorBody>): string {
  const message = body.message ?? '';
  const field = Object.keys(body.fieldErrors ?? {}).find((k) => message.startsWith(`${k}: `));
  return field === undefined ? message : message.slice(field.length + 2);
}

/** Every failed API call throws this: the server's message, field errors and (on 409) the newer record. */
export class ApiError extends Error {
  readonly status: number;
  /** The message the server sent, or null when the response carried none (`message` then says 'Request failed (status)'). */
  readonly serverMessage: string | null;
  readonly fieldErrors: FieldErrors;
  readonly current: unknown;
  readonly path: string;
  constructor(status: number, body: Partial<ApiErrorBody>, path: string) {
    const message = inWords(body);
    super(message || `Request failed (${status})`);
    this.name = 'ApiError';
    this.status = status;
    this.serverMessage = message || null;
    this.fieldErrors = body.fieldErrors ?? {};
    this.current = body.current;
    this.path = path;
  }
}

/** Hooks the auth store installs: where the token comes from and what a 401 does. */
export const clientHooks: { getToken: () => string | null; onUnauthorized: () => void } = {
  getToken: () => null,
  onUnauthorized: () => undefined,
};

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Send the bearer token (default true). */
  auth?: boolean;
  signal?: AbortSignal;
  /** Extra headers, e.g. an explicit Authorization for the refresh call. */
  headers?: Record<string, string>;
  /** 'text': answer the body as text (a CSV export) instead of parsing JSON. */
  as?: 'json' | 'text';
  /** Called with a successful answer's headers (e.g. a list's X-Total-Count). */
  onHeaders?: (headers: Headers) => void;
}

export function apiUrl(path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  const base = getAppConfig().apiBase.replace(/\/?$/, '/');
  return base + path.replace(/^\/?(api\/)?/, '');
}

/** The one HTTP client: JSON in, JSON out, bearer token, errors unwrapped into ApiError, 401 handled once. */
export async function apiFetch<T = unknown>(path: string, opts: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, auth = true, signal } = opts;
  const headers: Record<string, string> = { Accept: opts.as === 'text' ? '*/*' : 'application/json', ...opts.headers };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const token = auth ? clientHooks.getToken() : null;
  if (token && !headers.Authorization) headers.Authorization = `Bearer ${token}`;
  const url = apiUrl(path);
  const res = await fetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal });
  const text = await res.text();
  if (res.ok) opts.onHeaders?.(res.headers);
  if (res.ok && opts.as === 'text') return text as T;
  let data: unknown = null;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = { message: text.slice(0, 200) };
    }
  }
  if (!res.ok) {
    if (res.status === 401 && token) clientHooks.onUnauthorized();
    throw new ApiError(res.status, (data as ApiErrorBody) ?? {}, `${method} ${url}`);
  }
  return data as T;
}

export const api = {
  get: <T>(path: string, opts?: Omit<RequestOptions, 'method' | 'body'>) => apiFetch<T>(path, { ...opts, method: 'GET' }),
  post: <T>(path: string, body?: unknown, opts?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiFetch<T>(path, { ...opts, method: 'POST', body: body ?? {} }),
  put: <T>(path: string, body?: unknown, opts?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiFetch<T>(path, { ...opts, method: 'PUT', body: body ?? {} }),
  patch: <T>(path: string, body?: unknown, opts?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiFetch<T>(path, { ...opts, method: 'PATCH', body: body ?? {} }),
  delete: <T>(path: string, opts?: Omit<RequestOptions, 'method' | 'body'>) => apiFetch<T>(path, { ...opts, method: 'DELETE' }),
};
