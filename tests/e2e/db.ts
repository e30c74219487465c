import Database from 'better-sqlite3';
import {e2eDatabase} from '../../playwright.config';

/** Reads what the server under test stored (the e2e server runs on its own SQLite file). */
export function findLeadsByEmail(email: string): Array<Record<string, unknown>> {
  const db = new Database(e2eDatabase, {readonly: true, fileMustExist: true});
  try {
    return db.prepare('select * from leads where email = ?').all(email) as Array<
      Record<string, unknown>
    >;
  } finally {
    db.close();
  }
}
