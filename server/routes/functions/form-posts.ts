/**
 * The forms without JavaScript (not loaded yet, or switched off): every form is
 * `<form method="post" action="/functions/v1/forms/{endpoint}">`, and this route takes its
 * url-encoded body through the same pipeline as the JSON route (origin check and rate limit
 * of abuse-guards, trap field, schema, submission key, store). It answers like a web page:
 * 303 to the thank-you page (or the paper) on success, or the form's page again with the
 * error and the entered values. Nothing a person typed ever goes into a URL.
 */
import {randomUUID} from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type {FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest} from 'fastify';
import {parse, type HTMLElement} from 'node-html-parser';
import {translatedError} from './translated-errors';
import {noScriptFields, noScriptFormAction, submissionKeyField} from '../../../src/lib/forms/common';
import {formErrorMessages} from '../../../src/lib/forms/messages';
import {parseForm} from '../../../src/lib/forms/schemas/fields';
import {sendError} from '../../plugins/errors';
import {resolvePage} from '../../plugins/static-site';
import {handleSubmission, type FormRouteDefinition} from './form-route';

/** What the page shows when the post is refused: the text and the fields it is about. */
type Refusal = {code: string; error: string; fields: readonly string[]};

export type FormPostsOptions = {forms: ReadonlyArray<FormRouteDefinition<unknown>>};

const urlEncoded = 'application/x-www-form-urlencoded';

/** The posted fields as the JSON route would receive them. */
function bodyOf(params: URLSearchParams, form: NonNullable<FormRouteDefinition<unknown>['noScript']>) {
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
function safePage(value: string | null): string | undefined {
  if (!value || !/^\/[a-z0-9/_-]*$/i.test(value) || value.includes('//')) return undefined;
  return value.replace(/\/+$/, '') || '/';
}

/** The locale prefix of a page ('/es' for /es/landing), so answers stay in its language. */
function localeOf(page: string): string {
  const first = page.split('/')[1] ?? '';
  return /^[a-z]{2}$/.test(first) ? `/${first}` : '';
}

/** The built HTML of `page`, found as the static route finds it (one redirect to its spelling). */
async function readBuiltPage(buildDir: string, page: string): Promise<string | undefined> {
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
function focusOnLoad(form: HTMLElement, refusal?: Refusal, step?: string): void {
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
function formPage(
  html: string,
  action: string,
  params: URLSearchParams,
  locale: string,
  refusal?: Refusal,
  step?: string,
) {
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

async function answerWithPage(
  app: FastifyInstance,
  reply: FastifyReply,
  context: {page: string; action: string; params: URLSearchParams},
  status: number,
  refusal?: Refusal,
  step?: string,
) {
  const html = await readBuiltPage(app.config.buildDir, context.page);
  const page = html && formPage(html, context.action, context.params, localeOf(context.page).slice(1), refusal, step);
  if (!page) {
    // No built page to show it on (the site is not built): the answer the JSON route gives.
    if (!refusal) return reply.code(status).send({ok: true});
    return sendError(reply, status, refusal.code, refusal.error);
  }
  return reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);
}

function registerFormPost(app: FastifyInstance, definition: FormRouteDefinition<unknown>) {
  const noScript = definition.noScript;
  if (!noScript) return;
  const action = noScriptFormAction(definition.endpoint);
  app.post(
    `/forms/${definition.endpoint}`,
    {bodyLimit: definition.bodyLimit, config: {failureMessage: definition.failureMessage}},
    async (request: FastifyRequest, reply: FastifyReply) => {
      const params = request.body instanceof URLSearchParams ? request.body : new URLSearchParams();
      const page = safePage(params.get(noScriptFields.page)) ?? '/';
      const context = {page, action, params};
      const body = bodyOf(params, noScript);
      // A page without scripts cannot make a key: one per post (a resent page is a new post).
      body[submissionKeyField] ||= randomUUID();

      const steps = noScript.steps ?? [];
      const step = steps.find((candidate) => candidate.name === params.get(noScriptFields.step));
      const next = step && steps[steps.indexOf(step) + 1];
      if (step && next) {
        const result = parseForm(step.schema, body);
        if (result.ok) return answerWithPage(app, reply, context, 200, undefined, next.name);
        const {code, fields} = result.issue;
        return answerWithPage(app, reply, context, 400, {code, error: formErrorMessages[code], fields}, step.name);
      }

      const outcome = await handleSubmission(app, definition, request, body);
      if (outcome.kind === 'refused') {
        const fields = outcome.issue?.fields ?? [];
        // A problem with an earlier step's answer shows that step again.
        const stepOf = steps.find((candidate) => fields.some((field) => candidate.fields.includes(field)));
        const refusal = {code: outcome.code, error: outcome.error, fields};
        return answerWithPage(app, reply, context, outcome.status, refusal, stepOf?.name ?? step?.name);
      }
      const answer = outcome.answer;
      const location =
        noScript.success === 'downloadUrl' && 'downloadUrl' in answer
          ? answer.downloadUrl
          : `${localeOf(page)}${noScript.success === 'downloadUrl' ? '/' : noScript.success.page}`;
      return reply.redirect(location, 303);
    },
  );
}

const formPosts: FastifyPluginAsync<FormPostsOptions> = async (app, {forms}) => {
  // Only here (this plugin's scope): every other route takes JSON only.
  app.addContentTypeParser(urlEncoded, {parseAs: 'string'}, (_request, body, done) => {
    done(null, new URLSearchParams(String(body)));
  });
  for (const definition of forms) registerFormPost(app, definition);
};

export default formPosts;
