/**
 * This site's own origin, for every absolute URL the server writes (answer sources) and for the
 * public keys' 'self' (issue 21 §5). It comes from PUBLIC_URL, never from the request: Host and
 * X-Forwarded-Host are whatever the caller (or a proxy passing the caller's on) says, so trusting
 * them let `Host: attacker.example` earn CORS for attacker.example and links to it. Without
 * PUBLIC_URL (local use, the tests) only a loopback origin the request reached is ours.
 */
import type {FastifyRequest} from 'fastify';

/** Host names of this machine's loopback, as URL.hostname and request.hostname spell them. */
export const loopbackHosts: ReadonlySet<string> = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** The loopback origin this request reached (http://localhost:3000), or undefined for any other host. */
function reachedLoopbackOrigin(request: FastifyRequest): string | undefined {
  try {
    const url = new URL(`${request.protocol}://${request.host}`);
    return loopbackHosts.has(url.hostname) ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/** The origins that are this site's: PUBLIC_URL's alone when it is set. */
export function ownOrigins(request: FastifyRequest, publicOrigin: string | undefined): string[] {
  if (publicOrigin) return [publicOrigin];
  const reached = reachedLoopbackOrigin(request);
  return reached ? [reached] : [];
}

/** The origin absolute links start with; without PUBLIC_URL, a local one. */
export function ownOrigin(request: FastifyRequest, publicOrigin: string | undefined, port: number): string {
  return ownOrigins(request, publicOrigin)[0] ?? `http://localhost:${port}`;
}
