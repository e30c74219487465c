/**
 * Settings (staff): who is notified of each submission, read with a short cache by the forms and
 * the sales handoff, and the outbox's unsent mail with a retry. What the rest of the server uses:
 */
export {default as notifyRecipients} from './plugin';
export {default as settingsRoutes} from './routes';
