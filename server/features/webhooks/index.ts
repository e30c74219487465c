/**
 * Webhooks (issue 12 §2): staff register endpoints, events become signed deliveries sent by the
 * relay, a job type of the platform's job queue. What the rest of the server uses:
 */
export {default as webhooks} from './plugin';
export {default as webhookAdminRoutes} from './routes';
export {webhookOperations, webhooksTag} from './schema';
