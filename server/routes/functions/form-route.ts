/**
 * The one way a public form endpoint is built: path, schema (which normalises and validates),
 * the rows and notification it stores, and its answer. Every form route runs the same steps:
 * trap check, schema, optional server-side check, one transaction for record + notification,
 * log, answer. Refusals are `{ code, error }` with the code from the form's schema.
 */
import type {FastifyInstance, FastifyReply, FastifyRequest} from 'fastify';
import type {z} from 'zod';
import {honeypotField as defaultHoneypotField, isHoneypotFilled, type FormIssue} from '../../../src/lib/forms/common';
import {formErrorMessages} from '../../../src/lib/forms/messages';
import {parseForm} from '../../../src/lib/forms/schemas/fields';
import type {FormEndpoint} from '../../../src/config/ids';
import type {LeadOrigin} from '../../db/leads';
import {storedRowMatches, writeSubmission, type RecordInsert} from '../../db/records';
import {outboxRecord, type OutgoingMail} from '../../mail/outbox';
import {sendError} from '../../plugins/errors';

/** What an accepted submission writes: its record, rows that go with a new one, its mail. */
export type FormSubmission = {
  record: RecordInsert;
  alsoWhenCreated?: RecordInsert[];
  mail?: OutgoingMail;
};

/** A refusal the schema cannot know about (e.g. the paper is not in storage). */
export type FormRefusal = {status: number; code: string; error: string};

export type FormAnswer = {ok: true} | {downloadUrl: string};

export type FormRouteDefinition<T> = {
  endpoint: FormEndpoint;
  schema: z.ZodType<T>;
  bodyLimit: number;
  /** What a 5xx on this route says (SPEC §8). */
  failureMessage: string;
  honeypotField?: string;
  /** The answer for an accepted submission, and (without a value) for a trapped one. */
  answer(value?: T): FormAnswer;
  /** Adds what only the server knows (e.g. the paper the forms offer) before the check. */
  prepare?(app: FastifyInstance, value: T): Promise<T>;
  check?(app: FastifyInstance, value: T, request: FastifyRequest): Promise<FormRefusal | undefined>;
  submission(value: T, context: {origin: LeadOrigin; notifyTo: string}): FormSubmission;
  /**
   * Runs once the submission is stored, and again for a retry of it (so it must be idempotent):
   * a retry repairs what a failed run left undone.
   */
  afterStored?(app: FastifyInstance, value: T): Promise<void>;
  /** How the form's no-script post (url-encoded) reads and answers; see form-posts.ts. */
  noScript?: NoScriptForm;
};

export type NoScriptForm = {
  /** Fields that may repeat (checkbox groups): read as lists. */
  lists?: readonly string[];
  /** Checkboxes: present means true. */
  flags?: readonly string[];
  /** Turns the posted fields into the JSON body the schema expects (e.g. joins two names). */
  toBody?(fields: Record<string, unknown>): Record<string, unknown>;
  /** Where a person goes after a success: a page of the site (per locale) or the answer's link. */
  success: {page: string} | 'downloadUrl';
  /** A form in steps: posting a step checks only its schema and shows the next step. */
  steps?: ReadonlyArray<{name: string; schema: z.ZodType; fields: readonly string[]}>;
};

/** Keeps the value's type when definitions of different forms share one list. */
export function defineForm<T>(definition: FormRouteDefinition<T>): FormRouteDefinition<unknown> {
  return definition as FormRouteDefinition<unknown>;
}

/** The schema's verdict as Fastify's validation error, so attachValidation hands it over. */
export class FormValidationError extends Error {
  constructor(readonly issue: FormIssue) {
    super(formErrorMessages[issue.code]);
  }
}

/** Fastify's validatorCompiler for zod form schemas: the route's validation IS the schema. */
export function zodValidatorCompiler({schema}: {schema: unknown}) {
  return (data: unknown) => {
    const result = parseForm(schema as z.ZodType, data);
    return result.ok ? {value: result.value} : {error: new FormValidationError(result.issue)};
  };
}

export function originOf(request: FastifyRequest): LeadOrigin {
  return {ip: request.ip, userAgent: request.headers['user-agent']};
}

export const duplicateSubmissionStatus = 409;

export type FormOutcome =
  | {kind: 'accepted'; answer: FormAnswer}
  | {kind: 'refused'; status: number; code: string; error: string; issue?: FormIssue};

