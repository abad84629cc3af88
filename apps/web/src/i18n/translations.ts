import type { en } from './en';

/** Every text of the English resources, as a string; plural forms beyond English's may be added. */
type Shape<T> = T extends string
  ? string
  : T extends readonly string[]
    ? string[]
    : { [K in keyof T]: Shape<T[K]> } & { [extra: string]: unknown };

/**
 * What another language must provide: every key the English resources have (a missing one fails
 * typecheck), each a string. Extra keys are for plural forms English does not have (_two, _few).
 */
export type Translations = Shape<typeof en>;
