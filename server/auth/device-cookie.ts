/**
 * Device cookies (issue 21 §3; OWASP "Slow Down Online Guessing Attacks with Device Cookies"):
 * a browser that signed in to an account gets a long-lived random token for it. A login that
 * brings a live device cookie of the account it names is throttled by that device's own failures
 * only; every other login shares the account's and the address's counts (login-throttle.ts).
 * So an attacker guessing one e-mail from many addresses slows only browsers the account has
 * never used, and its owner, from a browser that signed in before, gets in at the first try.
 * The cookie follows the session cookie's rules (`__Host-` prefix, Secure, HttpOnly,
 * SameSite=Strict) but lives 90 days since the last login with it.
 */
import type {FastifyReply, FastifyRequest} from 'fastify';
import {readStaffCookie, sendStaffCookie} from './session-cookie';

export const deviceLifetimeMs = 90 * 24 * 60 * 60_000;

export function readDeviceCookie(request: FastifyRequest): string | undefined {
  return readStaffCookie(request, 'staff-device');
}

export function setDeviceCookie(request: FastifyRequest, reply: FastifyReply, token: string) {
  sendStaffCookie(request, reply, 'staff-device', token, {maxAge: deviceLifetimeMs / 1000});
}
