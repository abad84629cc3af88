import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';

export const NOT_A_REAL_DATE = 'Enter a real date';
export const NOT_A_REAL_TIME = 'Enter a real time';

const DATE_LIKE = new Set(['date', 'datetime-local', 'month', 'week', 'time']);

/** True for the input types whose typed text a browser may refuse as no date (or time). */
export const isDateLike = (type: string | undefined) => DATE_LIKE.has(type ?? '');

/**
 * The message for a date, time or datetime-local input holding typed text that is no date
 * (02/30/2026, a part left blank), else null. A browser then reports an empty value, as if the
 * field were cleared, and only `validity.badInput` tells the two apart.
 */
export function impossibleDateMessage(element: unknown): string | null {
  if (!(element instanceof HTMLInputElement) || !isDateLike(element.type) || !element.validity?.badInput) return null;
  return element.type === 'time' ? NOT_A_REAL_TIME : NOT_A_REAL_DATE;
}

const noChecks = <V extends FieldValues>(values: V) => ({ values, errors: {} });

/**
 * A react-hook-form resolver that also refuses an impossible typed date in any of the form's date
 * inputs, beside the field, before anything is sent: the schema alone sees an empty value and
 * would keep the stored date (or save none). Without a resolver, only this check runs.
 */
export function withRealDates<V extends FieldValues, C, T>(resolver?: Resolver<V, C, T>): Resolver<V, C, T> {
  return async (values, context, options) => {
    const result = await (resolver ?? (noChecks as unknown as Resolver<V, C, T>))(values, context, options);
    const impossible: Record<string, FieldError> = {};
    for (const field of Object.values(options.fields)) {
      const message = impossibleDateMessage(field?.ref);
      if (message) impossible[field.name] = { type: 'badInput', message, ref: field.ref };
    }
    if (!Object.keys(impossible).length) return result;
    return { values: {}, errors: { ...result.errors, ...impossible } as FieldErrors<V> };
  };
}
