/**
 * Mail: messages composed as plain text with the visitor's words kept on one
 * line, written to the outbox in the same transaction as what they report, and sent by the relay,
 * a job type of the platform's job queue. What the rest of the server uses:
 */
export {default as outbox} from './plugin';
export {countUnsentMail, listUnsentMail, retryFailedMail} from './admin-queries';
export {credentialChangeMail, handoffMail, type HandoffMailInput} from './messages';
export {outboxRecord, type OutgoingMail} from './outbox';
export {fieldLines, oneLine} from './plain-text';
