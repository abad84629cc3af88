import { MESSAGES } from '@aedatlas/contracts';
import { ApiError } from '../../../lib/http';
import type { AdminResourceConfig, ResourceMessages } from './resource-types';

/** The texts of a resource's screens, from its labels unless the declaration says otherwise. */
export function messagesOf<T>(resource: AdminResourceConfig<T>): ResourceMessages {
  const { one, many } = resource.label;
  return {
    loadListFailed: `Failed to load ${many}. Please try again later.`,
    loadOneFailed: `Failed to load ${one}`,
    createFailed: `Failed to create ${one}`,
    updateFailed: `Failed to update ${one}`,
    deleteFailed: `Failed to delete ${one}`,
    created: MESSAGES.toast201,
    updated: `${one} updated`,
    deleted: `${one} deleted`,
    deleteConfirm: `Are you sure you want to delete this ${one}? You can restore it from the Trash.`,
    empty: `No ${many} found`,
    emptySearch: () => `No ${many} found matching your search`,
    notFound: `${one} not found`,
    ...resource.messages,
  };
}

/** The screen's own 401 text when it has one (`messages.unauthorized`), else the fallback. */
export function unlessUnauthorized(messages: ResourceMessages, error: unknown, fallback: string): string {
  return messages.unauthorized && error instanceof ApiError && error.status === 401 ? messages.unauthorized : fallback;
}

/**
 * 001 §8 for saves: the server's message, else the error's own message, else the fallback.
 * (A server answer without a message has an ApiError message like 'Request failed (500)'.)
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    const body = error.body as { message?: unknown } | null;
    if (body && typeof body === 'object' && typeof body.message === 'string' && body.message.trim()) return body.message;
    if (error.message && !/^Request failed \(\d+\)$/.test(error.message)) return error.message;
    return fallback;
  }
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

/** Field messages of a 400 answer (`errors: { field: message }`), if any. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || !error.body || typeof error.body !== 'object') return {};
  const errors = (error.body as { errors?: unknown }).errors;
  if (!errors || typeof errors !== 'object') return {};
  return Object.fromEntries(Object.entries(errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}
