/**
 * Staff accounts from the command line, for scripted installs (issue 11 §1):
 *   npm run admin -- create EMAIL [--role owner|admin|editor|viewer]
 *                                     password from stdin when piped, else asked for twice; the
 *                                     role is owner unless given: this is the recovery path
 *   npm run admin -- setup-link       a new one-time first-account link (only while none exists)
 *   npm run admin -- list             the accounts, their roles and whether they are disabled
 *   npm run admin -- reset-factors EMAIL
 *                                     removes the account's second factors and recovery codes and
 *                                     ends its sessions (recovery for a lost phone and codes); the
 *                                     next login enrols a new factor. Audited and mailed to the account.
 *   npm run admin -- api-key create --type public|private|scoped --name NAME
 *                    [--agent agt_site] [--permissions ask,handoff] [--origins self,https://x.example] [--rate-limit 60]
 *                                     prints the new key's secret alone on the last line
 *   npm run admin -- api-key list     the keys (prefix, type, agent, state), never their secrets
 *   npm run admin -- api-key revoke ID
 * It uses the server's configuration (DATABASE_URL or SQLITE_FILE) and the same account rules
 * as the staff API.
 */
import readline from 'node:readline';
import {Writable} from 'node:stream';
import {staffErrorMessages} from '../../src/lib/staff/messages';
import {isStaffRole, staffRoles, type StaffRole} from '../../src/lib/staff/roles';
import {loadConfig} from '../platform/config';
import {openDatabase} from '../platform/database/connection';
import {migrateToLatest} from '../platform/database/migrate';
import {
  countAccounts,
  createAccount,
  deleteAccountSessions,
  deleteAllFactors,
  findAccountByEmail,
  listAccounts,
  newSetupLink,
  recordCredentialChange,
} from '../features/staff';
import {readOrCreateFactorKey} from '../platform/factor-key';
import {normaliseStaffEmail} from '../../src/lib/staff/credentials';
import {apiKeyTypes, apiPermissions, type ApiKeyType, type ApiPermission} from '../../src/lib/api/keys';
import {ensureAgent} from '../features/agent/agents';
import {createApiKey, listApiKeys, revokeApiKey} from '../features/api/key-queries';
import type {Database} from '../platform/database/schema';
import type {Kysely} from 'kysely';

const usage = [
  'Usage: npm run admin -- create EMAIL [--role owner|admin|editor|viewer] | setup-link | list | reset-factors EMAIL',
  '       (create makes an owner unless --role says otherwise: the command line is the recovery path',
  '        when no owner can log in)',
  '       npm run admin -- api-key create --type public|private|scoped --name NAME [--agent ID] [--permissions P,P] [--origins O,O] [--rate-limit N]',
  '       npm run admin -- api-key list | api-key revoke ID',
].join('\n');

/** `--name value` pairs after the sub-command. */
function options(args: string[]): Map<string, string> | undefined {
  const found = new Map<string, string>();
  for (let i = 0; i < args.length; i += 2) {
    const [flag, value] = [args[i], args[i + 1]];
    if (!flag.startsWith('--') || value === undefined) return undefined;
    found.set(flag.slice(2), value);
  }
  return found;
}

const list = (value: string | undefined) => (value ? value.split(',').map((part) => part.trim()).filter(Boolean) : undefined);

