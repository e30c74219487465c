import type {Kysely} from 'kysely';
import {FactorSecrets, totpContext} from '../../factor-key';

export type FactorKeyOption = {
  /**
   * The factor key (server/platform/factor-key.ts), asked for only when there are secrets to
   * encrypt or decrypt, so a fresh database (tests' templates, a first start) needs none.
   */
  factorSecrets?: () => FactorSecrets;
};

type Row = {account_id: number; secret: string};

/**
 * Authenticator-app secrets encrypted at rest (issue 21 §1): every secret stored in clear by
 * migration 0017's enrolments is sealed with the factor key, in place, so existing enrolments
 * keep working. The column stays text; a sealed value starts with "v1.", so a run interrupted
 * half-way skips, when it runs again, what it sealed already.
 */
export function createEncryptTotpSecrets({factorSecrets}: FactorKeyOption) {
  /**
   * Rewrites every secret still in the other state (clear going up, sealed going down), each
   * row only if it is still the value read, so a run interrupted half-way picks up where it was.
   */
  const rewrite = async (db: Kysely<unknown>, sealed: boolean, change: (secrets: FactorSecrets, row: Row) => string) => {
    const typed = db as Kysely<{staff_totp: Row}>;
    const rows = (await typed.selectFrom('staff_totp').select(['account_id', 'secret']).execute()).filter(
      (row) => FactorSecrets.isSealed(row.secret) === sealed,
    );
    if (rows.length === 0) return;
    if (!factorSecrets) {
      throw new Error(`migration 0022 must encrypt ${rows.length} authenticator-app secret(s) and was given no factor key`);
    }
    const secrets = factorSecrets();
    for (const row of rows) {
      await typed
        .updateTable('staff_totp')
        .set({secret: change(secrets, row)})
        .where('account_id', '=', row.account_id)
        .where('secret', '=', row.secret)
        .execute();
    }
  };
  return {
    up: (db: Kysely<unknown>) => rewrite(db, false, (secrets, row) => secrets.seal(row.secret, totpContext(row.account_id))),
    down: (db: Kysely<unknown>) => rewrite(db, true, (secrets, row) => secrets.open(row.secret, totpContext(row.account_id))),
  };
}
