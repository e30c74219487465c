/**
 * POST /functions/v1/send-notification (SPEC §7, first row): the lead form's submission.
 * The browser's own validation module decides what is acceptable and which SPEC §8 text a
 * refusal carries; the JSON schema below only describes the shape and bounds of the body.
 */
import type {FastifyPluginAsync, FastifySchemaValidationError} from 'fastify';
import {
  leadErrorMessages,
  leadServerFailure,
  type LeadErrorCode,
} from '../../../src/lib/lead/messages';
import {leadFieldMaxLength, leadHoneypotField} from '../../../src/lib/lead/options';
import {normalizeSignup, validateSignup} from '../../../src/lib/lead/validation';
import {leadRecord} from '../../db/leads';
import {leadMail} from '../../mail/messages';
import {originOf, storeAndNotify} from './form-route';

export const sendNotificationPath = '/send-notification';
export const sendNotificationBodyLimit = 16 * 1024;

// Markup is stripped before the 200-character rule applies, so raw text may be somewhat longer;
// this looser bound only stops absurd input before it reaches the rules.
const rawText = {type: 'string', maxLength: leadFieldMaxLength * 5} as const;

export const leadBodySchema = {
  type: 'object',
  properties: {
    firstName: rawText,
    lastName: rawText,
    email: rawText,
    phone: rawText,
    position: rawText,
    companyName: rawText,
    companySize: rawText,
    interests: {type: 'array', maxItems: 20, items: rawText},
    aiUseCase: rawText,
    csrfToken: rawText,
    [leadHoneypotField]: rawText,
  },
  // Unknown fields are ignored (and never stored), not refused.
  additionalProperties: true,
} as const;

const errorSchema = {
  type: 'object',
  properties: {error: {type: 'string'}},
  required: ['error'],
} as const;

const responseSchema = {
  200: {type: 'object', properties: {ok: {type: 'boolean', const: true}}, required: ['ok']},
  '4xx': errorSchema,
  '5xx': errorSchema,
} as const;

/** Which spec message fits a body that passed the rules but not the schema (e.g. a wrong type). */
function codeForSchemaError(errors: FastifySchemaValidationError[]): LeadErrorCode {
  const [first] = errors;
  const field = first?.instancePath.split('/')[1];
  if (field === 'interests' || field === 'aiUseCase') return 'interests';
  if (first?.keyword === 'maxLength') return 'tooLong';
  if (field === 'email') return 'email';
  if (field === 'phone') return 'phone';
  return 'required';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const sendNotification: FastifyPluginAsync = async (app) => {
  app.post(
    sendNotificationPath,
    {
      schema: {body: leadBodySchema, response: responseSchema},
      // The handler turns schema failures into the spec's messages instead of Fastify's.
      attachValidation: true,
      bodyLimit: sendNotificationBodyLimit,
      config: {failureMessage: leadServerFailure},
    },
    async (request, reply) => {
      const body = isRecord(request.body) ? request.body : {};

      // The hidden trap field is empty for people; bots that fill it are told "ok" and dropped.
      const trap = body[leadHoneypotField];
      if (typeof trap === 'string' && trap.trim() !== '') {
        request.log.info('lead dropped: honeypot field filled');
        return {ok: true as const};
      }

      const lead = normalizeSignup(body);
      const issue = validateSignup(lead);
      const code =
        issue?.code ??
        (request.validationError ? codeForSchemaError(request.validationError.validation) : undefined);
      if (code) {
        request.log.info({field: issue?.field, code}, 'lead refused');
        return reply.code(400).send({error: leadErrorMessages[code]});
      }

      const {created} = await storeAndNotify(
        app,
        leadRecord(lead, originOf(request)),
        leadMail(app.config.mail.notifyTo, lead),
      );
      request.log.info(created ? 'lead stored' : 'lead already stored for this csrfToken');
      return {ok: true as const};
    },
  );
};

export default sendNotification;
