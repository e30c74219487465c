/**
 * A relay that stops (graceful close) hands back the messages it claimed but has not started
 * sending, so another instance sends them at once instead of after the two-minute lease; the
 * sends under way finish and are recorded within the close deadline.
 */
import type {FastifyInstance} from 'fastify';
import {buildApp} from '../../../../server/app';
import {loadConfig} from '../../../../server/platform/config';
import {OutboxRelay, type MailSender} from '../../../../server/features/mail/relay';
import {outboxRecord} from '../../../../server/features/mail/outbox';
import {startTestServer, testRateLimitMax, type TestServer} from '../../helper';
import {startSmtp, waitFor, type TestSmtp} from './smtp-server';

jest.setTimeout(60_000);

type OutboxRow = {id: number; subject: string; status: string; attempts: number; locked_by: string | null};

async function addMessages(server: TestServer, subjects: string[]): Promise<void> {
  const rows = subjects.map((subject) => outboxRecord({kind: 'lead', to: 'sales@example.com', subject, text: subject}, 0).values);
  await server.app.db.insertInto('outbox').values(rows).execute();
}

const bySubject = (server: TestServer) =>
  Object.fromEntries(server.rows<OutboxRow>('outbox').map((row) => [row.subject, row]));

/** Another instance of the server on the same database, its relay starting at once. */
async function secondInstance(server: TestServer, smtpUrl: string): Promise<FastifyInstance> {
  const {database} = server.app.config;
  const app = await buildApp(
    loadConfig({
      SQLITE_FILE: server.dbFile,
      STORAGE_DIR: server.storageDir,
      BUILD_DIR: server.buildDir,
      LOG_LEVEL: 'silent',
      SMTP_URL: smtpUrl,
      OUTBOX_START_DELAY_MS: '0',
      OUTBOX_POLL_MS: '50',
      RATE_LIMIT_MAX: testRateLimitMax,
      ...(database.kind === 'postgres' ? {DATABASE_URL: database.url} : {}),
    }),
  );
  await app.ready();
  return app;
}

describe('closing the server while its relay holds messages', () => {
  let smtp: TestSmtp | undefined;
  let server: TestServer | undefined;
  let second: FastifyInstance | undefined;
  afterEach(async () => {
    await second?.close();
    await server?.close();
    await smtp?.close();
    [smtp, server, second] = [undefined, undefined, undefined];
  });

  test('hands the unsent ones back at once, lets the sends under way finish, and another relay sends the rest now', async () => {
    // "fast" and "waiting" are accepted at once, the slow ones take 4 s each: after "fast" the relay
    // holds three claims: two being sent, one waiting for a free worker. The 4 s are the window
    // in which the checks below must see the two sends still under way, reading rows through
    // psql on PostgreSQL.
    const slowMs = 4000;
    // The slow messages the mail server has begun to receive: the close must come while both are.
    const slowArrived = new Set<string>();
    smtp = await startSmtp(0, {}, (raw) => {
      const slow = /Subject: (slow \w+)/.exec(raw)?.[1];
      if (slow) slowArrived.add(slow);
      return slow ? slowMs : 0;
    });
    server = await startTestServer({
      env: {SMTP_URL: smtp.url, OUTBOX_CONCURRENCY: '2', OUTBOX_START_DELAY_MS: '1000', OUTBOX_POLL_MS: '50'},
    });
    await addMessages(server, ['fast', 'slow one', 'slow two', 'waiting']);
    const relayId = server.app.outboxRelay!.id;
    await waitFor(
      () => server!.rows<OutboxRow>('outbox').filter((row) => row.locked_by === relayId).length === 3,
      10_000,
      'three messages claimed',
    );
    // The second send starts once "fast" is recorded as sent: on PostgreSQL that took long
    // enough for a close right after the claims to find only one send under way.
    await waitFor(() => slowArrived.size === 2, 10_000, 'both slow sends under way');
    expect(bySubject(server).fast.status).toBe('sent');

    const closed = server.app.close();
    // Handed back while the two sends under way are still with the mail server.
    await waitFor(() => bySubject(server!).waiting.locked_by === null, 1000, 'the waiting message handed back');
    const handedBack = bySubject(server);
    expect(handedBack.waiting).toMatchObject({status: 'pending', attempts: 0});
    expect(handedBack['slow one']).toMatchObject({status: 'pending', locked_by: relayId});
    expect(handedBack['slow two']).toMatchObject({status: 'pending', locked_by: relayId});

    await closed;
    const afterClose = bySubject(server);
    expect(afterClose['slow one']).toMatchObject({status: 'sent', attempts: 1, locked_by: null});
    expect(afterClose['slow two']).toMatchObject({status: 'sent', attempts: 1, locked_by: null});

    // Well inside the two-minute lease: only a handed-back claim lets another relay take it.
    second = await secondInstance(server, smtp.url);
    await waitFor(() => bySubject(server!).waiting.status === 'sent', 5000, 'the handed-back message sent by the second relay');
    expect(bySubject(server).waiting.attempts).toBe(1);
    expect(smtp.messages).toHaveLength(4);
    expect(new Set(smtp.messages.map((m) => m.outboxId)).size).toBe(4);
  });
});

describe('a send that outlasts the close deadline', () => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  test('keeps its claim (it may yet reach the mail server) and writes nothing once it ends', async () => {
    server = await startTestServer();
    await addMessages(server, ['stuck']);
    let finishSend: () => void = () => {};
    const send: MailSender = () => new Promise<void>((resolve) => (finishSend = resolve));
    const relay = new OutboxRelay(
      server.app.db,
      server.app.dbDialect,
      {...server.app.config.mail, concurrency: 1, startDelayMs: 0},
      {send, close: () => {}},
      server.app.log,
      200,
    );
    relay.start();
    await waitFor(() => bySubject(server!).stuck.locked_by === relay.id, 5000, 'the message claimed');

    const started = Date.now();
    await relay.stop();
    expect(Date.now() - started).toBeLessThan(2000);
    expect(bySubject(server).stuck).toMatchObject({status: 'pending', locked_by: relay.id, attempts: 1});

    finishSend();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(bySubject(server).stuck).toMatchObject({status: 'pending', locked_by: relay.id});
  });
});
