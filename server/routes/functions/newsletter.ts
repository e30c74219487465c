/**
 * POST /functions/v1/newsletter (SPEC §3 "Newsletter subscription", §8 text). Subscribing twice
 * keeps one subscription and answers ok both times, so the form cannot be used to find out
 * whether an address is already on the list.
 */
import type {FastifyPluginAsync} from 'fastify';
import {honeypotField, isHoneypotFilled, isRecord} from '../../../src/lib/forms/common';
import {formErrorMessages, serverFailureMessages} from '../../../src/lib/forms/messages';
import {normalizeSubscription, validateSubscription} from '../../../src/lib/forms/newsletter';
import {subscribeNewsletter} from '../../db/forms';
import {okResponses, rawText, schemaFailure} from './form-route';

export const newsletterPath = '/newsletter';
export const newsletterBodyLimit = 8 * 1024;

const bodySchema = {
  type: 'object',
  properties: {
    email: rawText(),
    firstName: rawText(),
    lastName: rawText(),
    companyName: rawText(),
    [honeypotField]: rawText(),
  },
  additionalProperties: true,
} as const;

const newsletter: FastifyPluginAsync = async (app) => {
  app.post(
    newsletterPath,
    {
      schema: {body: bodySchema, response: okResponses},
      attachValidation: true,
      bodyLimit: newsletterBodyLimit,
      config: {failureMessage: serverFailureMessages.newsletter},
    },
    async (request, reply) => {
      const body = isRecord(request.body) ? request.body : {};
      if (isHoneypotFilled(body)) {
        request.log.info('newsletter subscription dropped: honeypot field filled');
        return {ok: true as const};
      }
      const subscription = normalizeSubscription(body);
      const issue = validateSubscription(subscription);
      // Any malformed field (a number for a name, an over-long text) makes the whole request
      // suspect; the newsletter has one message for refusals.
      if (issue || schemaFailure(request.validationError?.validation)) {
        request.log.info({field: issue?.field}, 'newsletter subscription refused');
        return reply.code(400).send({error: formErrorMessages.newsletterEmail});
      }
      const {created} = await subscribeNewsletter(app.db, subscription, 'newsletter');
      request.log.info(created ? 'newsletter subscription stored' : 'newsletter: already subscribed');
      return {ok: true as const};
    },
  );
};

export default newsletter;
