/**
 * Every form's schema in one chunk. Browsers load it with import() on the first focus or submit
 * (see components/forms), so zod never weighs on a page that nobody fills a form on.
 */
export {parseForm, type ParseResult} from './fields';
export {leadSchema, leadStepFields, leadSteps} from './lead';
export {contactSchema} from './contact';
export {newsletterSchema} from './newsletter';
export {partnerSchema} from './partner';
export {whitePaperDownloadSchema} from './whitePaperDownload';
export {whitePaperRequestSchema} from './whitePaperRequest';
