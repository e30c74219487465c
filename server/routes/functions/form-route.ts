/**
 * What the form endpoints share: answer schemas, loose body bounds (the shared validation
 * modules decide what is acceptable and which spec text a refusal carries), the submitter's
 * origin for the record, and the transaction that commits a record with its notification.
 */
import type {FastifyInstance, FastifyRequest, FastifySchemaValidationError} from 'fastify';
import type {Kysely} from 'kysely';
import type {LeadOrigin} from '../../db/leads';
import type {Database} from '../../db/schema';
import {enqueueMail, type OutgoingMail} from '../../mail/outbox';

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

export function originOf(request: FastifyRequest): LeadOrigin {
  return {ip: request.ip, userAgent: request.headers['user-agent']};
}

/**
 * Runs `store` in a transaction and, if it created a record, queues `mail` in the same
 * transaction: a committed submission always has its notification waiting. The relay is told
 * after the commit.
 */
export async function storeAndNotify(
  app: FastifyInstance,
  store: (trx: Kysely<Database>) => Promise<{created: boolean}>,
  mail: OutgoingMail,
): Promise<{created: boolean}> {
  const result = await app.db.transaction().execute(async (trx) => {
    const stored = await store(trx);
    if (stored.created) await enqueueMail(trx, mail);
    return stored;
  });
  if (result.created) app.nudgeOutbox();
  return result;
}
