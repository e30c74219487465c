/**
 * POST /functions/v1/partner-application (SPEC §3 "Partner application", §5 partner rules).
 * The spec's page sent nothing; ours stores the application and notifies sales.
 */
import type {FastifyPluginAsync} from 'fastify';
import {isHoneypotFilled, isRecord} from '../../../src/lib/forms/common';
import {formErrorMessages, serverFailureMessages, type FormErrorCode} from '../../../src/lib/forms/messages';
import {
  normalizePartnerApplication,
  partnerHoneypotField,
  partnerMessageMaxLength,
  validatePartnerApplication,
} from '../../../src/lib/forms/partner';
import {partnerApplicationRecord} from '../../db/forms';
import {partnerApplicationMail} from '../../mail/messages';
import {okResponses, originOf, rawText, refusal, storeAndNotify} from './form-route';

export const partnerApplicationPath = '/partner-application';
export const partnerApplicationBodyLimit = 32 * 1024;

const bodySchema = {
  type: 'object',
  properties: {
    firstName: rawText(),
    lastName: rawText(),
    companyName: rawText(),
    email: rawText(),
    phone: rawText(),
    website: rawText(),
    partnerType: rawText(),
    message: rawText(partnerMessageMaxLength * 5),
    csrfToken: rawText(),
    [partnerHoneypotField]: rawText(),
  },
  additionalProperties: true,
} as const;

function codeForSchemaError(field: string, keyword: string): FormErrorCode {
  if (keyword === 'maxLength') return field === 'message' ? 'messageTooLong' : 'tooLong';
  if (field === 'website') return 'website';
  return 'required';
}

const partnerApplication: FastifyPluginAsync = async (app) => {
  app.post(
    partnerApplicationPath,
    {
      schema: {body: bodySchema, response: okResponses},
      attachValidation: true,
      bodyLimit: partnerApplicationBodyLimit,
      config: {failureMessage: serverFailureMessages.partnerApplication},
    },
    async (request, reply) => {
      const body = isRecord(request.body) ? request.body : {};
      if (isHoneypotFilled(body, partnerHoneypotField)) {
        request.log.info('partner application dropped: honeypot field filled');
        return {ok: true as const};
      }

      const application = normalizePartnerApplication(body);
      const problem = refusal(request, validatePartnerApplication(application), codeForSchemaError);
      if (problem) {
        request.log.info(problem, 'partner application refused');
        return reply.code(400).send({error: formErrorMessages[problem.code]});
      }

      const {created} = await storeAndNotify(
        app,
        partnerApplicationRecord(application, originOf(request)),
        partnerApplicationMail(app.config.mail.notifyTo, application),
      );
      request.log.info(created ? 'partner application stored' : 'partner application already stored');
      return {ok: true as const};
    },
  );
};

export default partnerApplication;
