/** A real SMTP server on 127.0.0.1 for the notification tests: it keeps every message it gets. */
import net from 'node:net';
import {SMTPServer, type SMTPServerOptions} from 'smtp-server';

export type ReceivedMail = {
  from: string;
  to: string[];
  raw: string;
  outboxId: string | undefined;
  messageId: string | undefined;
};

export type TestSmtp = {
  port: number;
  url: string;
  messages: ReceivedMail[];
  close(): Promise<void>;
};

export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const {port} = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

export async function startSmtp(
  port = 0,
  extra: Partial<SMTPServerOptions> = {},
  /** How long the server takes to accept each message (a real relay's round trip), or per message. */
  acceptDelayMs: number | ((raw: string) => number) = 0,
): Promise<TestSmtp> {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (raw += chunk));
      stream.on('end', () => {
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          outboxId: /^X-Outbox-Id: (\d+)/im.exec(raw)?.[1],
          messageId: /^Message-ID: (<[^>]+>)/im.exec(raw)?.[1],
        });
        const delay = typeof acceptDelayMs === 'function' ? acceptDelayMs(raw) : acceptDelayMs;
        if (delay > 0) setTimeout(callback, delay);
        else callback();
      });
    },
    ...extra,
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const actual = (server.server.address() as net.AddressInfo).port;
  return {
    port: actual,
    url: `smtp://127.0.0.1:${actual}`,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Polls until `check` holds (or fails the test after `timeoutMs`). */
export async function waitFor(check: () => boolean, timeoutMs = 10_000, what = 'condition'): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
