import { LANGUAGE_HEADER } from '@aedatlas/contracts';
import { api, ApiError } from '../../../../lib/api-client';

export interface ExplorerAnswer {
  status: number;
  ok: boolean;
  contentType: string;
  /** Parsed JSON, when the answer is JSON. */
  json?: unknown;
  /** The answer as text otherwise (cut at 100,000 characters). */
  text?: string;
}

const TEXT_LIMIT = 100_000;

async function answerOf(response: Response): Promise<ExplorerAnswer> {
  const contentType = response.headers.get('content-type') ?? '';
  const text = await response.text();
  const base = { status: response.status, ok: response.ok, contentType };
  if (/json/i.test(contentType)) {
    try {
      return { ...base, json: JSON.parse(text) };
    } catch {
      // Said to be JSON but is not: shown as text.
    }
  }
  return { ...base, text: text.length > TEXT_LIMIT ? `${text.slice(0, TEXT_LIMIT)}\n... (cut at ${TEXT_LIMIT} characters)` : text };
}

/** GET of a path of this API as the signed-in admin (the shared client: token, refresh, language). */
export async function getApiPath(address: string): Promise<ExplorerAnswer> {
  try {
    const json = await api.get<unknown>(address, { silent: true });
    return { status: 200, ok: true, contentType: 'application/json', json };
  } catch (error) {
    if (error instanceof ApiError && error.status > 0) return { status: error.status, ok: false, contentType: 'application/json', json: error.body ?? { message: error.message } };
    throw error;
  }
}

/**
 * GET of a full address straight from this browser with the given token and the English language
 * header (002 §7). The server never fetches it: an address on another site answers only if that
 * site allows this page to read it (CORS) and this site's security policy lets the page connect.
 */
export async function getAbsolute(url: string, token: string): Promise<ExplorerAnswer> {
  const response = await fetch(url, { headers: { Accept: 'application/json', 'Accept-Language': LANGUAGE_HEADER, Authorization: `Bearer ${token.trim()}` } });
  return answerOf(response);
}
