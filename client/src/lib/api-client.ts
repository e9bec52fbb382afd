import type { ApiErrorBody, ApiIssue } from '@shared/schemas/common';
import i18n from './i18n';

/** SPEC.md §8: a non-OK response raises "{status}: {body text}"; the parsed body is kept for toasts and forms. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody | null,
    bodyText: string,
  ) {
    super(`${status}: ${bodyText}`);
  }
  /** The server's human message (for toasts), falling back to the raw text. */
  get serverMessage(): string {
    return this.body?.message ?? this.message;
  }
  get issues(): ApiIssue[] {
    return this.body?.issues ?? [];
  }
  /** The server's id for this request (its log line), for a user to quote to support. */
  get requestId(): string | undefined {
    const id = this.body?.requestId;
    return typeof id === 'string' && id.length <= 64 ? id : undefined;
  }
}

/** The request id of a failed API call, if the server sent one (shown as "Reference" in error toasts). */
export const requestIdOf = (err: unknown) => (err instanceof ApiError ? err.requestId : undefined);

async function raise(res: Response): Promise<never> {
  const text = (await res.text()) || res.statusText;
  let body: ApiErrorBody | null = null;
  try {
    body = JSON.parse(text);
  } catch {
    body = null;
  }
  throw new ApiError(res.status, body, text);
}

async function send(method: string, url: string, data?: unknown, signal?: AbortSignal): Promise<Response> {
  const res = await fetch(url, {
    method,
    credentials: 'include',
    // The interface language, not only the browser's: registration stores it as the preferred language.
    headers: {
      'Accept-Language': i18n.resolvedLanguage ?? 'en',
      ...(data === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: data === undefined ? undefined : JSON.stringify(data),
    signal,
  });
  if (!res.ok) await raise(res);
  return res;
}

/** The raw response of a successful call (a download, say); failures raise like apiRequest. */
export const apiResponse = (method: string, url: string) => send(method, url);

export async function apiRequest<T = unknown>(method: string, url: string, data?: unknown): Promise<T> {
  const res = await send(method, url, data);
  if (res.status === 204) return undefined as T;
  const type = res.headers.get('content-type') ?? '';
  return (type.includes('application/json') ? res.json() : res.text()) as Promise<T>;
}

/** `url?a=1&b=2`, leaving out parameters that are undefined or empty. */
export function withQuery(url: string, params: Record<string, string | number | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `${url}?${text}` : url;
}

/** A paged list (PRODUCT.md 26): the body is one page, X-Total-Count the total across pages. */
/** One page of a paged list: its body, the total from X-Total-Count, the next page's cursor from X-Next-Cursor. */
export async function apiGetPage<T>(
  url: string,
  signal?: AbortSignal,
): Promise<{ body: T; total: number; next: string | null }> {
  const res = await send('GET', url, undefined, signal);
  const body = (await res.json()) as T;
  const header = res.headers.get('X-Total-Count');
  const total = Number(header);
  return {
    body,
    total: header !== null && Number.isSafeInteger(total) && total >= 0 ? total : Number.NaN,
    next: res.headers.get('X-Next-Cursor'),
  };
}

export const apiGet = <T>(url: string) => apiRequest<T>('GET', url);
