/**
 * Second factors of staff accounts (migration 0017, issue 21 §1): the authenticator app, passkeys,
 * recovery codes and passkey challenges. Every "use once" rule is one conditional UPDATE or
 * DELETE, so two requests racing with the same code cannot both succeed. The app's secret is
 * stored encrypted (migration 0022, factor-key.ts): only these functions see it in clear.
 */
import {sql, type Kysely} from 'kysely';
import type {FactorsView, PasskeyView} from '../../../src/lib/staff/factors';
import type {SqlDialect} from '../../platform/database/connection';
import type {Database, StaffWebauthnChallengesTable} from '../../platform/database/schema';
import {FactorKeyError, FactorSecrets, totpContext} from '../../platform/factor-key';

export async function factorsOf(db: Kysely<Database>, accountId: number): Promise<FactorsView> {
  const [totp, passkeys, codes] = await Promise.all([
    db.selectFrom('staff_totp').select('account_id').where('account_id', '=', accountId).where('confirmed_at', 'is not', null).executeTakeFirst(),
    listPasskeys(db, accountId),
    db
      .selectFrom('staff_recovery_codes')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('account_id', '=', accountId)
      .where('used_at', 'is', null)
      .executeTakeFirstOrThrow(),
  ]);
  return {totp: totp !== undefined, passkeys, recoveryCodesLeft: Number(codes.count)};
}

