/**
 * Form refusals in the page's language for answers rendered on the server (forms sent without
 * JavaScript). The browser translates codes through Docusaurus (src/components/forms/errorText.ts,
 * ids `form.error.{code}`); the server reads the same translations from i18n/<locale>/code.json,
 * so translators keep one file and an /es/ page never shows an English error.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';

const i18nDir = path.join(__dirname, '../../../i18n');
const cache = new Map<string, Record<string, {message?: unknown}>>();

function translationsOf(locale: string): Record<string, {message?: unknown}> {
  let table = cache.get(locale);
  if (!table) {
    try {
      table = JSON.parse(readFileSync(path.join(i18nDir, locale, 'code.json'), 'utf8')) as typeof table;
    } catch {
      // No translations for this locale (or none shipped): the English text stands.
      table = {};
    }
    cache.set(locale, table!);
  }
  return table!;
}

/** `english` in `locale` ('' or 'en' for the default), by the refusal's stable code. */
export function translatedError(code: string, english: string, locale: string): string {
  if (locale === '' || locale === 'en' || !/^[a-z]{2}$/.test(locale)) return english;
  const message = translationsOf(locale)[`form.error.${code}`]?.message;
  return typeof message === 'string' && message !== '' ? message : english;
}
