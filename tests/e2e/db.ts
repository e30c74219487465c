import Database from 'better-sqlite3';
import {e2eDatabase} from '../../playwright.config';

type Row = Record<string, unknown>;

/** The tables the form tests read (server/platform/database/migrations). */
type FormTable = 'leads' | 'white_paper_requests' | 'newsletter_subscriptions' | 'partner_applications';

/** Reads what the server under test stored (the e2e server runs on its own SQLite file). */
export function queryRows(sql: string, ...params: unknown[]): Row[] {
  const db = new Database(e2eDatabase, {readonly: true, fileMustExist: true});
  try {
    return db.prepare(sql).all(...params) as Row[];
  } finally {
    db.close();
  }
}

export function findRowsByEmail(table: FormTable, email: string): Row[] {
  return queryRows(`select * from ${table} where email = ?`, email);
}

export const findLeadsByEmail = (email: string): Row[] => findRowsByEmail('leads', email);

/** The pageviews the server stored with this utm_source (a test tags its visit with a unique one). */
export function findPageviewsBySource(utmSource: string): Row[] {
  return queryRows('select * from pageviews where utm_source = ? order by id', utmSource);
}

/** One visitor's pageviews since `sinceMs`, in order. */
export function findPageviewsOfVisitor(visitor: string, sinceMs: number): Row[] {
  return queryRows('select * from pageviews where visitor = ? and at >= ? order by id', visitor, sinceMs);
}
