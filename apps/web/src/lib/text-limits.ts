/**
 * How long a typed text may be: the contracts' own limit where a schema gives one, else a cap
 * far above any real text, so that a huge paste (5 MB froze the page) never fills a field.
 */
export const TEXT_INPUT_MAX = 10_000;
export const TEXT_AREA_MAX = 100_000;

const TEXT_TYPES = new Set(['text', 'email', 'tel', 'url', 'search', 'password']);
/** The input types a maxLength applies to (a date or a number has none). */
export const takesMaxLength = (type: string | undefined) => TEXT_TYPES.has(type ?? 'text');

interface ZodLike {
  _zod?: { def?: { type?: string; in?: unknown; out?: unknown; innerType?: unknown; options?: unknown[]; shape?: Record<string, unknown>; checks?: { _zod?: { def?: { check?: string; maximum?: number } } }[] } };
  maxLength?: number | null;
}
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'nonoptional', 'readonly', 'catch']);

/** The schema under preprocess steps, optional, nullable and default: the one that checks the value. */
function core(schema: unknown, depth = 0): ZodLike | undefined {
  const s = schema as ZodLike | undefined;
  const def = s?._zod?.def;
  if (!def || depth > 20) return s;
  if (def.type === 'pipe') {
    // z.preprocess(fn, schema) is a pipe from a transform into the schema; schema.transform(fn) the other way round.
    const out = core(def.out, depth + 1);
    return out?._zod?.def?.type === 'transform' ? core(def.in, depth + 1) : out;
  }
  if (def.type && WRAPPERS.has(def.type)) return core(def.innerType, depth + 1);
  return s;
}

function stringMax(schema: unknown): number | undefined {
  const s = core(schema);
  if (s?._zod?.def?.type === 'union') {
    // A text or '' or null (an optional contact): the longest text any of its texts takes.
    const texts = (s._zod.def.options ?? []).filter((o) => core(o)?._zod?.def?.type === 'string').map(stringMax);
    return texts.length && texts.every((m) => m !== undefined) ? Math.max(...(texts as number[])) : undefined;
  }
  if (s?._zod?.def?.type !== 'string') return undefined;
  if (typeof s.maxLength === 'number') return s.maxLength;
  const limits = (s._zod.def.checks ?? []).map((c) => c._zod?.def).filter((d) => d?.check === 'max_length' && typeof d.maximum === 'number');
  return limits.length ? Math.min(...limits.map((d) => d!.maximum!)) : undefined;
}

/** Each text field's greatest length in a zod object schema (also under preprocess and refine): { title: 200, ... }. */
export function maxLengthsOf(schema: unknown): Record<string, number> {
  const shape = core(schema)?._zod?.def?.shape ?? {};
  const limits: Record<string, number> = {};
  for (const [name, field] of Object.entries(shape)) {
    const max = stringMax(field);
    if (max !== undefined) limits[name] = max;
  }
  return limits;
}
