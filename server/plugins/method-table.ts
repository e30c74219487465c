/**
 * Which methods each registered path takes, so a request with another method is answered
 * 405 with an Allow header instead of 404. Fastify's router answers "not found" for both and
 * does not expose its matcher, so the patterns are collected as routes register. The site's
 * catch-all `/*` is left out: a POST to a page is a miss, not a wrong method.
 */
import type {HTTPMethods} from 'fastify';

type Entry = {pattern: RegExp; methods: Set<string>};

const catchAll = '/*';

/** A Fastify route URL as a RegExp: `:name` is one segment, a trailing `*` anything after it. */
function patternOf(url: string): RegExp {
  const escaped = url
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/')
    .replace(/\\\*$/, '.*');
  return new RegExp(`^${escaped}$`);
}

export function createMethodTable() {
  const entries = new Map<string, Entry>();
  return {
    add(url: string, method: HTTPMethods | HTTPMethods[]): void {
      if (url === catchAll) return;
      const entry = entries.get(url) ?? {pattern: patternOf(url), methods: new Set<string>()};
      for (const one of Array.isArray(method) ? method : [method]) entry.methods.add(one.toUpperCase());
      entries.set(url, entry);
    },
    /** The methods `requestUrl` (path and query) takes, sorted; empty when no route has its path. */
    allowedFor(requestUrl: string): string[] {
      const queryStart = requestUrl.indexOf('?');
      const path = queryStart === -1 ? requestUrl : requestUrl.slice(0, queryStart);
      const allowed = new Set<string>();
      for (const {pattern, methods} of entries.values()) {
        if (pattern.test(path)) for (const method of methods) allowed.add(method);
      }
      return [...allowed].sort();
    },
  };
}
