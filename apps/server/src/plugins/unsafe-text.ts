import { UNSAFE_TEXT_MESSAGE, hasUnsafeCharacters } from '@aedatlas/contracts';

const MAX_DEPTH = 20;

/**
 * Field messages for every string in the request that holds a NUL, another control character
 * (tab, line feed and carriage return are text) or a broken surrogate pair, keyed like the
 * schema errors ("email", "items.0.name"); undefined when all is well. Keys are checked too.
 */
export function findUnsafeText(parts: Record<string, unknown>): Record<string, string> | undefined {
  const errors: Record<string, string> = {};
  for (const part of Object.values(parts)) visit(part, [], 0, errors);
  return Object.keys(errors).length ? errors : undefined;
}

// At module level, walking one path array: this runs for every request, and a closure or a copied
// path per value was a measurable part of a cached answer's cost.
function visit(value: unknown, path: string[], depth: number, errors: Record<string, string>): void {
  if (typeof value === 'string') {
    if (hasUnsafeCharacters(value)) errors[path.join('.') || '_'] ??= UNSAFE_TEXT_MESSAGE;
    return;
  }
  if (!value || typeof value !== 'object' || depth > MAX_DEPTH) return;
  // Raw bodies (uploads) are bytes, not text.
  if (ArrayBuffer.isView(value) || value instanceof ArrayBuffer || typeof (value as { pipe?: unknown }).pipe === 'function') return;
  for (const key of Object.keys(value)) {
    if (hasUnsafeCharacters(key)) errors[path.length ? `${path.join('.')}._key` : '_key'] ??= UNSAFE_TEXT_MESSAGE;
    path.push(key);
    visit((value as Record<string, unknown>)[key], path, depth + 1, errors);
    path.pop();
  }
}
