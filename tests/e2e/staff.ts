/**
 * Staff accounts and servers for the staff-area browser tests: each test makes its own account
 * (with the server's own account code; the CLI has server tests), and tests that need an empty
 * database or another setting start a private server of the same build.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {e2eDatabase} from '../../playwright.config';
import {buildApp} from '../../server/app';
import {createAccount} from '../../server/features/staff/accounts';
import {readOrCreateFactorKey} from '../../server/platform/factor-key';
import {loadConfig} from '../../server/platform/config';
import {newTotpSecret, totpCodeAt, totpStepAt} from '../../server/features/staff/totp';
import {openDatabase} from '../../server/platform/database/connection';
import {startTotp, useTotpStep} from '../../server/features/staff/factor-queries';
import type {StaffRole} from '../../src/lib/staff/roles';
import {expect, waitForHydration} from './fixtures';

export const repoRoot = path.resolve(__dirname, '../..');
export const staffPassword = 'correct horse battery staple';

/** `npm run admin -- ...` against a server's database. */
export function admin(args: string[], env: Record<string, string>, input = '') {
  return spawnSync(process.execPath, ['--import', 'tsx', 'server/cli/admin.ts', ...args], {
    cwd: repoRoot,
    input,
    env: {...process.env, ...env},
    encoding: 'utf8',
  });
}

/** Each test account's authenticator-app secret and database, by e-mail. */
const staffFactors = new Map<string, {secret: string; sqliteFile: string}>();

/** The code an authenticator app with this secret (as the page shows it, in groups) shows now. */
function totpCode(secret: string): string {
  return totpCodeAt(secret.replace(/\s/g, ''), Date.now());
}

/**
 * The key that encrypts a test database's authenticator-app secrets: the file beside the
 * database, where the e2e server (playwright.config.ts) and private servers keep it.
 */
export function factorKeyFileFor(sqliteFile: string): string {
  return path.join(path.dirname(sqliteFile), 'factor-key');
}

/**
 * A new account with a unique e-mail in the e2e server's database (or `sqliteFile`'s), with an
 * authenticator app enrolled (every account has a second factor, issue 21 §1). Both with the
 * server's own code on one connection: the account as `npm run admin -- create` makes it (which
 * has its own server tests), the app as enrolment leaves it, its secret sealed with the server's
 * key. That saves each test the enrolment pages, which tests of their own cover
 * (second-factor.spec.ts), and the tsx start (2-3 s a call on CI) of spawning the CLI.
 */
