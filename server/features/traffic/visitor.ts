/**
 * Who is "one visitor" without a cookie (issue 11 §2, as Plausible counts): a hash of the day's
 * random salt, the site, the address and the user agent. The same person on the same day counts
 * once; the next day they are a new visitor, and once the salt is deleted nobody (us included)
 * can tell which address a hash came from. Neither the address nor the user agent is stored.
 */
import {createHash} from 'node:crypto';
import {isbot} from 'isbot';
import type {FastifyInstance, FastifyRequest} from 'fastify';
import type {Kysely} from 'kysely';
import {saltForDay, utcDay} from './queries';
import type {Database} from '../../platform/database/schema';

export function visitorHash(salt: string, site: string, address: string, userAgent: string): string {
  return createHash('sha256').update(`${salt}\n${site}\n${address}\n${userAgent}`).digest('hex').slice(0, 32);
}

type Headers = Record<string, string | string[] | undefined>;

/** Crawlers, scripts and headless browsers (and requests that do not say what they are). */
export function isBotRequest(headers: Headers): boolean {
  const userAgent = headers['user-agent'];
  return typeof userAgent !== 'string' || userAgent === '' || isbot(userAgent);
}

/** Requests that must not be counted: bots, and browsers that ask not to be tracked. */
export function shouldSkip(headers: Headers): boolean {
  if (isBotRequest(headers)) return true;
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

/**
 * The visitor hash of a request, for the routes that tell visitors apart without a cookie (the
 * pageview beacon, docs feedback): the same salt, site and inputs, so one person is one visitor
 * across both on the same day.
 */
export function requestVisitor(app: FastifyInstance): (request: FastifyRequest) => Promise<string> {
  const salt = new DailySalt(app.db);
  const site = app.config.publicOrigin ?? 'local';
  return async (request) => visitorHash(await salt.get(), site, request.ip, request.headers['user-agent'] ?? '');
}
