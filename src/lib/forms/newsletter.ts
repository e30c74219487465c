/** SPEC §3 "Newsletter subscription": what a name may keep (the schema is schemas/newsletter.ts). */

/**
 * Keeps letters and digits of any script, spaces and the punctuation real names and company
 * names use (. , ' & -); drops everything else. Runs on text already cleaned of markup.
 */
export function stripSpecialCharacters(value: string): string {
  return value
    .replace(/[^\p{L}\p{M}\p{N}\s.,'&-]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
}
