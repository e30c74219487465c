/** Settings staff change at run time: one JSON value per key (table site_settings). */
import type {Kysely} from 'kysely';
import type {Database} from './schema';

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

/** Sets `key` to `value` (one statement on both dialects, so two writers cannot collide). */
export async function writeSetting(
  db: Kysely<Database>,
  key: SettingKey,
  value: unknown,
  {by, now = Date.now()}: {by: string; now?: number},
): Promise<void> {
  const row = {value: JSON.stringify(value), updated_at: now, updated_by: by};
  await db
    .insertInto('site_settings')
    .values({key, ...row})
    .onConflict((conflict) => conflict.column('key').doUpdateSet(row))
    .execute();
}
