/**
 * Who is "one visitor" without a cookie (issue 11 §2, as Plausible counts): a hash of the day's
 * random salt, the site, the address and the user agent. The same person on the same day counts
 * once; the next day they are a new visitor, and once the salt is deleted nobody (us included)
 * can tell which address a hash came from. Neither the address nor the user agent is stored.
 */
import {createHash} from 'node:crypto';
import {isbot} from 'isbot';
import type {Kysely} from 'kysely';
import {saltForDay, utcDay} from '../db/pageviews';
import type {Database} from '../db/schema';

export function visitorHash(salt: string, site: string, address: string, userAgent: string): string {
  return createHash('sha256').update(`${salt}\n${site}\n${address}\n${userAgent}`).digest('hex').slice(0, 32);
}

/** Requests that must not be counted: bots, and browsers that ask not to be tracked. */
export function shouldSkip(headers: Record<string, string | string[] | undefined>): boolean {
  const userAgent = headers['user-agent'];
  if (typeof userAgent !== 'string' || userAgent === '' || isbot(userAgent)) return true;
  // Global Privacy Control (Sec-GPC: 1) and Do Not Track (DNT: 1) are both honoured.
  return headers['sec-gpc'] === '1' || headers.dnt === '1';
}

/** The salt of the current day, read from the database once per day per instance. */
export class DailySalt {
  private cached: {day: string; salt: Promise<string>} | undefined;

  constructor(private readonly db: Kysely<Database>) {}

  get(now = Date.now()): Promise<string> {
    const day = utcDay(now);
    if (this.cached?.day !== day) {
      const salt = saltForDay(this.db, day);
      this.cached = {day, salt};
      // A failed read is retried by the next request instead of being cached.
      salt.catch(() => {
        if (this.cached?.salt === salt) this.cached = undefined;
      });
    }
    return this.cached.salt;
  }
}