/** Whether the account has a factor to verify (an authenticator app or a passkey), in one query. */
export async function hasSecondFactor(db: Kysely<Database>, accountId: number): Promise<boolean> {
  const row = await db
    .selectFrom('staff_totp')
    .select('account_id')
    .where('account_id', '=', accountId)
    .where('confirmed_at', 'is not', null)
    .union(db.selectFrom('staff_passkeys').select('account_id').where('account_id', '=', accountId))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

// Authenticator app.

/**
 * Starts (or restarts) enrolment with a new secret, stored encrypted; false when a confirmed app
 * exists already.
 */
export async function startTotp(
  db: Kysely<Database>,
  secrets: FactorSecrets,
  accountId: number,
  secret: string,
  now = Date.now(),
): Promise<boolean> {
  await db.deleteFrom('staff_totp').where('account_id', '=', accountId).where('confirmed_at', 'is', null).execute();
  const row = await db
    .insertInto('staff_totp')
    .values({account_id: accountId, secret: secrets.seal(secret, totpContext(accountId)), created_at: now})
    .onConflict((conflict) => conflict.column('account_id').doNothing())
    .returning('account_id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function findTotp(db: Kysely<Database>, secrets: FactorSecrets, accountId: number) {
  const row = await db.selectFrom('staff_totp').selectAll().where('account_id', '=', accountId).executeTakeFirst();
  if (!row) return undefined;
  return {
    secret: secrets.open(row.secret, totpContext(accountId)),
    confirmed: row.confirmed_at !== null,
    lastStep: row.last_step === null ? null : Number(row.last_step),
  };
}

/**
 * Records `step` as used, if it is later than the last one; with `confirm`, also ends
 * enrolment. False when another request used this step (or a later one) first.
 */
export async function useTotpStep(db: Kysely<Database>, accountId: number, step: number, {confirm = false, now = Date.now()} = {}) {
  const result = await db
    .updateTable('staff_totp')
    .set(confirm ? {last_step: step, confirmed_at: now} : {last_step: step})
    .where('account_id', '=', accountId)
    .where('confirmed_at', confirm ? 'is' : 'is not', null)
    .where((eb) => eb.or([eb('last_step', 'is', null), eb('last_step', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Refuses a start with a key other than the one the stored secrets were encrypted with: every
 * sign-in with an app would fail, and the message at start says why (a handful of rows: one per
 * account at most).
 */
export async function checkFactorKey(db: Kysely<Database>, secrets: FactorSecrets): Promise<void> {
  const rows = await db.selectFrom('staff_totp').select('secret').execute();
  for (const {secret} of rows) {
    const keyId = FactorSecrets.keyIdOf(secret);
    if (keyId === undefined) throw new FactorKeyError('An authenticator-app secret is stored unencrypted: migration 0022 has not run.');
    if (keyId !== secrets.keyId) throw new FactorKeyError(secrets.wrongKeyMessage(keyId));
  }
}

// Passkeys.

export type StoredPasskey = {
  id: number;
  accountId: number;
  credentialId: string;
  publicKey: string;
  counter: number;
  transports: string[];
};

export async function listPasskeys(db: Kysely<Database>, accountId: number): Promise<PasskeyView[]> {
  const rows = await db
    .selectFrom('staff_passkeys')
    .select(['id', 'name', 'created_at', 'last_used_at'])
    .where('account_id', '=', accountId)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    createdAt: Number(row.created_at),
    lastUsedAt: row.last_used_at === null ? null : Number(row.last_used_at),
  }));
}

export async function passkeyCredentials(db: Kysely<Database>, accountId: number): Promise<StoredPasskey[]> {
  const rows = await db.selectFrom('staff_passkeys').selectAll().where('account_id', '=', accountId).execute();
  return rows.map(toStored);
}

function toStored(row: {id: number; account_id: number; credential_id: string; public_key: string; counter: number | string; transports: string}): StoredPasskey {
  return {
    id: row.id,
    accountId: row.account_id,
    credentialId: row.credential_id,
    publicKey: row.public_key,
    counter: Number(row.counter),
    transports: JSON.parse(row.transports) as string[],
  };
}

export async function findPasskey(db: Kysely<Database>, credentialId: string): Promise<StoredPasskey | undefined> {
  const row = await db.selectFrom('staff_passkeys').selectAll().where('credential_id', '=', credentialId).executeTakeFirst();
  return row ? toStored(row) : undefined;
}

export async function insertPasskey(
  db: Kysely<Database>,
  passkey: Omit<StoredPasskey, 'id'> & {name: string},
  now = Date.now(),
): Promise<PasskeyView | undefined> {
  const row = await db
    .insertInto('staff_passkeys')
    .values({
      account_id: passkey.accountId,
      credential_id: passkey.credentialId,
      public_key: passkey.publicKey,
      counter: passkey.counter,
      transports: JSON.stringify(passkey.transports),
      name: passkey.name,
      created_at: now,
    })
    .onConflict((conflict) => conflict.column('credential_id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row ? {id: row.id, name: passkey.name, createdAt: now, lastUsedAt: null} : undefined;
}

export async function recordPasskeyUse(db: Kysely<Database>, id: number, counter: number, now = Date.now()) {
  await db.updateTable('staff_passkeys').set({counter, last_used_at: now}).where('id', '=', id).execute();
}

/** Which factor to remove: the authenticator app, or one passkey. */
export type FactorToRemove = {kind: 'totp'} | {kind: 'passkey'; id: number};

/**
 * Removes one factor unless it is the account's last: 'removed' (with the passkey's name),
 * 'notFound', or 'lastFactor'. The count and the removal happen in one transaction that first
 * locks the account's row on PostgreSQL (SQLite has one writer), so two requests removing the
 * app and the last passkey at once, on one instance or two, cannot both see the other factor
 * and leave the account with none. A lock in the process (features/staff/one-at-a-time.ts) would not hold
 * across instances.
 */
export async function removeFactor(
  db: Kysely<Database>,
  dialect: SqlDialect,
  accountId: number,
  factor: FactorToRemove,
): Promise<{outcome: 'removed'; name?: string} | {outcome: 'notFound'} | {outcome: 'lastFactor'}> {
  return db.transaction().execute(async (trx) => {
    if (dialect === 'postgres') await sql`select id from staff_accounts where id = ${accountId} for update`.execute(trx);
    const totp = await trx
      .selectFrom('staff_totp')
      .select('account_id')
      .where('account_id', '=', accountId)
      .where('confirmed_at', 'is not', null)
      .executeTakeFirst();
    const passkeys = await trx.selectFrom('staff_passkeys').select(['id', 'name']).where('account_id', '=', accountId).execute();
    const passkey = factor.kind === 'passkey' ? passkeys.find((key) => key.id === factor.id) : undefined;
    if (factor.kind === 'totp' ? !totp : !passkey) return {outcome: 'notFound'};
    if ((totp ? 1 : 0) + passkeys.length <= 1) return {outcome: 'lastFactor'};
    if (factor.kind === 'totp') {
      await trx.deleteFrom('staff_totp').where('account_id', '=', accountId).execute();
      return {outcome: 'removed'};
    }
    await trx.deleteFrom('staff_passkeys').where('id', '=', factor.id).where('account_id', '=', accountId).execute();
    return {outcome: 'removed', name: passkey!.name};
  });
}

// Recovery codes.

/** Replaces every code of the account (used or not) with these hashes. */
export async function replaceRecoveryCodes(db: Kysely<Database>, accountId: number, hashes: string[]) {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('staff_recovery_codes').where('account_id', '=', accountId).execute();
    await trx
      .insertInto('staff_recovery_codes')
      .values(hashes.map((code_hash) => ({account_id: accountId, code_hash})))
      .execute();
  });
}

/** Marks the code used; false when it is not the account's or was used already. */
export async function useRecoveryCode(db: Kysely<Database>, accountId: number, hash: string, now = Date.now()) {
  const result = await db
    .updateTable('staff_recovery_codes')
    .set({used_at: now})
    .where('account_id', '=', accountId)
    .where('code_hash', '=', hash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Removes every factor and recovery code of the account (`npm run admin -- reset-factors`). */
export async function deleteAllFactors(db: Kysely<Database>, accountId: number) {
  await db.transaction().execute(async (trx) => {
    for (const table of ['staff_totp', 'staff_passkeys', 'staff_recovery_codes', 'staff_webauthn_challenges'] as const) {
      await trx.deleteFrom(table).where('account_id', '=', accountId).execute();
    }
  });
}

// Passkey ceremonies' challenges.

const challengeLifetimeMs = 5 * 60_000;

export async function saveChallenge(
  db: Kysely<Database>,
  challenge: string,
  purpose: StaffWebauthnChallengesTable['purpose'],
  accountId: number | null,
  now = Date.now(),
) {
  await db.deleteFrom('staff_webauthn_challenges').where('expires_at', '<=', now).execute();
  await db
    .insertInto('staff_webauthn_challenges')
    .values({challenge, purpose, account_id: accountId, expires_at: now + challengeLifetimeMs})
    .execute();
}

/** Takes a live challenge of this purpose (and account): each works once. */
export async function takeChallenge(
  db: Kysely<Database>,
  challenge: string,
  purpose: StaffWebauthnChallengesTable['purpose'],
  accountId: number | null,
  now = Date.now(),
): Promise<boolean> {
  let query = db
    .deleteFrom('staff_webauthn_challenges')
    .where('challenge', '=', challenge)
    .where('purpose', '=', purpose)
    .where('expires_at', '>', now);
  query = accountId === null ? query.where('account_id', 'is', null) : query.where('account_id', '=', accountId);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
