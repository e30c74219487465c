/**
 * Authenticator-app secrets are encrypted at rest (issue 21 §1; server/platform/factor-key.ts): the
 * database holds no secret a code can be computed from, enrolments made before keep working
 * through migration 0022, and a start with another key is refused with a message saying so.
 */
import {randomBytes} from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {Migrator} from 'kysely';
import {createAccount} from '../../../../server/features/staff/accounts';
import {FactorKeyError, FactorSecrets, readOrCreateFactorKey, totpContext} from '../../../../server/platform/factor-key';
import {acceptedTotpStep, newTotpSecret, totpCodeAt} from '../../../../server/features/staff/totp';
import {migrationProvider} from '../../../../server/platform/database/migrations';
import {findTotp} from '../../../../server/features/staff/factor-queries';
import {startTestServer, type TestServer} from '../../helper';
import {migrateAcross} from '../../platform/database/migration-helper';
import {addStaff, asStaff, enrolTotp, login, loginPassword, staffSecrets} from './helper';
import {sameDatabase} from '../api/helper';

type TotpRow = {account_id: number; secret: string};
const sealed = /^v1\.[A-Za-z0-9_-]{8}\.[A-Za-z0-9_-]{40,}$/;
const newKey = () => new FactorSecrets(randomBytes(32), 'a test key');

describe('sealing and opening a secret', () => {
  const secret = newTotpSecret();

  test('gives a different value each time that opens only with its key, for its row, unaltered', () => {
    const box = newKey();
    const one = box.seal(secret, totpContext(1));
    expect(one).toMatch(sealed);
    expect(one).not.toContain(secret);
    expect(box.seal(secret, totpContext(1))).not.toBe(one);
    expect(box.open(one, totpContext(1))).toBe(secret);

    expect(() => newKey().open(one, totpContext(1))).toThrow(/encrypted with another key/);
    expect(() => box.open(one, totpContext(2))).toThrow(FactorKeyError);
    const [version, keyId, data] = one.split('.');
    const flipped = `${data.slice(0, 20)}${data[20] === 'A' ? 'B' : 'A'}${data.slice(21)}`;
    expect(() => box.open(`${version}.${keyId}.${flipped}`, totpContext(1))).toThrow(/does not decrypt: it was altered/);
    expect(() => box.open(secret, totpContext(1))).toThrow(/not encrypted/);
  });

  test('the key comes from FACTOR_KEY or a file created once (owner-only), and a malformed one is refused', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'factor-key-'));
    try {
      const file = path.join(dir, 'data', 'factor-key');
      const fromFile = readOrCreateFactorKey({key: undefined, file});
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      expect(readOrCreateFactorKey({key: undefined, file}).keyId).toBe(fromFile.keyId);
      const given = randomBytes(32);
      expect(readOrCreateFactorKey({key: given.toString('hex'), file}).keyId).toBe(readOrCreateFactorKey({key: given.toString('base64'), file}).keyId);
      expect(readOrCreateFactorKey({key: given.toString('hex'), file}).keyId).not.toBe(fromFile.keyId);
      fs.writeFileSync(file, 'not a key');
      expect(() => readOrCreateFactorKey({key: undefined, file})).toThrow(/factor-key must hold 32 random bytes/);
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
  });
});

describe('authenticator-app secrets in the database', () => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startTestServer();
  });
  afterEach(() => server.close());

  const storedSecrets = async () =>
    (await server.app.db.selectFrom('staff_totp').select(['account_id', 'secret']).orderBy('account_id').execute()) as TotpRow[];

  test('are stored sealed, never as the seed, and a code from the app still signs in', async () => {
    await addStaff(server);
    const seed = staffSecrets.get('ana@example.com')!;
    const [row] = await storedSecrets();
    expect(row.secret).toMatch(sealed);
    expect(row.secret).not.toContain(seed);
    await login(server);

    // Enrolled through the API (the setup page) too.
    await addStaff(server, 'ben@example.com', undefined, {enrol: false});
    const cookie = await loginPassword(server, 'ben@example.com');
    await enrolTotp(server, cookie, 'ben@example.com');
    const ben = (await storedSecrets())[1];
    expect(ben.secret).toMatch(sealed);
    expect(ben.secret).not.toContain(staffSecrets.get('ben@example.com'));
    expect((await asStaff(server, cookie, {method: 'GET', url: '/api/admin/factors'})).json()).toMatchObject({totp: true});
  });

  test('an enrolment stored in clear before migration 0022 is sealed by it at start and keeps signing in', async () => {
    const account = await addStaff(server);
    const seed = staffSecrets.get('ana@example.com')!;
    // As the database was before this migration: migrated back to the one before it (0022's
    // down and every later one's), then the seed in clear.
    const migrator = new Migrator({db: server.app.db, provider: migrationProvider(server.app.dbDialect, {factorSecrets: () => server.app.factorSecrets})});
    expect((await migrator.migrateTo('0021_white_paper_offer_text')).error).toBeUndefined();
    await server.app.db.updateTable('staff_totp').set({secret: seed}).execute();

    const next = await startTestServer({env: sameDatabase(server)});
    try {
      const [row] = (await next.app.db.selectFrom('staff_totp').select(['account_id', 'secret']).execute()) as TotpRow[];
      expect(row.secret).toMatch(sealed);
      expect((await findTotp(next.app.db, next.app.factorSecrets, account.id))?.secret).toBe(seed);
      await login(next);
    } finally {
      await next.close();
    }
  });

  test('a start with another key than the secrets were sealed with is refused, saying which and what to do', async () => {
    await addStaff(server);
    const otherKey = randomBytes(32).toString('base64');
    await expect(startTestServer({env: {...sameDatabase(server), FACTOR_KEY: otherKey}})).rejects.toThrow(
      /encrypted with another key \(id [\w-]{8}\) than FACTOR_KEY \(id [\w-]{8}\)\. Start with the key they were encrypted with/,
    );
    // The right key still works, from FACTOR_KEY as well as from the file.
    const key = fs.readFileSync(server.app.config.staff.factorKeyFile, 'utf8').trim();
    const again = await startTestServer({env: {...sameDatabase(server), FACTOR_KEY: key}});
    await again.close();
  });
});

test('migration 0022 seals the secrets stored before it and needs the key only when there are some', async () => {
  const box = newKey();
  const seed = newTotpSecret();
  let accountId = 0;
  await migrateAcross(
    '0021_white_paper_offer_text',
    async (db) => {
      const result = await createAccount(db, {email: 'old@example.com', password: 'correct horse battery staple'}, 'owner');
      if (!result.ok) throw new Error(result.code);
      accountId = result.account.id;
      await db.insertInto('staff_totp').values({account_id: accountId, secret: seed, created_at: 1, confirmed_at: 1, last_step: 5}).execute();
    },
    async (db) => {
      const totp = await findTotp(db, box, accountId);
      expect(totp).toEqual({secret: seed, confirmed: true, lastStep: 5});
      const now = Date.now();
      expect(acceptedTotpStep(totp!.secret, totpCodeAt(seed, now), now, totp!.lastStep)).toBeDefined();
    },
    {factorSecrets: () => box},
  );
  // A database without enrolments (a first start) migrates without reading any key.
  await migrateAcross('0021_white_paper_offer_text', async () => undefined, async () => undefined, {
    factorSecrets: () => {
      throw new Error('the key was read');
    },
  });
});
