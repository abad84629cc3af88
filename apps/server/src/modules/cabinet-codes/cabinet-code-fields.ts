import { badRequest } from '../../plugins/http-errors';
import { CabinetCodeKeyMissing, sealCabinetCode } from './cabinet-code-cipher';
import type { CabinetCodeKeys } from './cabinet-code-keys';

interface CabinetCodeColumns {
  cabinetCodeSealed: string | null;
  cabinetCodeKeyId: string | null;
}

/** The AED form's field name, for the message beside it. */
const FIELD = 'cabinetCode';

/**
 * The columns the AED form's write-only code sets: nothing when the field was left out, empty
 * columns when it was cleared, the code sealed for this AED otherwise. Without a key (production
 * without CABINET_CODE_KEYS) storing a code is a 400 that says so, never a 500 or a plain code.
 */
export function cabinetCodeColumns(keys: CabinetCodeKeys, aedId: string, code: string | null | undefined): Partial<CabinetCodeColumns> {
  if (code === undefined) return {};
  if (code === null) return { cabinetCodeSealed: null, cabinetCodeKeyId: null };
  try {
    const { sealed, keyId } = sealCabinetCode(keys, aedId, code);
    return { cabinetCodeSealed: sealed, cabinetCodeKeyId: keyId };
  } catch (err) {
    if (!(err instanceof CabinetCodeKeyMissing)) throw err;
    const message = 'Cabinet codes cannot be stored: the server has no key for them (CABINET_CODE_KEYS).';
    throw badRequest(message, { [FIELD]: message });
  }
}

/** Whether a row has a code, as every answer says it (never the code). */
export const hasCabinetCode = (row: { cabinetCodeSealed?: unknown }) => row.cabinetCodeSealed != null;

/**
 * What the audit log keeps of a code: that it is set, and on a save that replaced it, that it was
 * replaced (a new code seals differently), so a record's history shows every change of the code
 * without the code.
 */
export function cabinetCodeAuditFields(before: { cabinetCodeSealed?: unknown } | undefined, after: { cabinetCodeSealed?: unknown } | undefined) {
  const was = before && hasCabinetCode(before) ? 'set' : null;
  let now: string | null = null;
  if (after && hasCabinetCode(after)) now = was && before!.cabinetCodeSealed !== after.cabinetCodeSealed ? 'replaced' : 'set';
  return { before: { cabinetCode: was }, after: { cabinetCode: now } };
}
