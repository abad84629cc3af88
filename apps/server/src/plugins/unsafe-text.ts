import { UNSAFE_TEXT_MESSAGE, hasUnsafeCharacters } from '@aedatlas/contracts';

const MAX_DEPTH = 20;

/**
 * Field messages for every string in the request that holds a NUL, another control character
 * (tab, line feed and carriage return are text) or a broken surrogate pair, keyed like the
 * schema errors ("email", "items.0.name"); undefined when all is well. Keys are checked too.
 */
export function findUnsafeText(parts: Record<string, unknown>): Record<string, string> | undefined {
  const errors: Record<string, string> = {};
  const visit = (value: unknown, path: string[], depth: number) => {
    if (typeof value === 'string') {
      if (hasUnsafeCharacters(value)) errors[path.join('.') || '_'] ??= UNSAFE_TEXT_MESSAGE;
      return;
    }
    if (!value || typeof value !== 'object' || depth > MAX_DEPTH) return;
    // Raw bodies (uploads) are bytes, not text.
    if (ArrayBuffer.isView(value) || value instanceof ArrayBuffer || typeof (value as { pipe?: unknown }).pipe === 'function') return;
    for (const [key, child] of Object.entries(value)) {
      if (hasUnsafeCharacters(key)) errors[[...path, '_key'].join('.')] ??= UNSAFE_TEXT_MESSAGE;
      visit(child, [...path, key], depth + 1);
    }
  };
  for (const part of Object.values(parts)) visit(part, [], 0);
  return Object.keys(errors).length ? errors : undefined;
}
