#!/usr/bin/env node
/**
 * Login jam benchmark (issue 21 §3): starts the real server on 127.0.0.1 and, in real time,
 * repeats the attack the issue describes: a guess at the owner's e-mail every 100 ms from an
 * ever-changing address, for two minutes, while the owner signs in every 5 s from a browser that
 * signed in before (its device cookie). Prints how many of the owner's sign-ins got in at the
 * first try, how many guesses the server checked against the password, and the limit per hour
 * the throttle allows (the figure the README states).
 *
 * The changing addresses come through X-Forwarded-For, with TRUST_PROXY=127.0.0.1 as behind a
 * proxy. A sign-in counts as in when the password step answers 200; the second factor that
 * follows is not part of the throttle and is not timed here.
 *
 *   node bench/login-jam [--seconds 120] [--interval 100]
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {benchServerEnv, freePort, numberOption, repoRoot, startServer} from '../options.mjs';

// The throttle's own rule states the limit: run this file again with tsx's loader to read it.
if (!process.env.LOGIN_JAM_TSX) {
  const child = spawnSync(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: {...process.env, LOGIN_JAM_TSX: '1'},
  });
  process.exit(child.status ?? 1);
}
const {checkedGuesses, throttleRules} = await import('../../server/features/staff/login-throttle.ts');

const seconds = numberOption('seconds', 120);
const interval = numberOption('interval', 100);
const ownerEvery = 5000;
const email = 'owner@example.com';
const password = `jam bench ${Date.now()} password`;

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'login-jam-'));
const port = await freePort();
const env = benchServerEnv(dir, port, {TRUST_PROXY: '127.0.0.1'});
const created = spawnSync(process.execPath, ['--import', 'tsx', 'server/cli/admin.ts', 'create', email], {
  cwd: repoRoot,
  env,
  input: `${password}\n`,
  encoding: 'utf8',
});
if (created.status !== 0) throw new Error(`could not create the owner: ${created.stderr}`);
const server = await startServer(env, path.join(dir, 'server.log'));
const url = `http://127.0.0.1:${port}/api/admin/login`;

async function login(pass, address, cookie) {
  const response = await fetch(url, {
    method: 'POST',
    headers: {'content-type': 'application/json', origin: `http://127.0.0.1:${port}`, 'x-forwarded-for': address, ...(cookie ? {cookie} : {})},
    body: JSON.stringify({email, password: pass}),
  });
  await response.arrayBuffer();
  return response;
}

try {
  const first = await login(password, '198.51.100.7');
  const device = first.headers.getSetCookie().find((line) => line.includes('staff-device='))?.split(';')[0];
  if (first.status !== 200 || !device) throw new Error(`the owner's first sign-in answered ${first.status}`);

  const owner = {in: 0, refused: 0};
  const attacker = {sent: 0, checked: 0, slowed: 0, other: 0};
  const pending = [];
  const started = performance.now();
  let nextOwner = 0;
  for (let step = 0; performance.now() - started < seconds * 1000; step += 1) {
    const at = started + step * interval;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, at - performance.now())));
    // The attacker does not wait for answers: each guess goes out on time.
    attacker.sent += 1;
    pending.push(
      login(`guess ${step}`, `203.0.${(step >> 8) & 255}.${step & 255}`).then((response) => {
        if (response.status === 401) attacker.checked += 1;
        else if (response.status === 429) attacker.slowed += 1;
        else attacker.other += 1;
      }),
    );
    if (performance.now() - started >= nextOwner) {
      nextOwner += ownerEvery;
      pending.push(login(password, '198.51.100.7', device).then((response) => (response.status === 200 ? owner.in++ : owner.refused++)));
    }
  }
  await Promise.all(pending);
  console.log(`login-jam: ${seconds} s, a guess every ${interval} ms from changing addresses, the owner every ${ownerEvery / 1000} s`);
  console.log(`  owner sign-ins that got in at the first try: ${owner.in} of ${owner.in + owner.refused}`);
  console.log(`  attacker guesses: ${attacker.sent} sent, ${attacker.checked} checked against the password, ${attacker.slowed} slowed (429), ${attacker.other} other`);
  const limit = checkedGuesses(throttleRules.account, seconds * 1000, interval);
  console.log(`  the throttle's limit: ${limit} checks in ${seconds} s, ${checkedGuesses(throttleRules.account, 3_600_000, interval)} per hour per account`);
  if (owner.refused > 0) console.log('MISSED: the owner was kept out at least once');
  if (attacker.checked > limit) console.log(`MISSED: ${attacker.checked} guesses checked, more than the limit of ${limit}`);
  console.log('Not measured: the second factor after the password step, and guesses spread over many accounts (each account has its own count).');
} finally {
  server.kill('SIGTERM');
  fs.rmSync(dir, {recursive: true, force: true});
}
