/**
 * The URL slug rules of SPEC §2; src/config/ids.ts holds the ids that follow them and the paths.
 * Pure functions: no React, no Node-only modules.
 */

/**
 * Industry slug, SPEC §2: the lowercased name with spaces turned into hyphens and non-word
 * characters removed (hyphens kept). 'Business Services' -> 'business-services',
 * 'eCommerce' -> 'ecommerce'. Surrounding blanks are ignored so they cannot become edge hyphens.
 */
export function industrySlug(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/\s+/g, '-')
    .replace(/[^\w-]/g, '');
}

/**
 * Use-case slug for the canonical form /use-cases/{slug}, SPEC §2: the lowercased title, spaces
 * to hyphens, other symbols removed. Symbols go first so 'Scheduling & Booking' gives
 * 'scheduling-booking' rather than a doubled hyphen; underscores count as symbols here.
 */
export function slugForUseCase(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/[\s-]+/g, '-');
}
