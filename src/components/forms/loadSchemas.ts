/**
 * The form schemas (and zod with them) as a chunk of their own, fetched once on the first
 * focus or submit of any form: the footer's newsletter form is on every page, and most
 * readers never type into a form, so zod stays out of the main bundle.
 */
export type FormSchemas = typeof import('@site/src/lib/forms/schemas');

let pending: Promise<FormSchemas> | undefined;
let loaded: FormSchemas | undefined;

export function loadFormSchemas(): Promise<FormSchemas> {
  pending ??= import('@site/src/lib/forms/schemas').then(
    (schemas) => (loaded = schemas),
    (error: unknown) => {
      // A failed chunk load (offline for a moment) may succeed on the next try.
      pending = undefined;
      throw error;
    },
  );
  return pending;
}

/** The schemas if they are already here: a submit then checks in the same event, at once. */
export function loadedFormSchemas(): FormSchemas | undefined {
  return loaded;
}
