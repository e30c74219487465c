/**
 * How a stored column value reads the same on both dialects (SQLite text and integers,
 * PostgreSQL timestamptz and integers): shared by the contact queries, which otherwise would
 * import each other.
 */

/** SQLite stores ISO 8601 text, PostgreSQL timestamptz (a Date): both become epoch ms. */
export function epochMs(value: unknown): number {
  return value instanceof Date ? value.getTime() : new Date(String(value)).getTime();
}

/** A list column's value (JSON text) as a list; undefined when it does not hold one. */
export function jsonList(value: unknown): string[] | undefined {
  try {
    const list: unknown = JSON.parse(String(value));
    return Array.isArray(list) ? list.map(String) : undefined;
  } catch {
    return undefined;
  }
}

/** A flag column's value (1/0 on SQLite, an integer on PostgreSQL) as a boolean. */
export const flagValue = (value: unknown): boolean => Number(value) === 1;
