import { LANGUAGE_CODE_MESSAGE, knownLanguageCode } from '@aedatlas/contracts';
import { badRequest } from '../../plugins/http-errors';

/**
 * The language code to store for what a client sent: undefined (keep) when nothing was sent or
 * the stored code came back unchanged (an older 'en' stays 'en'); a listed code in its canonical
 * spelling; anything else is a 400 with the field's message.
 */
export function languageCodeToStore(sent: string | undefined, stored: string): string | undefined {
  if (sent === undefined || sent.trim() === '' || sent.trim() === stored) return undefined;
  const known = knownLanguageCode(sent);
  if (!known) throw badRequest(LANGUAGE_CODE_MESSAGE, { languageCode: LANGUAGE_CODE_MESSAGE });
  return known;
}
