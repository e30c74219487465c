import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';

const usage = [
  'Usage: npm run admin -- create EMAIL [--role owner|admin|editor|viewer] | setup-link | list | reset-factors EMAIL',
  '       (create makes an owner unless --role says otherwise: the command line is the recovery path',
  '        when no owner can log in)',
  '       npm run admin -- api-key create --type public|private|scoped --name NAME [--agent ID] [--permissions P,P] [--origins O,O] [--rate-limit N]',
  '       npm run admin -- api-key list | api-key revoke ID',
].join('\n');

/** `npm run admin -- ...` as an installer runs it, with the password piped in. */
function admin(args: string[], env: Record<string, string>, input = '') {
  const {DATABASE_URL: _ignored, ...rest} = process.env;
  return spawnSync(process.execPath, ['--import', 'tsx', 'server/cli/admin.ts', ...args], {
    input,
    env: {...rest, ...env},
    encoding: 'utf8',
  });
}

describe('npm run admin', () => {
  let dir: string;
  let env: Record<string, string>;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-cli-'));
    env = {SQLITE_FILE: path.join(dir, 'site.db')};
  });
  afterEach(() => fs.rmSync(dir, {recursive: true, force: true}));

  test('create reads the password from stdin and stores an argon2id hash, never the password', () => {
    const result = admin(['create', 'Boss@Example.com'], env, 'correct horse battery staple\n');
    expect(result.stderr).toBe('');
    expect(result.stdout).toBe('Created staff account boss@example.com (owner).\n');
    expect(result.status).toBe(0);
    const db = new Database(env.SQLITE_FILE, {readonly: true});
    const rows = db.prepare('select email, password_hash, role from staff_accounts').all() as {email: string; password_hash: string}[];
    db.close();
    expect(rows).toEqual([
      {email: 'boss@example.com', password_hash: expect.stringMatching(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/), role: 'owner'},
    ]);
    expect(JSON.stringify(rows)).not.toContain('horse');
  }, 20_000);

  test.each([
    [['create', 'a@example.com'], 'password1\n', 1, 'This password is among the most common ones; choose another'],
    [['create', 'a@example.com'], 'short\n', 1, 'Use at least 8 characters for the password'],
    [['create', 'not-an-email'], 'correct horse battery staple\n', 1, 'Enter a valid e-mail address'],
    [['create'], '', 2, usage],
    [['delete-everything'], '', 2, usage],
    [['create', 'a@example.com', '--role', 'superuser'], '', 2, `--role must be one of owner, admin, editor, viewer\n${usage}`],
  ])('%j is refused with exit code %s and says why', (args, input, status, message) => {
    const result = admin(args, env, input as string);
    expect(result.status).toBe(status);
    expect(result.stderr.trim()).toBe(message);
  }, 20_000);

  test('setup-link prints a one-time link while no account exists, and refuses after', () => {
    const link = admin(['setup-link'], {...env, PUBLIC_URL: 'https://www.example.com'});
    expect(link.status).toBe(0);
    expect(link.stdout.trim()).toMatch(/^https:\/\/www\.example\.com\/admin-setup\?token=[A-Za-z0-9_-]{43}$/);
    admin(['create', 'boss@example.com'], env, 'correct horse battery staple');
    const refused = admin(['setup-link'], env);
    expect(refused.status).toBe(1);
    expect(admin(['list'], env).stdout).toBe('boss@example.com  owner\n');
    expect(admin(['create', 'eve@example.com', '--role', 'editor'], env, 'correct horse battery staple').stdout).toBe(
      'Created staff account eve@example.com (editor).\n',
    );
  }, 30_000);

  test('api-key create prints the secret alone on the last line, stores only its hash; list and revoke', () => {
    const created = admin(['api-key', 'create', '--type', 'scoped', '--name', 'Bench', '--permissions', 'ask,knowledge:read'], env);
    expect(created.stderr).toBe('');
    expect(created.status).toBe(0);
    const secret = created.stdout.trim().split('\n').at(-1)!;
    expect(secret).toMatch(/^rk_[A-Za-z0-9_-]{43}$/);
    const db = new Database(env.SQLITE_FILE, {readonly: true});
    const rows = db.prepare('select id, agent_id, type, permissions, secret_hash from api_keys').all() as Record<string, string>[];
    db.close();
    expect(rows).toEqual([
      expect.objectContaining({agent_id: 'agt_site', type: 'scoped', permissions: '["ask","knowledge:read"]'}),
    ]);
    expect(JSON.stringify(rows)).not.toContain(secret);
    const id = rows[0].id;
    expect(admin(['api-key', 'list'], env).stdout).toContain(`${id}  ${secret.slice(0, 12)}…  scoped  agt_site  live  Bench`);
    expect(admin(['api-key', 'revoke', id], env).status).toBe(0);
    expect(admin(['api-key', 'list'], env).stdout).toContain('revoked');
    expect(admin(['api-key', 'revoke', id], env).status).toBe(1);
  }, 40_000);

  test.each([
    [['api-key', 'create', '--type', 'secret', '--name', 'X'], '--type must be one of public, private, scoped'],
    [['api-key', 'create', '--type', 'private'], '--name is required'],
    [['api-key', 'create', '--type', 'scoped', '--name', 'X'], 'a scoped key needs --permissions'],
    [['api-key', 'create', '--type', 'scoped', '--name', 'X', '--permissions', 'everything'], '--permissions are among'],
    [['api-key', 'create', '--type', 'private', '--name', 'X', '--rate-limit', 'lots'], '--rate-limit must be a whole number above 0'],
    [['api-key', 'create', '--type', 'private', '--name', 'X', '--agent', 'bob'], '--agent must be an agent id'],
  ])('api-key %j is refused with exit code 2 and says why', (args, message) => {
    const result = admin(args, env);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain(message);
    expect(result.stdout).toBe('');
  }, 20_000);

  test('reset-factors removes an account\'s factors, codes and sessions, and writes the audit log and a mail', () => {
    expect(admin(['create', 'boss@example.com'], env, 'correct horse battery staple\n').status).toBe(0);
    const db = new Database(env.SQLITE_FILE);
    db.exec(`insert into staff_totp (account_id, secret, created_at, confirmed_at) values (1, 'JBSWY3DPEHPK3PXP', 1, 1);
      insert into staff_passkeys (account_id, credential_id, public_key, counter, transports, name, created_at) values (1, 'cred', 'key', 0, '[]', 'Phone', 1);
      insert into staff_recovery_codes (account_id, code_hash) values (1, 'hash');
      insert into staff_sessions (token_hash, account_id, created_at, last_seen_at, factor_verified_at) values ('t', 1, 1, 1, 1);`);
    const result = admin(['reset-factors', 'Boss@Example.com'], env);
    expect([result.status, result.stderr]).toEqual([0, '']);
    expect(result.stdout).toContain('Removed the second factors and recovery codes of boss@example.com');
    const count = (table: string) => (db.prepare(`select count(*) as n from ${table}`).get() as {n: number}).n;
    expect(['staff_totp', 'staff_passkeys', 'staff_recovery_codes', 'staff_sessions'].map(count)).toEqual([0, 0, 0, 0]);
    expect(db.prepare('select actor, action, target, ip from staff_audit_log').all()).toEqual([
      {actor: 'command line', action: 'factors_reset', target: 'boss@example.com: second factors and recovery codes reset', ip: null},
    ]);
    expect(db.prepare("select recipient, subject from outbox where kind = 'account-security'").all()).toEqual([
      {recipient: 'boss@example.com', subject: 'Your AgentWorks staff account: second factors and recovery codes reset'},
    ]);
    db.close();
    const unknown = admin(['reset-factors', 'nobody@example.com'], env);
    expect([unknown.status, unknown.stderr.trim()]).toEqual([1, 'No staff account nobody@example.com.']);
  }, 40_000);
});
