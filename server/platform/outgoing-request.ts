/**
 * The one way the server sends a request to a URL a user gave (webhooks today; DESIGN.md
 * "Outgoing requests"). `check` parses the URL, resolves its host once and classifies every
 * address (./ip-address.ts); `post` then connects to that checked address and no other (a
 * custom `lookup`, so a DNS answer that changes between check and connect cannot move the
 * request inside: "DNS rebinding"), keeps the name for Host and TLS SNI, follows no redirect,
 * and bounds both the time and the bytes of the answer. `get` (knowledge imports) is the same
 * connection for a GET whose body is read, up to a byte limit: it follows no redirect either,
 * but hands back the Location, which a caller may follow only through `check` again
 * (fetchChecked below does exactly that).
 */
import dns from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import type {LookupFunction} from 'node:net';
import {classifyAddress} from './ip-address';

/** A host name's addresses; tests inject one so that no test depends on real DNS. */
export type Resolver = (hostname: string) => Promise<string[]>;

export const systemResolver: Resolver = async (hostname) =>
  (await dns.lookup(hostname, {all: true, verbatim: true})).map((entry) => entry.address);

export type OutgoingPolicy = Readonly<{
  /** WEBHOOK_ALLOW_PRIVATE: loopback, RFC 1918, ULA and CGNAT targets allowed (on-premises). */
  allowPrivate: boolean;
  /** Ports besides the schemes' defaults (WEBHOOK_PORTS), or any port. */
  ports: readonly number[] | 'any';
  /** Our own host names (PUBLIC_URL's): a user's URL never makes us call ourselves. */
  ownHosts: readonly string[];
}>;

export type TargetRefusal = 'badUrl' | 'credentials' | 'port' | 'ownSite' | 'unresolvable' | 'privateAddress';

export type CheckedTarget = {ok: true; url: URL; address: string; family: 4 | 6};
export type TargetCheck = CheckedTarget | {ok: false; reason: TargetRefusal; detail: string};

export type PostResult = {ok: true; status: number} | {ok: false; error: string};

export type GetRequest = {headers: Record<string, string>; timeoutMs: number; maxBytes: number};

export type GetResult =
  | {ok: true; status: number; headers: Record<string, string | string[] | undefined>; body: Buffer}
  | {ok: false; error: string; reason: 'timeout' | 'tooLarge' | 'network'};

export type OutgoingGuard = {
  check(url: string): Promise<TargetCheck>;
  post(target: CheckedTarget, request: {headers: Record<string, string>; body: string; timeoutMs: number}): Promise<PostResult>;
  get(target: CheckedTarget, request: GetRequest): Promise<GetResult>;
};

const defaultPorts = [80, 443];
/** What we read of an answer at most: only its status matters, the rest is dropped. */
export const maxAnswerBytes = 64 * 1024;

const refuse = (reason: TargetRefusal, detail: string): TargetCheck => ({ok: false, reason, detail});

/** RFC 6761: every *.localhost name is loopback, whatever a resolver says. */
const isLocalhostName = (host: string) => host === 'localhost' || host.endsWith('.localhost');

export async function checkTarget(text: string, policy: OutgoingPolicy, resolve: Resolver): Promise<TargetCheck> {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return refuse('badUrl', 'not a URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return refuse('badUrl', `${url.protocol} is not http or https`);
  if (url.username || url.password) return refuse('credentials', 'the URL carries a user name or password');
  const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
  if (policy.ports !== 'any' && !defaultPorts.includes(port) && !policy.ports.includes(port)) {
    return refuse('port', `port ${port} is not allowed`);
  }
  // The URL parser already turned 127.1, 2130706433, 0x7f000001 and 0177.0.0.1 into 127.0.0.1.
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  if (policy.ownHosts.includes(host)) return refuse('ownSite', 'the URL is this site');
  const literal = host.replace(/^\[(.*)\]$/, '$1');
  let addresses: string[];
  if (classifyAddress(literal)) addresses = [literal];
  else if (isLocalhostName(host)) addresses = ['127.0.0.1'];
  else {
    addresses = await resolve(host).catch(() => []);
    if (addresses.length === 0) return refuse('unresolvable', `${host} does not resolve`);
  }
  // Every address must pass: a resolver may answer a public and an internal one together.
  for (const address of addresses) {
    const found = classifyAddress(address);
    if (!found) return refuse('unresolvable', `${host} resolved to something that is not an address`);
    if (found.kind === 'forbidden' || (found.kind === 'private' && !policy.allowPrivate)) {
      return refuse('privateAddress', `${host} is a ${found.range} address`);
    }
  }
  const address = addresses[0];
  return {ok: true, url, address, family: address.includes(':') ? 6 : 4};
}

/** Answers the connection's name lookup with the address checked (no second DNS query). */
function checkedLookup(target: CheckedTarget): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [{address: target.address, family: target.family}]);
    else callback(null, target.address, target.family);
  };
}

