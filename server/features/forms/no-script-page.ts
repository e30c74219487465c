/**
 * The answer to a form posted without JavaScript, when it is the form's page again: the built
 * page with the form as posted, its error in the page's language, and the step it is about.
 * Nothing a person typed ever goes into a URL.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import {parse, type HTMLElement} from 'node-html-parser';
import {noScriptFields} from '../../../src/lib/forms/common';
import {resolvePage} from '../../platform/http/static-site';
import {translatedError} from './translated-errors';

/** What the page shows when the post is refused: the text and the fields it is about. */
export type PageRefusal = {code: string; error: string; fields: readonly string[]};

/** The built HTML of `page`, found as the static route finds it (one redirect to its spelling). */
export async function readBuiltPage(buildDir: string, page: string): Promise<string | undefined> {
  let resolution = await resolvePage(buildDir, page);
  if (resolution.kind === 'redirect') resolution = await resolvePage(buildDir, resolution.location);
  if (resolution.kind !== 'file' || !resolution.file.endsWith('.html')) return undefined;
  return fs.readFile(path.join(buildDir, resolution.file), 'utf8').catch(() => undefined);
}

const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Puts the posted values back into the form's controls, so nothing typed is lost. */
function fillIn(form: HTMLElement, params: URLSearchParams): void {
  for (const control of form.querySelectorAll('input[name], select[name], textarea[name]')) {
    const name = control.getAttribute('name')!;
    if (name === noScriptFields.page) continue;
    const values = params.getAll(name);
    const type = control.getAttribute('type');
    if (control.tagName === 'SELECT') {
      for (const option of control.querySelectorAll('option')) {
        if (values.includes(option.getAttribute('value') ?? '')) option.setAttribute('selected', '');
        else option.removeAttribute('selected');
      }
    } else if (control.tagName === 'TEXTAREA') {
      control.set_content(escapeText(values[0] ?? ''));
    } else if (type === 'checkbox' || type === 'radio') {
      if (values.includes(control.getAttribute('value') ?? 'on')) control.setAttribute('checked', '');
      else control.removeAttribute('checked');
    } else if (type !== 'hidden' && type !== 'submit') {
      control.setAttribute('value', escapeText(values[0] ?? ''));
    }
  }
}

/** Shows `step` of a form in steps and hides the others (their fields still post along). */
function showStep(form: HTMLElement, step: string): void {
  for (const section of form.querySelectorAll('[data-step]')) {
    if (section.getAttribute('data-step') === step) section.removeAttribute('hidden');
    else section.setAttribute('hidden', '');
  }
  // The form is named by the heading of the step it shows.
  const heading = form.querySelector(`[data-step="${step}"] h3[id]`)?.getAttribute('id');
  if (heading && form.hasAttribute('aria-labelledby')) form.setAttribute('aria-labelledby', heading);
}

/**
 * The answer opens where the visitor left off, not at the top of the page: `autofocus` (which
 * works without scripts and scrolls its element into view) goes to the first refused field, or
 * else to the heading of the step shown (its tabindex=-1 lets it take focus).
 */
function focusOnLoad(form: HTMLElement, refusal?: PageRefusal, step?: string): void {
  const target = refusal ? '[aria-invalid="true"]' : step && `[data-step="${step}"] h3[tabindex]`;
  if (target) form.querySelector(target)?.setAttribute('autofocus', '');
}

/** Where the form that posts to `action` sits in the page's HTML (forms never nest). */
function formRange(html: string, action: string): [number, number] | undefined {
  const opening = new RegExp(`<form\\b[^>]*\\baction=(?:"${action}"|${action})[\\s>/]`).exec(html);
  if (!opening) return undefined;
  const close = html.indexOf('</form>', opening.index);
  return close === -1 ? undefined : [opening.index, close + '</form>'.length];
}

/**
 * The page again, with the form as posted and its error. Only the form is parsed and
 * rewritten; the rest of the page is left byte for byte (the build's minified HTML leaves
 * out closing tags, which a full round trip through a parser would get wrong).
 */
export function formPage(
  html: string,
  action: string,
  params: URLSearchParams,
  locale: string,
  refusal?: PageRefusal,
  step?: string,
): string | undefined {
  const range = formRange(html, action);
  if (!range) return undefined;
  // The build's minified HTML leaves out closing tags (p, li, option); the parser nests what
  // follows an unclosed option inside it, so options (text only) are closed first.
  const source = html.slice(...range).replace(/(<option\b[^>]*>[^<]*)(?=<(?!\/option>))/g, '$1</option>');
  const form = parse(source, {parseNoneClosedTags: true}).querySelector('form');
  if (!form) return undefined;
  fillIn(form, params);
  if (step) showStep(form, step);
  if (refusal) {
    const text = translatedError(refusal.code, refusal.error, locale);
    form.querySelector('[role="alert"]')?.set_content(escapeText(text));
    for (const field of refusal.fields) {
      form.querySelector(`[name="${field}"]`)?.setAttribute('aria-invalid', 'true');
    }
  }
  focusOnLoad(form, refusal, step);
  const page = html.slice(0, range[0]) + form.toString() + html.slice(range[1]);
  // The answer's URL is the form's action, which the site's router does not know: were the
  // page's scripts to start, they would render a 404. The page works without them.
  return page
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*\brel=(?:"?modulepreload"?|"?preload"?[^>]*\bas="?script"?)[^>]*>/gi, '');
}
