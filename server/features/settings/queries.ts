/** Settings staff change at run time: one JSON value per key (table site_settings). */
import type {Kysely} from 'kysely';
import type {Database} from '../../platform/database/schema';

export const settingKeys = {notifyRecipients: 'notify_recipients'} as const;
export type SettingKey = (typeof settingKeys)[keyof typeof settingKeys];

export type StoredSetting = {value: unknown; updatedAt: number; updatedBy: string | null};

export async function readSetting(db: Kysely<Database>, key: SettingKey): Promise<StoredSetting | undefined> {
  const row = await db.selectFrom('site_settings').selectAll().where('key', '=', key).executeTakeFirst();
  if (!row) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(row.value);
  } catch {
    value = undefined;
  }
  return {value, updatedAt: Number(row.updated_at), updatedBy: row.updated_by};
}

/**
 * Sets `key` to `value` in one statement. With `expectedUpdatedAt` (what the writer last read:
 * null for "never set") the write happens only if nobody changed the setting since, so two
 * people editing at once cannot silently undo each other. Returns whether it was written.
 */
export async function writeSetting(
  db: Kysely<Database>,
  key: SettingKey,
  value: unknown,
  {by, now = Date.now(), expectedUpdatedAt}: {by: string; now?: number; expectedUpdatedAt?: number | null},
): Promise<boolean> {
  const row = {value: JSON.stringify(value), updated_at: now, updated_by: by};
  if (expectedUpdatedAt === undefined) {
    await db
      .insertInto('site_settings')
      .values({key, ...row})
      .onConflict((conflict) => conflict.column('key').doUpdateSet(row))
      .execute();
    return true;
  }
  if (expectedUpdatedAt === null) {
    const inserted = await db
      .insertInto('site_settings')
      .values({key, ...row})
      .onConflict((conflict) => conflict.column('key').doNothing())
      .executeTakeFirst();
    return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
  }
  const updated = await db
    .updateTable('site_settings')
    .set(row)
    .where('key', '=', key)
    .where('updated_at', '=', expectedUpdatedAt)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0;
}
