/** `%term%` for ILIKE, with the LIKE wildcards in the term taken literally. */
export const containsPattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
