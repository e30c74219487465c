/**
 * The public forms over HTTP under /functions/v1 (SPEC §7); the rules are service.ts's.
 *
 * POST /{endpoint}: a form's JSON from the page's script; the answer is `{ok: true}` or the
 * paper's `downloadUrl`, a refusal `{code, error}` with the code of the form's schema.
 * POST /forms/{endpoint}: the same form posted without JavaScript (url-encoded), through the
 * same pipeline (origin check and rate limit of abuse-guards, trap field, schema, submission
 * key, store); it answers like a web page: 303 to the thank-you page (or the paper), or the
 * form's page again with its error and the values entered (no-script-page.ts).
 * GET /offered-white-paper: which paper the white paper offers show and hand out.
 */
import type {FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest} from 'fastify';
import {offeredWhitePaperEndpoint} from '../../../src/config/ids';
import {noScriptFormAction} from '../../../src/lib/forms/common';
import {errorBodySchema, sendError} from '../../platform/http/errors';
import type {FormDefinition, FormDeps, SubmissionContext} from './form-definition';
import {publicForms} from './forms';
import {localeOf} from './no-script-post';
import {formPage, readBuiltPage, type PageRefusal} from './no-script-page';
import {answerSchema, FormValidationError, noScriptResponses, offeredPaperSchema, zodValidatorCompiler} from './schema';
import {offeredPaper, submitForm, submitNoScriptPost, type FormOutcome} from './service';

const depsOf = (app: FastifyInstance): FormDeps => ({
  db: app.db,
  storage: app.storage,
  notifyTo: () => app.notifyRecipients.to(),
  nudgeOutbox: () => app.nudgeOutbox(),
});

const contextOf = (request: FastifyRequest): SubmissionContext => ({
  origin: {ip: request.ip, userAgent: request.headers['user-agent']},
  log: request.log,
});

function sendOutcome(reply: FastifyReply, outcome: FormOutcome) {
  if (outcome.kind === 'accepted') return reply.send(outcome.answer);
  return sendError(reply, outcome.status, outcome.code, outcome.error);
}

type RawFormRequest = FastifyRequest & {rawForm?: unknown};

function registerFormRoute(app: FastifyInstance, definition: FormDefinition<unknown>): void {
  app.post(
    `/${definition.endpoint}`,
    {
      // The raw body is kept for the trap check: the schema drops fields it does not know.
      preValidation: async (request) => {
        (request as RawFormRequest).rawForm = request.body;
      },
      schema: {body: definition.schema, response: {200: answerSchema, '4xx': errorBodySchema, '5xx': errorBodySchema}},
      attachValidation: true,
      bodyLimit: definition.bodyLimit,
      config: {failureMessage: definition.failureMessage},
    },
    async (request, reply) => {
      const invalid = request.validationError;
      const parsed = invalid instanceof FormValidationError ? ({ok: false, issue: invalid.issue} as const) : ({ok: true, value: request.body} as const);
      const raw = (request as RawFormRequest).rawForm;
      return sendOutcome(reply, await submitForm(depsOf(app), definition, raw, contextOf(request), parsed));
    },
  );
}

/** The form's page again with `refusal` or the `step` to show; without a built page, the JSON route's answer. */
async function answerWithPage(
  app: FastifyInstance,
  reply: FastifyReply,
  {page, action, params}: {page: string; action: string; params: URLSearchParams},
  status: number,
  refusal?: PageRefusal,
  step?: string,
) {
  const html = await readBuiltPage(app.config.buildDir, page);
  const answer = html && formPage(html, action, params, localeOf(page).slice(1), refusal, step);
  if (!answer) {
    if (!refusal) return reply.code(status).send({ok: true});
    return sendError(reply, status, refusal.code, refusal.error);
  }
  return reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(answer);
}

function registerNoScriptPost(app: FastifyInstance, {noScript, ...definition}: FormDefinition<unknown>): void {
  if (!noScript) return;
  const form = {...definition, noScript};
  const action = noScriptFormAction(definition.endpoint);
  app.post(
    `/forms/${definition.endpoint}`,
    {bodyLimit: definition.bodyLimit, schema: {response: noScriptResponses}, config: {failureMessage: definition.failureMessage}},
    async (request: FastifyRequest, reply: FastifyReply) => {
      const params = request.body instanceof URLSearchParams ? request.body : new URLSearchParams();
      const {page, outcome} = await submitNoScriptPost(depsOf(app), form, params, contextOf(request));
      if (outcome.kind === 'accepted') return reply.redirect(outcome.location, 303);
      const context = {page, action, params};
      if (outcome.kind === 'step') return answerWithPage(app, reply, context, 200, undefined, outcome.show);
      return answerWithPage(app, reply, context, outcome.status, outcome, outcome.step);
    },
  );
}

const noScriptPosts: FastifyPluginAsync = async (app) => {
  // Only here (this plugin's scope): every other route takes JSON only.
  app.addContentTypeParser('application/x-www-form-urlencoded', {parseAs: 'string'}, (_request, body, done) => {
    done(null, new URLSearchParams(String(body)));
  });
  for (const definition of publicForms) registerNoScriptPost(app, definition);
};

const formRoutes: FastifyPluginAsync = async (app) => {
  // The white paper offers ask which paper to show and request; no-cache so a new choice shows at once.
  app.get(`/${offeredWhitePaperEndpoint}`, {schema: offeredPaperSchema}, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return offeredPaper(depsOf(app));
  });
  app.setValidatorCompiler(zodValidatorCompiler);
  for (const definition of publicForms) registerFormRoute(app, definition);
  await app.register(noScriptPosts);
};

export default formRoutes;
