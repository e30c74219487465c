/**
 * POST /functions/v1/white-paper-request (SPEC §3 pricing/case-studies variant): the same
 * recording, subscription and notification as the landing form, for the fixed paper; answers
 * `{ downloadUrl }` or `{ error }`.
 */
import type {FastifyPluginAsync} from 'fastify';
import {honeypotField, isHoneypotFilled, isRecord} from '../../../src/lib/forms/common';
import {
  formErrorMessages,
  serverFailureMessages,
  whitePaperRequestMessages,
  type FormErrorCode,
} from '../../../src/lib/forms/messages';
import {normalizeSubscription} from '../../../src/lib/forms/newsletter';
import {
  normalizeWhitePaperRequest,
  publicObjectPath,
  validateWhitePaperRequest,
  whitePaperBucket,
  whitePaperFile,
} from '../../../src/lib/forms/whitePaper';
import {newsletterSubscriptionRecord, whitePaperRequestRecord} from '../../db/forms';
import {whitePaperRequestMail} from '../../mail/messages';
import {
  downloadUrlResponses,
  originOf,
  rawText,
  refusal,
  storeAndNotify,
} from './form-route';

export const whitePaperRequestPath = '/white-paper-request';
export const whitePaperRequestBodyLimit = 16 * 1024;

const bodySchema = {
  type: 'object',
  properties: {
    firstName: rawText(),
    lastName: rawText(),
    title: rawText(),
    companyName: rawText(),
    email: rawText(),
    phone: rawText(),
    companySize: rawText(),
    heardAboutUs: {type: 'array', maxItems: 20, items: rawText()},
    subscribe: {type: 'boolean'},
    csrfToken: rawText(),
    [honeypotField]: rawText(),
  },
  additionalProperties: true,
} as const;

function codeForSchemaError(field: string, keyword: string): FormErrorCode {
  if (keyword === 'maxLength' || keyword === 'maxItems') return 'tooLong';
  if (field === 'email') return 'email';
  if (field === 'phone') return 'phone';
  return 'required';
}

const whitePaperRequest: FastifyPluginAsync = async (app) => {
  app.post(
    whitePaperRequestPath,
    {
      schema: {body: bodySchema, response: downloadUrlResponses},
      attachValidation: true,
      bodyLimit: whitePaperRequestBodyLimit,
      config: {failureMessage: serverFailureMessages.whitePaperRequest},
    },
    async (request, reply) => {
      const downloadUrl = publicObjectPath(whitePaperBucket, whitePaperFile);
      const body = isRecord(request.body) ? request.body : {};
      if (isHoneypotFilled(body)) {
        request.log.info('white paper request dropped: honeypot field filled');
        return {downloadUrl};
      }

      const paperRequest = normalizeWhitePaperRequest(body);
      const problem = refusal(request, validateWhitePaperRequest(paperRequest), codeForSchemaError);
      if (problem) {
        request.log.info(problem, 'white paper request refused');
        return reply.code(400).send({error: formErrorMessages[problem.code]});
      }

      if (!(await app.storage.stat(whitePaperBucket, whitePaperFile))) {
        request.log.error({file: whitePaperFile}, 'white paper request: the paper is missing from storage');
        return reply.code(404).send({error: whitePaperRequestMessages.failed});
      }

      const {created} = await storeAndNotify(
        app,
        whitePaperRequestRecord(paperRequest, whitePaperFile, originOf(request)),
        whitePaperRequestMail(app.config.mail.notifyTo, paperRequest, whitePaperFile),
        paperRequest.subscribe
          ? [newsletterSubscriptionRecord(normalizeSubscription(paperRequest), 'white-paper-request')]
          : [],
      );
      request.log.info(created ? 'white paper request recorded' : 'white paper request already recorded');
      return {downloadUrl};
    },
  );
};

export default whitePaperRequest;
