/**
 * The account service (server/features/staff/account-admin.ts) without HTTP: the role rules'
 * refusals, disabling and its ended sessions, a password change, and the audit line each change
 * leaves. account-routes.test.ts and roles.test.ts run the same through the staff API.
 */
import {
  addAccount,
  changeOwnPassword,
  changeRole,
  endOtherSessions,
  endSession,
  setAccountDisabled,
  type AccountDeps,
  type Actor,
} from '../../../../server/features/staff/account-admin';
import {logIn} from '../../../../server/features/staff/login';
import {findSession} from '../../../../server/features/staff/sessions';
import {startTestServer, tableRows, type TestServer} from '../../helper';
import {addStaff, staffPassword} from './helper';

let server: TestServer;
let owner: Actor;
let admin: Actor;
const deps = (): AccountDeps => ({db: server.app.db, config: server.app.config.staff, dialect: server.app.dbDialect});
const audit = async () => (await tableRows<{action: string; target: string | null}>(server, 'staff_audit_log')).map((row) => `${row.action} ${row.target ?? ''}`.trim());

/** A live session of `email`, as the actor the service is given. */
async function actorFor(email: string): Promise<Actor & {token: string}> {
  const opened = await logIn(deps(), {email, password: staffPassword, ip: '198.51.100.7', userAgent: undefined, deviceToken: undefined, previousToken: undefined});
  if (!opened.ok) throw new Error(`login of ${email} refused`);
  const session = await findSession(deps(), opened.sessionToken);
  if (!session) throw new Error('no session');
  return {...session, ip: '198.51.100.7', token: opened.sessionToken};
}

beforeAll(async () => {
  server = await startTestServer();
  await addStaff(server, 'owner@example.com');
  await addStaff(server, 'admin@example.com', staffPassword, {role: 'admin'});
  owner = await actorFor('owner@example.com');
  admin = await actorFor('admin@example.com');
});
afterAll(() => server.close());

describe('the role rules', () => {
  it.each([
    ['an admin giving a role above their own', () => addAccount(deps(), {email: 'new-owner@example.com', password: staffPassword}, 'owner', admin), {status: 403, field: 'role'}],
    ['a taken e-mail', () => addAccount(deps(), {email: 'owner@example.com', password: staffPassword}, 'viewer', owner), {status: 409, code: 'accountExists', field: 'email'}],
    ['disabling oneself', () => setAccountDisabled(deps(), owner.accountId, true, owner), {status: 400, code: 'cannotDisableSelf'}],
    ['an account that is not there', () => changeRole(deps(), 9999, 'viewer', owner), {status: 404, code: 'accountNotFound'}],
    ['an admin managing an owner', () => setAccountDisabled(deps(), owner.accountId, true, admin), {status: 403}],
  ])('refuses %s', async (_case, act, refusal) => {
    expect(await act()).toMatchObject({ok: false, ...refusal});
  });

  it('adds an account with the role chosen, and audits it', async () => {
    const added = await addAccount(deps(), {email: 'viewer@example.com', password: staffPassword}, 'viewer', admin);
    expect(added).toMatchObject({ok: true, account: {email: 'viewer@example.com', role: 'viewer', disabled: false}});
    expect(await audit()).toContain('account_created viewer@example.com as viewer');
  });

  it('changes a role and says so in the audit log, once', async () => {
    const account = await addStaff(server, 'promoted@example.com', staffPassword, {role: 'viewer'});
    expect(await changeRole(deps(), account.id, 'editor', owner)).toMatchObject({ok: true, account: {role: 'editor'}});
    expect(await changeRole(deps(), account.id, 'editor', owner)).toMatchObject({ok: true});
    expect((await audit()).filter((line) => line.startsWith('role_changed promoted@example.com'))).toEqual(['role_changed promoted@example.com: viewer -> editor']);
  });
});

describe('sessions and passwords', () => {
  it('disabling an account ends its sessions; enabling lets it log in again', async () => {
    await addStaff(server, 'leaver@example.com', staffPassword, {role: 'viewer'});
    const leaver = await actorFor('leaver@example.com');
    expect(await setAccountDisabled(deps(), leaver.accountId, true, owner)).toEqual({ok: true});
    expect(await findSession(deps(), leaver.token)).toBeUndefined();
    expect(await setAccountDisabled(deps(), leaver.accountId, false, owner)).toEqual({ok: true});
    await expect(actorFor('leaver@example.com')).resolves.toMatchObject({email: 'leaver@example.com'});
  });

  it("ends only the person's own sessions", async () => {
    await addStaff(server, 'many@example.com');
    const here = await actorFor('many@example.com');
    const elsewhere = await actorFor('many@example.com');
    expect(await endSession(deps(), elsewhere.id, owner)).toMatchObject({ok: false, status: 404, code: 'sessionNotFound'});
    expect(await endOtherSessions(deps(), here)).toBe(1);
    expect(await findSession(deps(), elsewhere.token)).toBeUndefined();
    expect(await findSession(deps(), here.token)).toBeDefined();
  });

  it('changes a password only with the current one, and ends the other sessions', async () => {
    await addStaff(server, 'changer@example.com');
    const here = await actorFor('changer@example.com');
    const elsewhere = await actorFor('changer@example.com');
    const newPassword = 'a brand new passphrase here';
    expect(await changeOwnPassword(deps(), {currentPassword: 'wrong', newPassword}, here)).toMatchObject({ok: false, code: 'currentPasswordWrong', field: 'currentPassword'});
    expect(await changeOwnPassword(deps(), {currentPassword: staffPassword, newPassword: 'password1'}, here)).toMatchObject({ok: false, code: 'passwordTooCommon', field: 'newPassword'});
    expect(await changeOwnPassword(deps(), {currentPassword: staffPassword, newPassword}, here)).toEqual({ok: true, endedSessions: 1});
    expect(await findSession(deps(), elsewhere.token)).toBeUndefined();
    expect(await audit()).toContain('password_changed changer@example.com: password changed');
  });
});
