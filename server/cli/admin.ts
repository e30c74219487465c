/**
 * Staff accounts from the command line, for scripted installs (issue 11 §1):
 *   npm run admin -- create EMAIL     password from stdin when piped, else asked for twice
 *   npm run admin -- setup-link       a new one-time first-account link (only while none exists)
 *   npm run admin -- list             the accounts and whether they are disabled
 * It uses the server's configuration (DATABASE_URL or SQLITE_FILE) and the same account rules
 * as the staff API.
 */
import readline from 'node:readline';
import {Writable} from 'node:stream';
import {staffErrorMessages} from '../../src/lib/staff/messages';
import {createAccount} from '../auth/accounts';
import {newSetupLink} from '../auth/setup-link';
import {loadConfig} from '../config';
import {openDatabase} from '../db/connection';
import {migrateToLatest} from '../db/migrate';
import {countAccounts, listAccounts} from '../db/staff-accounts';

const usage = 'Usage: npm run admin -- create EMAIL | setup-link | list';

async function readPiped(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin) text += chunk;
  return text.replace(/\r?\n$/, '');
}

/** Asks without echoing what is typed (a password must not stay on screen or in scrollback). */
function askHidden(question: string): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk, encoding, done) {
      if (!muted) process.stdout.write(chunk, encoding);
      done();
    },
  });
  const prompt = readline.createInterface({input: process.stdin, output, terminal: true});
  return new Promise((resolve) => {
    prompt.question(question, (answer) => {
      prompt.close();
      process.stdout.write('\n');
      resolve(answer);
    });
    muted = true;
  });
}

async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) return readPiped();
  const first = await askHidden('Password (8 to 128 characters, 15 or more recommended): ');
  const second = await askHidden('Same password again: ');
  if (first !== second) throw new Error('The two passwords differ; nothing was created.');
  return first;
}

async function main(args: string[]): Promise<number> {
  const [command, email] = args;
  if (!command || !['create', 'setup-link', 'list'].includes(command) || (command === 'create' && !email)) {
    console.error(usage);
    return 2;
  }
  const config = loadConfig();
  const {db, dialect} = openDatabase(config.database);
  try {
    await migrateToLatest(db, dialect);
    if (command === 'list') {
      for (const account of await listAccounts(db)) {
        console.log(`${account.email}${account.disabled ? ' (disabled)' : ''}`);
      }
      return 0;
    }
    if (command === 'setup-link') {
      if ((await countAccounts(db)) > 0) {
        console.error('An account exists already: log in and add accounts in Settings, or use "create".');
        return 1;
      }
      console.log(
        await newSetupLink(db, config.publicOrigin ?? `http://localhost:${config.port}`, config.staff.setupTokenLifetimeMs),
      );
      return 0;
    }
    const result = await createAccount(db, {email, password: await readPassword()});
    if (!result.ok) {
      console.error(staffErrorMessages[result.code]);
      return 1;
    }
    console.log(`Created staff account ${result.account.email}.`);
    return 0;
  } finally {
    await db.destroy();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: Error) => {
    console.error(error.message);
    process.exit(1);
  },
);
