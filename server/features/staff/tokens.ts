/**
 * Secrets the staff area hands out (session cookies, setup links): 256 random bits, sent to the
 * browser once and stored only as their SHA-256, so a copy of the database opens no session.
 * A fast hash is right here: the token's entropy, not the hash's cost, stops guessing.
 */
import {createHash, randomBytes} from 'node:crypto';

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Tokens we made are 43 base64url characters; anything else is refused before a lookup. */
export function isWellFormedToken(token: unknown): token is string {
  return typeof token === 'string' && /^[A-Za-z0-9_-]{43}$/.test(token);
}