/**
 * GETs from the checked address only and reads the body up to `maxBytes` (one byte more ends
 * the request: tooLarge); never throws, never follows a redirect (a 3xx is an answer with its
 * Location header).
 */
export function getFromTarget(target: CheckedTarget, {headers, timeoutMs, maxBytes}: GetRequest): Promise<GetResult> {
  const client = target.url.protocol === 'https:' ? https : http;
  const signal = AbortSignal.timeout(timeoutMs);
  return new Promise((resolve) => {
    let settled = false;
    const settle = (result: GetResult) => {
      if (!settled) {
        settled = true;
        resolve(result);
      }
    };
    // A request or answer that ends early: the deadline's, or the network's (with its code).
    const brokeOff = (detail = 'The answer broke off') =>
      settle(signal.aborted ? {ok: false, reason: 'timeout', error: `No answer within ${timeoutMs} ms`} : {ok: false, reason: 'network', error: detail});
    const tooLarge = (response: http.IncomingMessage) => {
      settle({ok: false, reason: 'tooLarge', error: `The answer is larger than ${maxBytes} bytes`});
      response.destroy();
    };
    const request = client.request(target.url, {method: 'GET', headers, lookup: checkedLookup(target), signal, agent: false}, (response) => {
      const declared = Number(response.headers['content-length']);
      if (Number.isFinite(declared) && declared > maxBytes) return tooLarge(response);
      const chunks: Buffer[] = [];
      let read = 0;
      response.on('data', (chunk: Buffer) => {
        read += chunk.length;
        if (read > maxBytes) tooLarge(response);
        else chunks.push(chunk);
      });
      response.on('end', () => settle({ok: true, status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks)}));
      response.on('error', () => brokeOff());
      response.on('close', () => {
        if (!response.complete) brokeOff();
      });
    });
    request.on('error', (error: Error & {code?: string}) => brokeOff(error.code ?? error.message));
    request.end();
  });
}

export type FetchResult =
  | {ok: true; url: URL; status: number; headers: Record<string, string | string[] | undefined>; body: Buffer}
  | {ok: false; reason: TargetRefusal | 'timeout' | 'tooLarge' | 'network' | 'tooManyRedirects'; error: string};

/**
 * GET with redirects followed the only safe way: each Location is checked by the guard like the
 * first URL (a public page may not send us to an internal address), at most `maxRedirects`.
 */
export async function fetchChecked(guard: Pick<OutgoingGuard, 'check' | 'get'>, url: string, request: GetRequest & {maxRedirects: number}): Promise<FetchResult> {
  let next = url;
  for (let hop = 0; hop <= request.maxRedirects; hop += 1) {
    const target = await guard.check(next);
    if (!target.ok) return {ok: false, reason: target.reason, error: target.detail};
    const answer = await guard.get(target, request);
    if (!answer.ok) return answer;
    const location = answer.headers.location;
    if (answer.status >= 300 && answer.status < 400 && typeof location === 'string') {
      next = new URL(location, target.url).href;
      continue;
    }
    return {ok: true, url: target.url, status: answer.status, headers: answer.headers, body: answer.body};
  }
  return {ok: false, reason: 'tooManyRedirects', error: `More than ${request.maxRedirects} redirects`};
}

/** POSTs to the checked address only; never throws. */
export function postToTarget(
  target: CheckedTarget,
  {headers, body, timeoutMs}: {headers: Record<string, string>; body: string; timeoutMs: number},
): Promise<PostResult> {
  const lookup = checkedLookup(target);
  const client = target.url.protocol === 'https:' ? https : http;
  const signal = AbortSignal.timeout(timeoutMs);
  return new Promise((resolve) => {
    const request = client.request(
      target.url,
      {method: 'POST', headers: {...headers, 'content-length': String(Buffer.byteLength(body))}, lookup, signal, agent: false},
      (response) => {
        let read = 0;
        const done = () => resolve({ok: true, status: response.statusCode ?? 0});
        response.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read > maxAnswerBytes) response.destroy();
        });
        response.on('end', done);
        response.on('close', done);
        response.on('error', done);
      },
    );
    request.on('error', (error: Error & {code?: string}) => {
      resolve({ok: false, error: signal.aborted ? `No answer within ${timeoutMs} ms` : (error.code ?? error.message)});
    });
    request.end(body);
  });
}

export function outgoingGuard(policy: OutgoingPolicy, resolve: Resolver = systemResolver): OutgoingGuard {
  return {check: (url) => checkTarget(url, policy, resolve), post: postToTarget, get: getFromTarget};
}
