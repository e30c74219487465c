/**
 * POST /functions/v1/download-white-paper (SPEC §7 second row, §3 landing/case-study form):
 * records who asked for which paper, subscribes them when they ticked the box, notifies sales,
 * and answers `{ downloadUrl }` or `{ error }` with the SPEC §8 "Download (landing)" texts.
 */
import type {FastifyPluginAsync} from 'fastify';
import {honeypotField, isHoneypotFilled, isRecord} from '../../../src/lib/forms/common';
import {
  formErrorMessages,
  serverFailureMessages,
  whitePaperDownloadMessages,
  type FormErrorCode,
} from '../../../src/lib/forms/messages';
import {
  normalizeDownloadRequest,
  publicObjectPath,
  safeWhitePaperPath,
  validateDownloadRequest,
  whitePaperBucket,
  whitePaperFile,
} from '../../../src/lib/forms/whitePaper';
import {normalizeSubscription} from '../../../src/lib/forms/newsletter';
import {newsletterSubscriptionRecord, whitePaperDownloadRecord} from '../../db/forms';
import {whitePaperDownloadMail} from '../../mail/messages';
import {
  downloadUrlResponses,
  originOf,
  rawText,
  refusal,
  storeAndNotify,
} from './form-route';

export const downloadWhitePaperPath = '/download-white-paper';
export const downloadWhitePaperBodyLimit = 16 * 1024;

const bodySchema = {
  type: 'object',
  properties: {
    filePath: rawText(1000),
    email: rawText(),
    userName: rawText(),
    companyName: rawText(),
    companySize: rawText(),
    subscribe: {type: 'boolean'},
    csrfToken: rawText(),
    [honeypotField]: rawText(),
  },
  additionalProperties: true,
} as const;

function codeForSchemaError(field: string, keyword: string): FormErrorCode {
  if (field === 'filePath') return 'invalidPath';
  if (keyword === 'maxLength') return 'tooLong';
  return 'required';
}

const downloadWhitePaper: FastifyPluginAsync = async (app) => {
  app.post(
    downloadWhitePaperPath,
    {
      schema: {body: bodySchema, response: downloadUrlResponses},
      attachValidation: true,
      bodyLimit: downloadWhitePaperBodyLimit,
      config: {failureMessage: serverFailureMessages.downloadWhitePaper},
    },
    async (request, reply) => {
      const body = isRecord(request.body) ? request.body : {};
      if (isHoneypotFilled(body)) {
        request.log.info('white paper download dropped: honeypot field filled');
        return {downloadUrl: publicObjectPath(whitePaperBucket, whitePaperFile)};
      }

      const download = normalizeDownloadRequest(body);
      const problem = refusal(request, validateDownloadRequest(download), codeForSchemaError);
      if (problem) {
        request.log.info(problem, 'white paper download refused');
        return reply.code(400).send({error: formErrorMessages[problem.code]});
      }

      const path = safeWhitePaperPath(download.filePath);
      if (!path.ok) return reply.code(400).send({error: formErrorMessages.invalidPath});
      if (!(await app.storage.stat(whitePaperBucket, path.file))) {
        request.log.info({file: path.file}, 'white paper download: no such paper');
        return reply.code(404).send({error: whitePaperDownloadMessages.publicUrlFailed});
      }

      const [firstName = '', ...rest] = download.userName.split(' ');
      const subscription = normalizeSubscription({
        email: download.email,
        firstName,
        lastName: rest.join(' '),
        companyName: download.companyName,
      });
      const {created} = await storeAndNotify(
        app,
        whitePaperDownloadRecord(download, path.file, originOf(request)),
        whitePaperDownloadMail(app.config.mail.notifyTo, download, path.file),
        download.subscribe ? [newsletterSubscriptionRecord(subscription, 'white-paper-download')] : [],
      );
      request.log.info(created ? 'white paper download recorded' : 'white paper download already recorded');
      return {downloadUrl: publicObjectPath(whitePaperBucket, path.file)};
    },
  );
};

export default downloadWhitePaper;
