/** Shares the notification recipients (Settings, else NOTIFY_TO) as `app.notifyRecipients`. */
import fp from 'fastify-plugin';
import {NotifyRecipients} from './notify-recipients';

declare module 'fastify' {
  interface FastifyInstance {
    notifyRecipients: NotifyRecipients;
  }
}

export default fp<{fallback: string}>(
  async function notifyRecipientsPlugin(app, {fallback}) {
    app.decorate('notifyRecipients', new NotifyRecipients(app.db, fallback));
  },
  {name: 'notify-recipients', dependencies: ['database']},
);
