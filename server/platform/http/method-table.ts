/**
 * Which methods each registered path takes, so a request with another method is answered
 * 405 with an Allow header instead of 404. Fastify's router answers "not found" for both and
 * does not expose its matcher, so the patterns are collected as routes register. The site's
 * catch-all `/*` is left out: a POST to a page is a miss, not a wrong method. A path whose
 * parameter is longer than the router's limit matches no route: for methods without the catch-all
 * Fastify refuses it (414, server/platform/http/framework-errors.ts), for GET the table says so.
 */
import type {HTTPMethods} from 'fastify';

type Entry = {pattern: RegExp; methods: Set<string>};

const catchAll = '/*';

/** A Fastify route URL as a RegExp: `:name` is one captured segment, a trailing `*` anything after it. */
function patternOf(url: string): RegExp {
  const escaped = url
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '([^/]+)' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/')
    .replace(/\\\*$/, '.*');
  return new RegExp(`^${escaped}$`);
}

function decodedLength(segment: string): number {
  try {
    return decodeURIComponent(segment).length;
  } catch {
    return segment.length;
  }
}

/** `maxParamLength`: the router's limit on one decoded parameter (Fastify's default is 100). */
export function createMethodTable(maxParamLength = 100) {
  const entries = new Map<string, Entry>();
  return {
    add(url: string, method: HTTPMethods | HTTPMethods[]): void {
      if (url === catchAll) return;
      const entry = entries.get(url) ?? {pattern: patternOf(url), methods: new Set<string>()};
      for (const one of Array.isArray(method) ? method : [method]) entry.methods.add(one.toUpperCase());
      entries.set(url, entry);
    },
    /**
     * The methods `requestUrl` (path and query) takes, sorted (empty when no route has its path),
     * and whether a route's path matched but with a parameter over the router's limit.
     */
    lookup(requestUrl: string): {allowed: string[]; parameterTooLong: boolean} {
      const queryStart = requestUrl.indexOf('?');
      const path = queryStart === -1 ? requestUrl : requestUrl.slice(0, queryStart);
      const allowed = new Set<string>();
      let parameterTooLong = false;
      for (const {pattern, methods} of entries.values()) {
        const match = pattern.exec(path);
        if (!match) continue;
        if (match.slice(1).some((value) => decodedLength(value) > maxParamLength)) parameterTooLong = true;
        else for (const method of methods) allowed.add(method);
      }
      return {allowed: [...allowed].sort(), parameterTooLong};
    },
  };
}
