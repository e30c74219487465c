/**
 * The webhook signature (issue 12 §2, documented in docs/api-reference.mdx "Webhooks"):
 * `AgentWorks-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`.
 * Signing the timestamp with the body lets a receiver refuse replays of an old request; the
 * header is made afresh on every attempt, the body stays the same.
 */
import {createHmac, randomBytes, timingSafeEqual} from 'node:crypto';

export const signatureHeader = 'AgentWorks-Signature';
export const eventHeader = 'AgentWorks-Event';
export const deliveryHeader = 'AgentWorks-Delivery';

/** How old a signed request a receiver should still accept (the docs' example uses the same). */
export const signatureToleranceSeconds = 300;

/** A new endpoint secret: whsec_ + 32 random bytes, base64url. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

export function signatureOf(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

/** The header value for `body` sent at `nowMs`. */
export function signatureHeaderValue(secret: string, body: string, nowMs = Date.now()): string {
  const timestamp = Math.floor(nowMs / 1000);
  return `t=${timestamp},v1=${signatureOf(secret, timestamp, body)}`;
}

/**
 * True when `header` signs `body` with `secret` and is at most `toleranceSeconds` old (or in
 * the future by as much). Compares in constant time; any v1 in the header may match, so a
 * secret can be rolled without dropping requests.
 */
export function verifySignature(
  secret: string,
  header: string | undefined,
  body: string,
  {nowMs = Date.now(), toleranceSeconds = signatureToleranceSeconds} = {},
): boolean {
  if (!header) return false;
  const parts = header.split(',').map((part) => part.trim().split('='));
  const timestamp = Number(parts.find(([key]) => key === 't')?.[1]);
  if (!Number.isInteger(timestamp) || Math.abs(nowMs / 1000 - timestamp) > toleranceSeconds) return false;
  const expected = Buffer.from(signatureOf(secret, timestamp, body), 'hex');
  return parts
    .filter(([key, value]) => key === 'v1' && /^[0-9a-f]{64}$/.test(value ?? ''))
    .some(([, value]) => timingSafeEqual(expected, Buffer.from(value, 'hex')));
}
