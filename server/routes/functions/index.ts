/**
 * The public form endpoints under /functions/v1 (SPEC §7). Shared rules for this scope:
 * bodies are validated exactly as sent (no type coercion, so a number where text belongs is an
 * error rather than quietly becoming text), and each route answers `{ error }` on failure.
 */
import Ajv from 'ajv';
import type {FastifyPluginAsync} from 'fastify';
import downloadWhitePaper from './download-white-paper';
import newsletter from './newsletter';
import partnerApplication from './partner-application';
import sendNotification from './send-notification';
import whitePaperRequest from './white-paper-request';

const strictAjv = new Ajv({
  coerceTypes: false,
  useDefaults: false,
  removeAdditional: false,
  allErrors: false,
});

const functionsRoutes: FastifyPluginAsync = async (app) => {
  app.setValidatorCompiler(({schema}) => strictAjv.compile(schema));
  await app.register(sendNotification);
  await app.register(downloadWhitePaper);
  await app.register(whitePaperRequest);
  await app.register(partnerApplication);
  await app.register(newsletter);
};

export default functionsRoutes;