async function apiKeyCommand(db: Kysely<Database>, [action, ...rest]: string[]): Promise<number> {
  if (action === 'list' && rest.length === 0) {
    for (const key of await listApiKeys(db)) {
      const state = key.revokedAt ? 'revoked' : 'live';
      console.log(`${key.id}  ${key.prefix}…  ${key.type}  ${key.agentId}  ${state}  ${key.name}`);
    }
    return 0;
  }
  if (action === 'revoke' && rest.length === 1) {
    const revoked = await revokeApiKey(db, rest[0]);
    if (!revoked) {
      console.error(`No live API key ${rest[0]}.`);
      return 1;
    }
    console.log(`Revoked ${revoked.id} (${revoked.name}).`);
    return 0;
  }
  const flags = action === 'create' ? options(rest) : undefined;
  const type = flags?.get('type') as ApiKeyType | undefined;
  const name = flags?.get('name')?.trim();
  const permissions = list(flags?.get('permissions')) ?? [];
  const rateLimit = flags?.has('rate-limit') ? Number(flags.get('rate-limit')) : undefined;
  const problems = [
    !type || !apiKeyTypes.includes(type) ? `--type must be one of ${apiKeyTypes.join(', ')}` : '',
    !name ? '--name is required' : '',
    permissions.some((p) => !(apiPermissions as readonly string[]).includes(p)) ? `--permissions are among ${apiPermissions.join(', ')}` : '',
    type === 'scoped' && permissions.length === 0 ? 'a scoped key needs --permissions' : '',
    rateLimit !== undefined && !(Number.isInteger(rateLimit) && rateLimit > 0) ? '--rate-limit must be a whole number above 0' : '',
    flags?.has('agent') && !/^agt_[A-Za-z0-9_-]{1,64}$/.test(flags.get('agent') ?? '') ? '--agent must be an agent id such as agt_site' : '',
  ].filter(Boolean);
  if (!flags || !type || !name || problems.length > 0) {
    for (const problem of problems) console.error(problem);
    console.error(usage);
    return 2;
  }
  const agentId = flags.get('agent') ?? 'agt_site';
  await ensureAgent(db, agentId);
  const {key, secret} = await createApiKey(db, {
    agentId,
    name,
    type,
    permissions: permissions as ApiPermission[],
    origins: list(flags.get('origins')) ?? ['self'],
    rateLimit,
  });
  console.log(`Created ${key.type} key ${key.id} for ${key.agentId} (${key.permissions.join(', ')}). It is shown only now:`);
  console.log(secret);
  return 0;
}

/** Recovery for someone who lost every factor: they sign in with the password and enrol anew. */
async function resetFactors(db: Kysely<Database>, email: string): Promise<number> {
  const account = await findAccountByEmail(db, normaliseStaffEmail(email));
  if (!account) {
    console.error(`No staff account ${email}.`);
    return 1;
  }
  await deleteAllFactors(db, account.id);
  await deleteAccountSessions(db, account.id);
  await recordCredentialChange(db, {
    email: account.email,
    actor: 'command line',
    action: 'factors_reset',
    what: 'second factors and recovery codes reset',
    ip: null,
  });
  console.log(`Removed the second factors and recovery codes of ${account.email} and ended its sessions; its next login sets up a new factor.`);
  return 0;
}

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

/** `create`'s role: owner by default, since the command line is how a locked-out site recovers. */
function createRole(flags: string[]): StaffRole | undefined {
  if (flags.length === 0) return 'owner';
  const role = options(flags)?.get('role');
  return flags.length === 2 && isStaffRole(role) ? role : undefined;
}

async function main(args: string[]): Promise<number> {
  const [command, email] = args;
  const role = command === 'create' ? createRole(args.slice(2)) : undefined;
  if (
    !command ||
    !['create', 'setup-link', 'list', 'api-key', 'reset-factors'].includes(command) ||
    (['create', 'reset-factors'].includes(command) && !email) ||
    (command === 'create' && !role)
  ) {
    if (command === 'create' && email && !role) console.error(`--role must be one of ${staffRoles.join(', ')}`);
    console.error(usage);
    return 2;
  }
  const config = loadConfig();
  const {db, dialect} = openDatabase(config.database);
  try {
    // Only a database holding secrets stored before they were encrypted needs the key here.
    await migrateToLatest(db, dialect, {factorSecrets: () => readOrCreateFactorKey({key: config.staff.factorKey, file: config.staff.factorKeyFile})});
    if (command === 'api-key') return await apiKeyCommand(db, args.slice(1));
    if (command === 'list') {
      for (const account of await listAccounts(db)) {
        console.log(`${account.email}  ${account.role}${account.disabled ? ' (disabled)' : ''}`);
      }
      return 0;
    }
    if (command === 'reset-factors') return await resetFactors(db, email);
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
    const result = await createAccount(db, {email, password: await readPassword()}, role ?? 'owner');
    if (!result.ok) {
      console.error(staffErrorMessages[result.code]);
      return 1;
    }
    console.log(`Created staff account ${result.account.email} (${result.account.role}).`);
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
