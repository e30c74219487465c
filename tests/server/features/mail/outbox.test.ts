import {spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {buildApp} from '../../../../server/app';
import {loadConfig} from '../../../../server/platform/config';
import {messageIdFor, outboxRecord, senderDomain} from '../../../../server/features/mail/outbox';
import {retryDelayMs} from '../../../../server/platform/retry-delay';
import {whitePaperFile} from '../../../../src/lib/forms/whitePaper';
import {startTestServer, testRateLimitMax, validLead, type TestServer} from '../../helper';
import {freePort, startSmtp, waitFor, type TestSmtp} from './smtp-server';

// Real SMTP round trips and retries: generous on a busy machine.
jest.setTimeout(60_000);

type OutboxRow = {id: number; status: string; attempts: number; last_error: string | null; kind: string};

const fastRelay = {OUTBOX_POLL_MS: '50', OUTBOX_RETRY_BASE_MS: '50'};

function partner(email: string) {
  return {
    firstName: 'Alan',
    lastName: 'Turing',
    companyName: 'Bletchley Consulting',
    email,
    phone: '555-321-7654',
    partnerType: 'reseller',
    message: 'We would like to resell.',
  };
}

describe('the outbox relay over SMTP', () => {
  let smtp: TestSmtp | undefined;
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
    await smtp?.close();
    server = undefined;
    smtp = undefined;
  });

  test('each lead, white paper request and partner application reaches the sales inbox with its fields', async () => {
    smtp = await startSmtp();
    server = await startTestServer({env: {SMTP_URL: smtp.url, NOTIFY_TO: 'sales@example.com', ...fastRelay}});
    const lead = validLead({email: 'ada@example.com'});
    await server.app.inject({method: 'POST', url: '/functions/v1/send-notification', payload: lead});
    await server.app.inject({
      method: 'POST',
      url: '/functions/v1/download-white-paper',
      payload: {filePath: whitePaperFile, email: 'grace@example.com', userName: 'Grace Hopper', companyName: 'Compilers Inc', companySize: '11-50'},
    });
    await server.app.inject({method: 'POST', url: '/functions/v1/partner-application', payload: partner('alan@example.com')});

    await waitFor(() => smtp!.messages.length === 3, 10_000, 'three notifications');
    const byKind = (text: string) => smtp!.messages.find((m) => m.raw.includes(text))!;
    const leadMail = byKind('New lead: Ada Lovelace');
    expect(leadMail.to).toEqual(['sales@example.com']);
    for (const value of ['ada@example.com', '555-123-4567', 'Analytical Engines', '31-100', 'Sales Assistance', 'Planning for next quarter']) {
      expect(leadMail.raw).toContain(value);
    }
    expect(leadMail.raw).toMatch(/^Reply-To: ada@example.com/m);
    expect(byKind('White paper download: Grace Hopper').raw).toContain(whitePaperFile);
    expect(byKind('Partner application (reseller)').raw).toContain('We would like to resell.');
    await waitFor(() => server!.rows<OutboxRow>('outbox').every((r) => r.status === 'sent'), 5000, 'rows marked sent');
  });

  test('a mail server that is down at first still gets every message once it is up', async () => {
    const port = await freePort();
    server = await startTestServer({env: {SMTP_URL: `smtp://127.0.0.1:${port}`, ...fastRelay}});
    for (let i = 0; i < 3; i += 1) {
      await server.app.inject({method: 'POST', url: '/functions/v1/send-notification', payload: validLead({email: `down${i}@example.com`})});
    }
    await waitFor(
      () => server!.rows<OutboxRow>('outbox').every((r) => r.attempts >= 2 && r.last_error !== null),
      10_000,
      'failed attempts',
    );
    expect(server.rows<OutboxRow>('outbox').map((r) => r.status)).toEqual(['pending', 'pending', 'pending']);
    expect(server.rows<OutboxRow>('outbox')[0].last_error).toMatch(/ECONNREFUSED|connect/i);

    smtp = await startSmtp(port);
    await waitFor(() => smtp!.messages.length === 3, 15_000, 'messages after the mail server came up');
    await waitFor(() => server!.rows<OutboxRow>('outbox').every((r) => r.status === 'sent'), 5000, 'rows marked sent');
    expect(new Set(smtp.messages.map((m) => m.outboxId)).size).toBe(3);
  });

  test('a rejected message is marked failed with the server error; so is one past its last attempt', async () => {
    smtp = await startSmtp(0, {
      onRcptTo(address, _session, callback) {
        if (address.address.startsWith('nobody')) {
          const error = Object.assign(new Error('Mailbox unavailable'), {responseCode: 550});
          return callback(error);
        }
        return callback();
      },
    });
    server = await startTestServer({env: {SMTP_URL: smtp.url, NOTIFY_TO: 'nobody@example.com', ...fastRelay}});
    await server.app.inject({method: 'POST', url: '/functions/v1/send-notification', payload: validLead()});
    await waitFor(() => server!.rows<OutboxRow>('outbox')[0]?.status === 'failed', 5000, 'failed status');
    const [row] = server.rows<OutboxRow>('outbox');
    expect(row.attempts).toBe(1);
    expect(row.last_error).toMatch(/Mailbox unavailable/);
    await server.close();

    const port = await freePort();
    server = await startTestServer({env: {SMTP_URL: `smtp://127.0.0.1:${port}`, OUTBOX_MAX_ATTEMPTS: '2', ...fastRelay}});
    await server.app.inject({method: 'POST', url: '/functions/v1/send-notification', payload: validLead()});
    await waitFor(() => server!.rows<OutboxRow>('outbox')[0]?.status === 'failed', 5000, 'failed after two attempts');
    expect(server.rows<OutboxRow>('outbox')[0].attempts).toBe(2);
  });

  test('without SMTP_URL the relay is off and messages wait in the outbox', async () => {
    server = await startTestServer();
    await server.app.inject({method: 'POST', url: '/functions/v1/send-notification', payload: validLead()});
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(server.rows<OutboxRow>('outbox')).toEqual([expect.objectContaining({status: 'pending', attempts: 0})]);
    expect(server.app.outboxRelay).toBeNull();
  });

  test('two relays on one database send each message exactly once', async () => {
    smtp = await startSmtp();
    // Both start paused, so the messages pile up and the two relays race for them.
    server = await startTestServer({env: {SMTP_URL: smtp.url, OUTBOX_START_DELAY_MS: '300', ...fastRelay}});
    const second = await buildApp(
      loadConfig({
        SQLITE_FILE: server.dbFile,
        STORAGE_DIR: server.storageDir,
        BUILD_DIR: server.buildDir,
        LOG_LEVEL: 'silent',
        SMTP_URL: smtp.url,
        OUTBOX_START_DELAY_MS: '300',
        RATE_LIMIT_MAX: testRateLimitMax,
        ...fastRelay,
        ...(server.app.config.database.kind === 'postgres' ? {DATABASE_URL: server.app.config.database.url} : {}),
      }),
    );
    await second.ready();
    try {
      const count = 30;
      await Promise.all(
        Array.from({length: count}, (_, i) =>
          (i % 2 ? second : server!.app).inject({
            method: 'POST',
            url: '/functions/v1/send-notification',
            payload: validLead({email: `race${i}@example.com`}),
          }),
        ),
      );
      await waitFor(() => smtp!.messages.length >= count, 15_000, 'all messages');
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(smtp.messages).toHaveLength(count);
      expect(new Set(smtp.messages.map((m) => m.outboxId)).size).toBe(count);
      expect(server.rows<OutboxRow>('outbox').every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
    } finally {
      await second.close();
    }
  });

  test('a message sent again (crash after the SMTP answer, before it was marked sent) keeps its Message-ID', async () => {
    smtp = await startSmtp();
    server = await startTestServer({
      env: {SMTP_URL: smtp.url, NOTIFY_FROM: 'Site <robot@Mail.AgentWorks.example>', ...fastRelay},
    });
    for (const email of ['first@example.com', 'second@example.com']) {
      await server.app.inject({method: 'POST', url: '/functions/v1/send-notification', payload: validLead({email})});
    }
    await waitFor(() => server!.rows<OutboxRow>('outbox').filter((r) => r.status === 'sent').length === 2, 10_000, 'two sent');
    const [first, second] = server.rows<OutboxRow>('outbox');

    // What a crash leaves behind: the mail server has the message, the row is still pending
    // and its claim has run out, so a relay sends it again.
    server.exec(
      `update outbox set status = 'pending', sent_at = null, next_attempt_at = 0, locked_by = null, locked_until = null where id = ${first.id}`,
    );
    await waitFor(() => smtp!.messages.length === 3, 10_000, 'the message sent again');

    const copies = smtp.messages.filter((m) => m.outboxId === String(first.id));
    expect(copies).toHaveLength(2);
    expect(copies[0].messageId).toBe(copies[1].messageId);
    expect(copies[0].messageId).toMatch(new RegExp(`^<outbox-${first.id}\\.[0-9a-f]{16}@mail\\.agentworks\\.example>$`));
    const other = smtp.messages.find((m) => m.outboxId === String(second.id))!;
    expect(other.messageId).not.toBe(copies[0].messageId);
  });

  test('Message-IDs are stable per row and differ between rows and between databases', () => {
    const from = 'AgentWorks website <no-reply@agentworks.example>';
    expect(senderDomain(from)).toBe('agentworks.example');
    expect(senderDomain('bare@Example.COM')).toBe('example.com');
    const id = messageIdFor({id: 7, createdAt: 1000}, from);
    expect(messageIdFor({id: 7, createdAt: 1000}, from)).toBe(id);
    expect(messageIdFor({id: 8, createdAt: 1000}, from)).not.toBe(id);
    // Row 7 of a database that was reset is another message.
    expect(messageIdFor({id: 7, createdAt: 2000}, from)).not.toBe(id);
  });

  test('a backlog of 1,000 messages drains in parallel over pooled connections, each sent once', async () => {
    // A mail server that takes 50 ms to accept each message caps a relay that sends one at a
    // time at 20 a second, whatever the CPU. Ten in parallel drained 80-100 a second on 2 cores
    // at load average 15 (jest workers, PostgreSQL and other jobs on the same cores); the floor,
    // 1.5 times the one-at-a-time ceiling, leaves room for a busier machine.
    const answerMs = 50;
    const floorPerSecond = 1.5 * (1000 / answerMs);
    smtp = await startSmtp(0, {}, answerMs);
    // The relay's own schedule is far away: this test runs it once, by hand, on a full outbox.
    server = await startTestServer({env: {SMTP_URL: smtp.url, OUTBOX_START_DELAY_MS: '600000', OUTBOX_CONCURRENCY: '10'}});
    const count = 1000;
    const rows = Array.from(
      {length: count},
      (_, i) => outboxRecord({kind: 'lead', to: 'sales@example.com', subject: `Backlog ${i}`, text: `message ${i}`}, 0).values,
    );
    for (let i = 0; i < count; i += 200) await server.app.db.insertInto('outbox').values(rows.slice(i, i + 200)).execute();

    const started = performance.now();
    await server.app.outboxRelay!.runOnce();
    const perSecond = count / ((performance.now() - started) / 1000);

    expect(perSecond).toBeGreaterThan(floorPerSecond);
    expect(smtp.messages).toHaveLength(count);
    expect(new Set(smtp.messages.map((m) => m.messageId)).size).toBe(count);
    const stored = server.rows<OutboxRow>('outbox');
    expect(stored.filter((r) => r.status === 'sent' && r.attempts === 1)).toHaveLength(count);
  });
});

