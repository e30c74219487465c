/**
 * The write behind every form that stores a record with its notification: one transaction per
 * submission, also when many arrive at once (SQLite writes those together in one commit, each
 * in its own savepoint). A submission whose notification cannot be queued is not stored.
 */
import {leadServerFailure} from '../../../../src/lib/forms/messages';
import {postgresBaseUrl, startTestServer, validLead, type TestServer} from '../../helper';

const url = '/functions/v1/send-notification';

/** Makes queuing any notification that mentions `marker` fail inside the database. */
function failOutboxInsertsMentioning(server: TestServer, marker: string) {
  if (postgresBaseUrl) {
    server.exec(`
      create or replace function fail_marked_outbox() returns trigger language plpgsql as $$
      begin
        if new.body like '%${marker}%' then raise exception 'outbox unavailable'; end if;
        return new;
      end $$;
      create trigger fail_marked_outbox before insert on outbox
        for each row execute function fail_marked_outbox();`);
  } else {
    server.exec(`
      create trigger fail_marked_outbox before insert on outbox
      when new.body like '%${marker}%'
      begin select raise(abort, 'outbox unavailable'); end;`);
  }
}

type OutboxRow = {body: string};

describe('record and notification are written together', () => {
  // One server: each test reads only its own leads (by their last names) and takes its failing
  // outbox away again.
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());
  afterEach(() => {
    server.exec(postgresBaseUrl ? 'drop trigger if exists fail_marked_outbox on outbox' : 'drop trigger if exists fail_marked_outbox');
  });

  const leadsNamed = (prefix: string) => server.leads().filter((lead) => lead.last_name.startsWith(prefix));
  const mailsMentioning = (text: string) => server.rows<OutboxRow>('outbox').filter((mail) => mail.body.includes(text));

  test('a lead whose notification cannot be queued is not stored, and the sender is told it failed', async () => {
    failOutboxInsertsMentioning(server, 'Unqueued');

    const response = await server.app.inject({method: 'POST', url, payload: validLead({lastName: 'Unqueued'})});

    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({code: 'internalError', error: leadServerFailure});
    expect(leadsNamed('Unqueued')).toHaveLength(0);
    expect(mailsMentioning('Unqueued')).toHaveLength(0);
  });

  test('many leads at once are each stored once with one notification; a retried token stores nothing new', async () => {
    const leads = Array.from({length: 12}, (_, i) => validLead({lastName: `Burst${String.fromCharCode(65 + i)}`}));
    const retried = leads[3]!;

    const responses = await Promise.all(
      [...leads, retried, retried].map((payload) => server.app.inject({method: 'POST', url, payload})),
    );

    expect(responses.map((r) => r.statusCode)).toEqual(Array(14).fill(200));
    const stored = leadsNamed('Burst');
    expect(stored.map((l) => l.csrf_token).sort()).toEqual(leads.map((l) => String(l.csrfToken)).sort());
    const outbox = mailsMentioning('Burst');
    expect(outbox).toHaveLength(12);
    for (const lead of leads) {
      expect(outbox.filter((m) => m.body.includes(String(lead.lastName))).length).toBe(1);
    }
  });

  test('one failing submission among many fails alone: the others are stored with their notifications', async () => {
    failOutboxInsertsMentioning(server, 'Doomed');
    const good = Array.from({length: 6}, (_, i) => validLead({lastName: `Fine${String.fromCharCode(65 + i)}`}));
    const doomed = validLead({lastName: 'Doomed'});

    const responses = await Promise.all(
      [...good.slice(0, 3), doomed, ...good.slice(3)].map((payload) => server.app.inject({method: 'POST', url, payload})),
    );

    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 500, 200, 200, 200]);
    expect(leadsNamed('Fine').map((l) => l.last_name).sort()).toEqual(good.map((l) => String(l.lastName)).sort());
    expect(leadsNamed('Doomed')).toEqual([]);
    expect(mailsMentioning('Fine')).toHaveLength(6);
    expect(mailsMentioning('Doomed')).toEqual([]);

    // The failed submission can be sent again once the cause is gone, under the same token.
    server.exec(postgresBaseUrl ? 'drop trigger fail_marked_outbox on outbox' : 'drop trigger fail_marked_outbox');
    const retry = await server.app.inject({method: 'POST', url, payload: doomed});
    expect(retry.statusCode).toBe(200);
    expect(leadsNamed('Doomed')).toHaveLength(1);
  });
});