export async function createStaff(prefix = 'staff', sqliteFile = e2eDatabase, role: StaffRole = 'owner'): Promise<string> {
  const email = `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const secret = newTotpSecret();
  const factorSecrets = readOrCreateFactorKey({key: process.env.FACTOR_KEY?.trim() || undefined, file: factorKeyFileFor(sqliteFile)});
  const {db} = openDatabase({kind: 'sqlite', file: sqliteFile});
  try {
    const result = await createAccount(db, {email, password: staffPassword}, role);
    expect(result.ok, `account ${email} created`).toBe(true);
    if (!result.ok) return email;
    await startTotp(db, factorSecrets, result.account.id, secret);
    // Confirmed with an older step, so a code of the current one works at once.
    expect(await useTotpStep(db, result.account.id, totpStepAt(Date.now()) - 2, {confirm: true}), `app of ${email} enrolled`).toBe(true);
  } finally {
    await db.destroy();
  }
  staffFactors.set(email, {secret, sqliteFile});
  return email;
}

/**
 * The account's current code. Each code works once and tests sign in many times within one
 * 30-second step, so the account's last used step is forgotten first, through the server's own
 * database layer like createStaff.
 */
export async function currentCode(email: string): Promise<string> {
  const factor = staffFactors.get(email);
  if (!factor) throw new Error(`${email} has no authenticator app in these tests`);
  const {db} = openDatabase({kind: 'sqlite', file: factor.sqliteFile});
  try {
    const account = db.selectFrom('staff_accounts').select('id').where('email', '=', email);
    await db.updateTable('staff_totp').set({last_step: null}).where('account_id', 'in', account).execute();
  } finally {
    await db.destroy();
  }
  return totpCode(factor.secret);
}

/**
 * Fills the login page the browser is on and submits it; with the right password of an account
 * made here, also step 2 with the app's current code.
 */
export async function logIn(page: Page, email: string, password = staffPassword): Promise<void> {
  await waitForHydration(page);
  const main = page.getByRole('main');
  await main.getByLabel('E-mail').fill(email);
  await main.getByLabel('Password', {exact: true}).fill(password);
  await main.getByRole('button', {name: 'Log in'}).click();
  if (password !== staffPassword || !staffFactors.has(email)) return;
  await main.getByLabel('Code from your authenticator app').fill(await currentCode(email));
  await main.getByRole('button', {name: 'Confirm'}).click();
}

/**
 * On the second-factor setup page: sets up an authenticator app from the key shown as text,
 * confirms the recovery codes are saved, and returns the codes.
 */
export async function enrolAppInPage(page: Page): Promise<string[]> {
  const main = page.getByRole('main');
  await main.getByRole('button', {name: 'Set up an authenticator app'}).click();
  const secret = (await main.getByTestId('totp-secret').textContent()) ?? '';
  await main.getByLabel('Enter the 6-digit code the app shows').fill(totpCode(secret));
  await main.getByRole('button', {name: 'Turn on the authenticator app'}).click();
  // The codes arrive with the server's answer to the confirmation: wait for them.
  const listed = main.getByTestId('recovery-codes').getByRole('listitem');
  await expect(listed).toHaveCount(10);
  const codes = await listed.allTextContents();
  await main.getByLabel('I have saved these codes').check();
  await main.getByRole('button', {name: 'Continue'}).click();
  return codes;
}

const workerAccounts = new Map<string, Promise<string>>();

/**
 * One account per test worker and database, for tests about what staff see rather than about
 * accounts: each costs an argon2 hash. Each test still signs in with a session of its own.
 */
export function workerStaff(sqliteFile = e2eDatabase): Promise<string> {
  if (!workerAccounts.has(sqliteFile)) workerAccounts.set(sqliteFile, createStaff('worker', sqliteFile));
  return workerAccounts.get(sqliteFile)!;
}

/**
 * Opens a staff page (a path on the e2e server or a full URL on a private one) signed in. It signs
 * in through the login API and its second step, as the login page does: the page itself has its own tests
 * (staff.spec.ts), and loading and hydrating it in every staff test cost seconds each.
 */
export async function logInTo(page: Page, pageUrl: string, email?: string): Promise<string> {
  email ??= await workerStaff();
  const origin = /^https?:/.test(pageUrl) ? new URL(pageUrl).origin : '';
  const answer = await page.request.post(`${origin}/api/admin/login`, {data: {email, password: staffPassword}});
  expect(answer.status(), await answer.text()).toBe(200);
  const verified = await page.request.post(`${origin}/api/admin/verify`, {data: {code: await currentCode(email)}});
  expect(verified.status(), await verified.text()).toBe(200);
  await page.goto(pageUrl);
  await waitForHydration(page);
  return email;
}

export type PrivateServer = {origin: string; sqliteFile: string; stop(): Promise<void>};

/**
 * The same build served by its own server on its own empty database, on E2E_PORT + portOffset.
 * Each spec has its own offset, since specs run side by side: 1 staff (idle timeout), 2 staff
 * (setup), 3 chat-logs, 4 white-paper, 5 staff-settings, 6 agent-settings, 7 second-factor.
 */
export async function startPrivateServer(portOffset: number, env: Record<string, string> = {}): Promise<PrivateServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'staff-e2e-'));
  const port = Number(process.env.E2E_PORT ?? 4173) + portOffset;
  const sqliteFile = path.join(dir, 'site.db');
  // The same app as `npm run serve`, built in this worker: a server process of its own cost a
  // node and tsx start, 8-15 s of a spec's 30-s setup on a busy CI machine (issue 18).
  const config = loadConfig(
    {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SQLITE_FILE: sqliteFile,
      FACTOR_KEY_FILE: factorKeyFileFor(sqliteFile),
      STORAGE_DIR: path.join(dir, 'storage'),
      LOG_LEVEL: 'warn',
      ...env,
    },
    repoRoot,
  );
  const app = await buildApp(config, {logStream: {write: () => {}}});
  // A port taken by another test's server fails here (EADDRINUSE) instead of letting the test
  // talk to that other server and its database.
  await app.listen({host: '127.0.0.1', port});
  return {
    origin: `http://127.0.0.1:${port}`,
    sqliteFile,
    async stop() {
      await app.close();
      fs.rmSync(dir, {recursive: true, force: true});
    },
  };
}