describe('a server process killed between commit and send', () => {
  const root = path.join(__dirname, '../../../..');
  let dir: string;
  let child: ChildProcess | undefined;
  let smtp: TestSmtp | undefined;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-kill-'));
  });
  afterEach(async () => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
    await smtp?.close();
    fs.rmSync(dir, {recursive: true, force: true});
  });

  let output = '';
  function startProcess(env: Record<string, string>): Promise<{process: ChildProcess; port: number}> {
    const processEnv: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      SQLITE_FILE: path.join(dir, 'site.db'),
      STORAGE_DIR: path.join(dir, 'storage'),
      BUILD_DIR: path.join(dir, 'no-build'),
      ...env,
    };
    const started = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {cwd: root, env: processEnv, stdio: ['ignore', 'pipe', 'pipe']});
    return new Promise((resolve, reject) => {
      output = '';
      // A server that is late to start is ended too: left running, it would keep jest from exiting.
      const timer = setTimeout(() => {
        started.kill('SIGKILL');
        reject(new Error(`server did not start:\n${output}`));
      }, 20_000);
      started.stdout!.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = /site and API at http:\/\/localhost:(\d+)/.exec(output);
        if (match) {
          clearTimeout(timer);
          resolve({process: started, port: Number(match[1])});
        }
      });
      started.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
      started.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
    });
  }

  test('the committed notification goes out after a restart (kill -9 before the relay ran)', async () => {
    smtp = await startSmtp();
    // The relay waits a minute after start: the kill lands after the commit, before any send.
    const first = await startProcess({SMTP_URL: smtp.url, OUTBOX_START_DELAY_MS: '60000'});
    child = first.process;
    const response = await fetch(`http://127.0.0.1:${first.port}/functions/v1/send-notification`, {
      method: 'POST',
      headers: {'content-type': 'application/json'},
      body: JSON.stringify(validLead({email: 'survivor@example.com'})),
    });
    expect(response.status).toBe(200);
    const exited = new Promise((resolve) => child!.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
    expect(smtp.messages).toHaveLength(0);

    const second = await startProcess({SMTP_URL: smtp.url, OUTBOX_START_DELAY_MS: '0', OUTBOX_POLL_MS: '50'});
    child = second.process;
    await waitFor(() => smtp!.messages.length === 1, 15_000, 'the mail after restart').catch((e) => {
      console.log(output);
      throw e;
    });
    expect(smtp.messages[0].raw).toContain('survivor@example.com');
    child.kill('SIGTERM');
  }, 60_000);
});

describe('retry delays', () => {
  test('double from the base up to an hour, with jitter between half and all of the step', () => {
    expect(retryDelayMs(1, 1000, () => 0)).toBe(500);
    expect(retryDelayMs(1, 1000, () => 1)).toBe(1000);
    expect(retryDelayMs(3, 1000, () => 1)).toBe(4000);
    expect(retryDelayMs(4, 1000, () => 0.5)).toBe(6000);
    expect(retryDelayMs(40, 1000, () => 1)).toBe(3_600_000);
  });
});
