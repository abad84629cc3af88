/**
 * SQL for the latitude and longitude of the n-th of many generated AEDs (`n` names an integer
 * column), spread over Slovenia as real AEDs are, not on a grid or along a line: the GiST index of
 * positions splits badly when points come in rows, and filling it that way took about ten times
 * as long.
 */
export const spreadPositionSql = (n: string) =>
  `45.45 + (${n}::bigint * 7919 % 100003) / 100003.0 * 1.4, 13.4 + (${n}::bigint * 104729 % 100019) / 100019.0 * 3.1`;
