/**
 * Background jobs every instance runs while it listens (the traffic roll-up, the sandbox sweep):
 * once when the server starts listening, then every `everyMs`. A failed run is logged and the
 * next one tries again; the timer never keeps the process alive, and closing waits for a run
 * under way, so it never meets a closed database.
 */
import type {FastifyInstance} from 'fastify';

export function scheduleWhileListening(
  app: FastifyInstance,
  {name, everyMs}: {name: string; everyMs: number},
  job: () => Promise<unknown>,
): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const run = () => {
    running ??= job()
      .then(() => undefined)
      .catch((error: unknown) => app.log.error({err: error}, `${name} failed`))
      .finally(() => (running = undefined));
  };
  app.addHook('onListen', async () => {
    run();
    timer = setInterval(run, everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