/** Columns a retry may differ in without being a different submission. */
const perAttemptColumns = ['created_at', 'ip', 'user_agent'];

/**
 * Stores an accepted submission once per its submission key. A key seen before with the same
 * answers is a retry (answered as accepted, nothing written); with different answers it is
 * refused with 409, so new data is never silently dropped.
 */
async function store<T>(
  app: FastifyInstance,
  definition: FormRouteDefinition<T>,
  parsed: T,
  request: FastifyRequest,
): Promise<FormOutcome> {
  const value = definition.prepare ? await definition.prepare(app, parsed) : parsed;
  const refusal = await definition.check?.(app, value, request);
  if (refusal) return {kind: 'refused', ...refusal};
  const {record, alsoWhenCreated = [], mail} = definition.submission(value, {
    origin: originOf(request),
    notifyTo: await app.notifyRecipients.to(),
  });
  const {created} = await writeSubmission(app.db, {
    record,
    whenCreated: [...alsoWhenCreated, ...(mail ? [outboxRecord(mail)] : [])],
  });
  if (created) {
    if (mail) app.nudgeOutbox();
    request.log.info(`${definition.endpoint}: stored`);
  } else if (record.uniqueBy === 'csrf_token' && !(await storedRowMatches(app.db, record, perAttemptColumns))) {
    request.log.info(`${definition.endpoint}: submission key reused with different data`);
    return {
      kind: 'refused',
      status: duplicateSubmissionStatus,
      code: 'duplicateSubmission',
      error: formErrorMessages.duplicateSubmission,
    };
  } else {
    request.log.info(`${definition.endpoint}: already stored`);
  }
  await definition.afterStored?.(app, value);
  return {kind: 'accepted', answer: definition.answer(value)};
}

/**
 * Runs a submission through the pipeline: the trap, the schema, the store. Shared by the JSON
 * route and the no-JavaScript form post, so both apply exactly the same rules.
 */
export async function handleSubmission<T>(
  app: FastifyInstance,
  definition: FormRouteDefinition<T>,
  request: FastifyRequest,
  body: unknown,
  parsed?: {ok: true; value: T} | {ok: false; issue: FormIssue},
): Promise<FormOutcome> {
  if (isHoneypotFilled(body, definition.honeypotField ?? defaultHoneypotField)) {
    request.log.info(`${definition.endpoint}: dropped, honeypot field filled`);
    return {kind: 'accepted', answer: definition.answer()};
  }
  const result = parsed ?? parseForm(definition.schema, body);
  if (!result.ok) {
    request.log.info({field: result.issue.field, code: result.issue.code}, `${definition.endpoint}: refused`);
    const {code} = result.issue;
    return {kind: 'refused', status: 400, code, error: formErrorMessages[code], issue: result.issue};
  }
  return store(app, definition, result.value, request);
}

function sendOutcome(reply: FastifyReply, outcome: FormOutcome) {
  if (outcome.kind === 'accepted') return reply.send(outcome.answer);
  return sendError(reply, outcome.status, outcome.code, outcome.error);
}

const errorSchema = {
  type: 'object',
  properties: {code: {type: 'string'}, error: {type: 'string'}},
  required: ['code', 'error'],
} as const;

const answerSchema = {
  type: 'object',
  properties: {ok: {type: 'boolean', const: true}, downloadUrl: {type: 'string'}},
} as const;

/** Registers POST {prefix}/{endpoint} for one form definition. */
export function registerFormRoute(app: FastifyInstance, definition: FormRouteDefinition<unknown>): void {
  app.post(
    `/${definition.endpoint}`,
    {
      // The raw body is kept for the trap check: the schema drops fields it does not know.
      preValidation: async (request) => {
        (request as FastifyRequest & {rawForm?: unknown}).rawForm = request.body;
      },
      schema: {body: definition.schema, response: {200: answerSchema, '4xx': errorSchema, '5xx': errorSchema}},
      attachValidation: true,
      bodyLimit: definition.bodyLimit,
      config: {failureMessage: definition.failureMessage},
    },
    async (request, reply) => {
      const invalid = request.validationError;
      const parsed =
        invalid instanceof FormValidationError
          ? ({ok: false, issue: invalid.issue} as const)
          : ({ok: true, value: request.body} as const);
      const raw = (request as FastifyRequest & {rawForm?: unknown}).rawForm;
      return sendOutcome(reply, await handleSubmission(app, definition, request, raw, parsed));
    },
  );
}
