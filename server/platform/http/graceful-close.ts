/**
 * `app.close()` stops accepting connections and waits for in-flight requests. Their answers
 * then carry `Connection: close`, so the client's keep-alive socket does not stay open (for
 * up to the keep-alive timeout) and hold the shutdown back once the last request is done.
 */
import fp from 'fastify-plugin';

export default fp(
  async function gracefulClosePlugin(app) {
    let closing = false;
    app.addHook('preClose', async () => {
      closing = true;
    });
    app.addHook('onSend', async (_request, reply, payload) => {
      if (closing) reply.header('connection', 'close');
      return payload;
    });
  },
  {name: 'graceful-close'},
);
