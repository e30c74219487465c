/**
 * Reading a form posted without JavaScript (url-encoded): the fields as the JSON route would
 * receive them, and the page it came from, which the answer goes back to.
 */
import {noScriptFields} from '../../../src/lib/forms/common';
import type {NoScriptForm} from './form-definition';

/** The posted fields as the JSON route would receive them. */
export function bodyOf(params: URLSearchParams, form: NoScriptForm): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const key of new Set(params.keys())) {
    if (key === noScriptFields.page || key === noScriptFields.step) continue;
    fields[key] = form.lists?.includes(key) ? params.getAll(key) : params.get(key);
  }
  for (const flag of form.flags ?? []) fields[flag] = params.has(flag);
  for (const list of form.lists ?? []) fields[list] ??= [];
  return form.toBody ? form.toBody(fields) : fields;
}

/** A page path the form may come back on: our own pages only, no dots, no traversal. */
export function safePage(value: string | null): string | undefined {
  if (!value || !/^\/[a-z0-9/_-]*$/i.test(value) || value.includes('//')) return undefined;
  return value.replace(/\/+$/, '') || '/';
}

/** The locale prefix of a page ('/es' for /es/landing), so answers stay in its language. */
export function localeOf(page: string): string {
  const first = page.split('/')[1] ?? '';
  return /^[a-z]{2}$/.test(first) ? `/${first}` : '';
}
