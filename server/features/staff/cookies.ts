/**
 * The staff cookies. The session cookie (ASVS 5.0 V3.3): `__Host-session`, HttpOnly, Secure,
 * SameSite=Strict, Path=/, no Domain, and no Max-Age (it ends with the browser; the server's
 * expiry is the real one). Browsers accept Secure cookies only over https or from localhost, so on plain http to
 * any other host (a LAN test box) the cookie is `session` without Secure, and thus without the
 * `__Host-` prefix, which requires it. Production runs behind https and always gets the prefix.
 */
import {parseCookie, stringifySetCookie} from 'cookie';
import type {FastifyReply, FastifyRequest} from 'fastify';
import {loopbackHosts} from '../../platform/own-origin';

/** The staff cookies' base names; over https (or localhost) each carries the `__Host-` prefix. */
export type StaffCookie = 'session' | 'staff-device';

export function cookieSecurity(request: FastifyRequest, base: StaffCookie = 'session'): {name: string; secure: boolean} {
  const secure = request.protocol === 'https' || loopbackHosts.has(request.hostname.toLowerCase());
  return {name: secure ? `__Host-${base}` : base, secure};
}

/** The value the browser sent for a staff cookie, under the name this connection uses. */
export function readStaffCookie(request: FastifyRequest, base: StaffCookie): string | undefined {
  const header = request.headers.cookie;
  return header ? parseCookie(header)[cookieSecurity(request, base).name] : undefined;
}

/**
 * Sets a staff cookie: HttpOnly, SameSite=Strict, Path=/, Secure where it can be. Fastify
 * appends set-cookie headers, so several cookies can go on one reply.
 */
export function sendStaffCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  base: StaffCookie,
  value: string,
  lifetime: {expires?: Date; maxAge?: number} = {},
) {
  const {name, secure} = cookieSecurity(request, base);
  reply.header('set-cookie', stringifySetCookie({name, value, httpOnly: true, secure, sameSite: 'strict', path: '/', ...lifetime}));
}

/** The session token the browser sent under the name this connection uses, if any. */
export function readSessionCookie(request: FastifyRequest): string | undefined {
  return readStaffCookie(request, 'session');
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string) {
  sendStaffCookie(request, reply, 'session', token);
}

/** An expiry in the past makes the browser drop the cookie. */
export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply) {
  sendStaffCookie(request, reply, 'session', '', {expires: new Date(0)});
}

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
export const deviceLifetimeMs = 90 * 24 * 60 * 60_000;

export function readDeviceCookie(request: FastifyRequest): string | undefined {
  return readStaffCookie(request, 'staff-device');
}

export function setDeviceCookie(request: FastifyRequest, reply: FastifyReply, token: string) {
  sendStaffCookie(request, reply, 'staff-device', token, {maxAge: deviceLifetimeMs / 1000});
}
