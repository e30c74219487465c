/**
 * The staff session cookie (ASVS 5.0 V3.3): `__Host-session`, HttpOnly, Secure, SameSite=Strict,
 * Path=/, no Domain, and no Max-Age (it ends with the browser; the server's expiry is the real
 * one). Browsers accept Secure cookies only over https or from localhost, so on plain http to
 * any other host (a LAN test box) the cookie is `session` without Secure, and thus without the
 * `__Host-` prefix, which requires it. Production runs behind https and always gets the prefix.
 */
import {parseCookie, stringifySetCookie} from 'cookie';
import type {FastifyReply, FastifyRequest} from 'fastify';
import {loopbackHosts} from '../platform/own-origin';

export const secureCookieName = '__Host-session';
export const plainCookieName = 'session';


export function cookieSecurity(request: FastifyRequest): {name: string; secure: boolean} {
  const secure = request.protocol === 'https' || loopbackHosts.has(request.hostname.toLowerCase());
  return secure ? {name: secureCookieName, secure} : {name: plainCookieName, secure};
}

/** The session token the browser sent under the name this connection uses, if any. */
export function readSessionCookie(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  return header ? parseCookie(header)[cookieSecurity(request).name] : undefined;
}

function sendSessionCookie(request: FastifyRequest, reply: FastifyReply, value: string, expires?: Date) {
  const {name, secure} = cookieSecurity(request);
  reply.header(
    'set-cookie',
    stringifySetCookie({name, value, httpOnly: true, secure, sameSite: 'strict', path: '/', expires}),
  );
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string) {
  sendSessionCookie(request, reply, token);
}

/** An expiry in the past makes the browser drop the cookie. */
export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply) {
  sendSessionCookie(request, reply, '', new Date(0));
}
