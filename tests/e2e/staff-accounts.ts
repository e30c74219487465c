import {spawnSync} from 'node:child_process';
import path from 'node:path';
import type {Page} from '@playwright/test';

/** Staff accounts for browser tests: the admin CLI against a server's database, and the login form. */
const repoRoot = path.resolve(__dirname, '../..');

/** `npm run admin -- ...` against a server's database; `input` is the password read from stdin. */
export function adminCli(args: string[], env: Record<string, string>, input = '') {
  return spawnSync(process.execPath, ['--import', 'tsx', 'server/cli/admin.ts', ...args], {
    cwd: repoRoot,
    input,
    env: {...process.env, ...env},
    encoding: 'utf8',
  });
}

export async function logIn(page: Page, as: {email: string; password: string}) {
  const main = page.getByRole('main');
  await main.getByLabel('E-mail').fill(as.email);
  await main.getByLabel('Password', {exact: true}).fill(as.password);
  await main.getByRole('button', {name: 'Log in'}).click();
}
