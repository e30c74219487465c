/**
 * The public forms without HTTP: a submission runs through the same steps whichever form it is
 * and however it came (JSON from the page's script, or a url-encoded post without JavaScript):
 * trap check, schema (the browser's own, src/lib/forms), what only the server can add or refuse,
 * one transaction for record and notification (the mail outbox), answer. routes.ts only
 * translates these to and from HTTP.
 */
import {randomUUID} from 'node:crypto';
import {
  honeypotField as defaultHoneypotField,
  isHoneypotFilled,
  noScriptFields,
  submissionKeyField,
  type FormIssue,
} from '../../../src/lib/forms/common';
import {formErrorMessages} from '../../../src/lib/forms/messages';
import {parseForm} from '../../../src/lib/forms/schemas/fields';
import {outboxRecord} from '../mail';
import {offeredPaperFile, whitePaperOffer} from '../white-papers';
import type {FormAnswer, FormDefinition, FormDeps, NoScriptDefinition, SubmissionContext} from './form-definition';
import {paperUrl} from './forms';
import {bodyOf, localeOf, safePage} from './no-script-post';
import {storeSubmission} from './queries';

export const duplicateSubmissionStatus = 409;

/** Why a submission was turned down: the status and `{code, error}` of the answer, and the schema's finding. */
export type SubmissionRefusal = {kind: 'refused'; status: number; code: string; error: string; issue?: FormIssue};

export type FormOutcome = {kind: 'accepted'; answer: FormAnswer} | SubmissionRefusal;

/** The schema's verdict on a body, when the route's validation already ran it. */
export type ParsedBody<T> = {ok: true; value: T} | {ok: false; issue: FormIssue};

/**
 * Stores an accepted submission once per its submission key. A key seen before with the same
 * answers is a retry (answered as accepted, nothing written); with different answers it is
 * refused with 409, so new data is never silently dropped.
 */
async function store<T>(deps: FormDeps, definition: FormDefinition<T>, parsed: T, {origin, log}: SubmissionContext): Promise<FormOutcome> {
  const value = definition.prepare ? await definition.prepare(deps, parsed) : parsed;
  const refusal = await definition.check?.(deps, value, log);
  if (refusal) return {kind: 'refused', ...refusal};
  const {record, alsoWhenCreated = [], mail} = definition.submission(value, {origin, notifyTo: await deps.notifyTo()});
  const stored = await storeSubmission(deps.db, record, [...alsoWhenCreated, ...(mail ? [outboxRecord(mail)] : [])]);
  if (stored === 'conflict') {
    log.info(`${definition.endpoint}: submission key reused with different data`);
    const code = 'duplicateSubmission';
    return {kind: 'refused', status: duplicateSubmissionStatus, code, error: formErrorMessages[code]};
  }
  if (stored === 'created' && mail) deps.nudgeOutbox();
  log.info(`${definition.endpoint}: ${stored === 'created' ? 'stored' : 'already stored'}`);
  await definition.afterStored?.(deps, value);
  return {kind: 'accepted', answer: definition.answer(value)};
}

/**
 * Runs a submission through the pipeline: the trap, the schema, the store. `parsed` is the
 * schema's verdict when the route's validation already ran it on `body`.
 */
export async function submitForm<T>(
  deps: FormDeps,
  definition: FormDefinition<T>,
  body: unknown,
  context: SubmissionContext,
  parsed?: ParsedBody<T>,
): Promise<FormOutcome> {
  if (isHoneypotFilled(body, definition.honeypotField ?? defaultHoneypotField)) {
    context.log.info(`${definition.endpoint}: dropped, honeypot field filled`);
    return {kind: 'accepted', answer: definition.answer()};
  }
  const result = parsed ?? parseForm(definition.schema, body);
  if (!result.ok) {
    context.log.info({field: result.issue.field, code: result.issue.code}, `${definition.endpoint}: refused`);
    const {code} = result.issue;
    return {kind: 'refused', status: 400, code, error: formErrorMessages[code], issue: result.issue};
  }
  return store(deps, definition, result.value, context);
}

/** What a post without JavaScript comes to: the page again (a step, or a refusal), or where the visitor goes next. */
export type NoScriptOutcome =
  | {kind: 'step'; show: string}
  | {kind: 'refused'; status: number; code: string; error: string; fields: readonly string[]; step?: string}
  | {kind: 'accepted'; location: string};

/**
 * A form posted without JavaScript, from the page `page` (our own pages only, else the home
 * page). A step of a form in steps is checked alone and answered with the next step; the last
 * step (or a form of one) is submitted like the JSON route's. A refused answer names the step
 * it is about, so the page shows that step again.
 */
export async function submitNoScriptPost<T>(
  deps: FormDeps,
  definition: NoScriptDefinition<T>,
  params: URLSearchParams,
  context: SubmissionContext,
): Promise<{page: string; outcome: NoScriptOutcome}> {
  const noScript = definition.noScript;
  const page = safePage(params.get(noScriptFields.page)) ?? '/';
  const body = bodyOf(params, noScript);
  // A page without scripts cannot make a key: one per post (a resent page is a new post).
  body[submissionKeyField] ||= randomUUID();

  const steps = noScript.steps ?? [];
  const step = steps.find((candidate) => candidate.name === params.get(noScriptFields.step));
  const next = step && steps[steps.indexOf(step) + 1];
  if (step && next) {
    const result = parseForm(step.schema, body);
    if (result.ok) return {page, outcome: {kind: 'step', show: next.name}};
    const {code, fields} = result.issue;
    return {page, outcome: {kind: 'refused', status: 400, code, error: formErrorMessages[code], fields, step: step.name}};
  }

  const outcome = await submitForm(deps, definition, body, context);
  if (outcome.kind === 'refused') {
    const fields = outcome.issue?.fields ?? [];
    // A problem with an earlier step's answer shows that step again.
    const stepOf = steps.find((candidate) => fields.some((field) => candidate.fields.includes(field)));
    const {status, code, error} = outcome;
    return {page, outcome: {kind: 'refused', status, code, error, fields, step: stepOf?.name ?? step?.name}};
  }
  const answer = outcome.answer;
  const location =
    noScript.success === 'downloadUrl' && 'downloadUrl' in answer
      ? answer.downloadUrl
      : `${localeOf(page)}${noScript.success === 'downloadUrl' ? '/' : noScript.success.page}`;
  return {page, outcome: {kind: 'accepted', location}};
}

export type OfferedPaper = {file: string; downloadUrl: string; title: string | null; description: string | null};

/** The paper the white paper forms offer now, with staff's title and description (null until they offer one). */
export async function offeredPaper(deps: Pick<FormDeps, 'db'>): Promise<OfferedPaper> {
  const offer = await whitePaperOffer(deps.db);
  const file = offeredPaperFile(offer);
  return {file, ...paperUrl(file), title: offer?.title ?? null, description: offer?.description ?? null};
}
