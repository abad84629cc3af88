import { LANGUAGE_HEADER, MESSAGES, SEARCH_BUSY_MESSAGE, TRASH_ENTRY_HEADER } from '@aedatlas/contracts';
import { toast } from 'react-toastify';
import { translateMessage } from '../i18n/messages';
import { appHeaders } from './app-headers';
import { DATA_AS_OF_HEADER, isOutageStatus, reportAvailable, reportServedFromMemory, reportUnavailable } from './service-status';
import { toastSuccess } from './success-toast';
import { reportTrashed } from './trash-events';

/**
 * The one place the web app calls `fetch`. It knows headers, bodies, errors and the global
 * toasts (000 §8), but nothing about the session: `api-client.ts` adds tokens and refresh on top,
 * and the identity calls use it directly because they must never trigger a refresh themselves.
 */
export interface HttpOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as application/json. */
  json?: unknown;
  /** Sent as application/x-www-form-urlencoded (the identity provider's endpoints). */
  form?: Record<string, string>;
  token?: string | null;
  /** No global toasts: the screen shows the outcome itself (login, AED count, check-in...). */
  silent?: boolean;
  /** The Accept header; JSON unless a caller needs otherwise (the help center list sends any). */
  accept?: string;
  signal?: AbortSignal;
  /** A successful body comes back as an ArrayBuffer, not decoded (the map feed goes to a worker). */
  rawBody?: boolean;
  /** With rawBody: the bytes received so far and the part just come, each time more come (a long download's progress). */
  onProgress?: (received: number, part: Uint8Array, headers: Headers) => void;
  /** More request headers (If-Match on admin updates). */
  headers?: Record<string, string>;
  /**
   * false: a 502/503/504 is this call's own answer, which the screen shows where it was asked
   * (an open-data download told to come back in a minute), not an outage for the banner.
   */
  outageBanner?: boolean;
}

/** A failed call. `status` 0 means no response reached us (network down, server gone). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * What the server said of a refused request, for the person: its field messages (a 400 names what
 * is wrong with which value, e.g. 'At most 366 days at a time'), else its message, else `fallback`.
 */
export function serverWordsOf(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError) || !error.body || typeof error.body !== 'object') return fallback;
  const { errors, message } = error.body as { errors?: unknown; message?: unknown };
  const fields = errors && typeof errors === 'object' ? Object.values(errors).filter((m): m is string => typeof m === 'string' && m.trim() !== '') : [];
  if (fields.length) return fields.join(' ');
  return typeof message === 'string' && message.trim() ? message : fallback;
}

export const NO_RESPONSE_MESSAGE = 'No response from server. Please check your connection.';
export const CUT_OFF_MESSAGE = 'The connection broke before the whole file came. Please try again.';

/**
 * The server's answer to one more search that reads every AED while others do (503 with its own
 * message): the server is up and asks to be asked again, so it is not an outage.
 */
export function isSearchBusy(status: number, message: string): boolean {
  return status === 503 && message === SEARCH_BUSY_MESSAGE;
}

/** `isSearchBusy` for a failure of any kind: a busy search is an ApiError with that answer. */
export const isSearchBusyError = (error: unknown): error is ApiError => error instanceof ApiError && isSearchBusy(error.status, error.message);

/** The provider's error_description, else the API's message, else the error code (000 §8). */
export function errorMessageOf(body: unknown, fallback: string): string {
  if (typeof body === 'string' && body.trim()) return body;
  if (!body || typeof body !== 'object') return fallback;
  const { error_description, message, error } = body as Record<string, unknown>;
  for (const candidate of [error_description, message, error]) {
    if (typeof candidate === 'string' && candidate.trim()) return candidate;
  }
  return fallback;
}

function globalToast(status: number): void {
  if (status === 201) toastSuccess(translateMessage(MESSAGES.toast201));
  else if (status === 400) toast.error(translateMessage(MESSAGES.toast400));
  else if (status === 404) toast.error(translateMessage(MESSAGES.toast404));
  // An outage has its own banner ('Service temporarily unavailable'), not a toast per request.
  else if (status >= 500 && !isOutageStatus(status)) toast.error(translateMessage(MESSAGES.toast500));
}

/** The whole body, reporting each part as it comes. */
async function readBytes(response: Response, onProgress?: HttpOptions['onProgress']): Promise<ArrayBuffer> {
  if (!onProgress || !response.body) return response.arrayBuffer();
  const parts: Uint8Array[] = [];
  let received = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    received += value.byteLength;
    onProgress(received, value, response.headers);
  }
  const bytes = new Uint8Array(received);
  let at = 0;
  for (const part of parts) {
    bytes.set(part, at);
    at += part.byteLength;
  }
  return bytes.buffer;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const isJson = (response.headers.get('content-type') ?? '').includes('json');
  if (!isJson) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export async function httpRequest<T>(path: string, options: HttpOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: options.accept ?? 'application/json', 'Accept-Language': LANGUAGE_HEADER, ...appHeaders(), ...options.headers };
  let body: BodyInit | undefined;
  if (options.form) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(options.form);
  } else if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  if (options.token) headers.Authorization = `Bearer ${options.token}`;

  let response: Response;
  try {
    response = await fetch(path, { method: options.method ?? (body ? 'POST' : 'GET'), headers, body, signal: options.signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    reportUnavailable();
    throw new ApiError(0, NO_RESPONSE_MESSAGE);
  }
  // An answer from the server's memory (the map while its database is away) is no sign the service is back.
  const servedFromMemory = response.ok ? response.headers.get(DATA_AS_OF_HEADER) : null;
  if (servedFromMemory) reportServedFromMemory(servedFromMemory);
  else if (response.ok) reportAvailable();
  if (options.rawBody && response.ok) {
    // A file cut off on the way is an error, never a shorter file (nor one of nothing).
    return (await readBytes(response, options.onProgress).catch((error: unknown) => {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw new ApiError(0, CUT_OFF_MESSAGE);
    })) as T;
  }
  const data = await readBody(response).catch(() => undefined);
  if (isOutageStatus(response.status) && options.outageBanner !== false && !isSearchBusy(response.status, errorMessageOf(data, ''))) reportUnavailable();
  if (!options.silent) globalToast(response.status);
  if (!response.ok) {
    throw new ApiError(response.status, errorMessageOf(data, `Request failed (${response.status})`), data ?? null);
  }
  const trashed = response.headers.get(TRASH_ENTRY_HEADER);
  if (trashed) reportTrashed(trashed);
  return data as T;
}
