/**
 * What the form endpoints share: answer schemas, loose body bounds (the shared validation
 * modules decide what is acceptable and which spec text a refusal carries), the submitter's
 * origin for the record, and the transaction that commits a record with its notification.
 */
import type {FastifyInstance, FastifyRequest, FastifySchemaValidationError} from 'fastify';
import type {FormErrorCode} from '../../../src/lib/forms/messages';
import type {LeadOrigin} from '../../db/leads';
import {writeSubmission, type RecordInsert} from '../../db/records';
import {outboxRecord, type OutgoingMail} from '../../mail/outbox';

export const errorSchema = {
  type: 'object',
  properties: {error: {type: 'string'}},
  required: ['error'],
} as const;

export const okResponses = {
  200: {type: 'object', properties: {ok: {type: 'boolean', const: true}}, required: ['ok']},
  '4xx': errorSchema,
  '5xx': errorSchema,
} as const;

export const downloadUrlResponses = {
  200: {type: 'object', properties: {downloadUrl: {type: 'string'}}, required: ['downloadUrl']},
  '4xx': errorSchema,
  '5xx': errorSchema,
} as const;

/** Raw text bound: markup is stripped before the real length rule, so allow some slack. */
export const rawText = (maxLength = 1000) => ({type: 'string', maxLength}) as const;

/** The first field a schema failure is about, and why. */
export function schemaFailure(errors: FastifySchemaValidationError[] | undefined) {
  const [first] = errors ?? [];
  if (!first) return undefined;
  return {field: first.instancePath.split('/')[1] ?? '', keyword: first.keyword};
}

/**
 * Why a submission is refused, if it is: the shared rules' verdict (the code the browser runs)
 * first, else the JSON schema's first complaint, mapped to the spec error it stands for.
 */
export function refusal(
  request: FastifyRequest,
  issue: {field: string; code: FormErrorCode} | null | undefined,
  codeForSchemaError: (field: string, keyword: string) => FormErrorCode,
): {field: string; code: FormErrorCode} | undefined {
  if (issue) return {field: issue.field, code: issue.code};
  const failure = schemaFailure(request.validationError?.validation);
  return failure ? {field: failure.field, code: codeForSchemaError(failure.field, failure.keyword)} : undefined;
}

export function originOf(request: FastifyRequest): LeadOrigin {
  return {ip: request.ip, userAgent: request.headers['user-agent']};
}

/**
 * Stores `record` once per its submission key and, if it is new, the `alsoWhenCreated` rows
 * and the notification `mail`, all in one transaction (writeSubmission): a committed
 * submission always has its notification waiting. The relay is told after the commit.
 */
export async function storeAndNotify(
  app: FastifyInstance,
  record: RecordInsert,
  mail: OutgoingMail,
  alsoWhenCreated: RecordInsert[] = [],
): Promise<{created: boolean}> {
  const result = await writeSubmission(app.db, {
    record,
    whenCreated: [...alsoWhenCreated, outboxRecord(mail)],
  });
  if (result.created) app.nudgeOutbox();
  return result;
}
