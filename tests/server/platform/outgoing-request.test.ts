/** How the guard's POST treats what a receiver answers: no redirect followed, the answer bounded. */
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import {
  checkTarget,
  fetchChecked,
  getFromTarget,
  maxAnswerBytes,
  outgoingGuard,
  postToTarget,
  type CheckedTarget,
} from '../../../server/platform/outgoing-request';

const policy = {allowPrivate: true, ports: 'any', ownHosts: []} as const;

async function serve(handler: http.RequestListener) {
  const paths: string[] = [];
  const server = http.createServer((request, response) => {
    paths.push(request.url ?? '');
    handler(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  const check = await checkTarget(`http://127.0.0.1:${port}/hooks`, policy, async () => []);
  if (!check.ok) throw new Error(check.detail);
  const close = () => {
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return {target: check as CheckedTarget, port, paths, close};
}

const post = (target: CheckedTarget, timeoutMs = 2000) => postToTarget(target, {headers: {}, body: '{}', timeoutMs});

test('a redirect is an answer, not followed', async () => {
  const receiver = await serve((request, response) => {
    response.writeHead(302, {location: '/elsewhere'}).end();
  });
  try {
    expect(await post(receiver.target)).toEqual({ok: true, status: 302});
    expect(receiver.paths).toEqual(['/hooks']);
  } finally {
    await receiver.close();
  }
});

test(`an answer is read up to ${maxAnswerBytes} bytes, then dropped`, async () => {
  // Headers and a body that goes on and never ends: only the cap ends the wait in time.
  const receiver = await serve((_request, response) => {
    response.writeHead(200);
    response.write(Buffer.alloc(maxAnswerBytes * 4, 0x61));
  });
  try {
    const started = Date.now();
    expect(await post(receiver.target, 5000)).toEqual({ok: true, status: 200});
    expect(Date.now() - started).toBeLessThan(4000);
  } finally {
    await receiver.close();
  }
});

test('a receiver that never answers is given up after the time limit', async () => {
  const receiver = await serve(() => undefined);
  try {
    expect(await post(receiver.target, 300)).toEqual({ok: false, error: 'No answer within 300 ms'});
  } finally {
    await receiver.close();
  }
});

describe('get (knowledge imports)', () => {
  const request = {headers: {'user-agent': 'test'}, timeoutMs: 2000, maxBytes: 1024};

  test('reads the body and hands back a redirect unfollowed', async () => {
    const site = await serve((req, response) => {
      if (req.url === '/hooks') response.writeHead(302, {location: '/page'}).end();
      else response.writeHead(200, {'content-type': 'text/plain'}).end('hello');
    });
    try {
      const answer = await getFromTarget(site.target, request);
      expect(answer).toMatchObject({ok: true, status: 302, headers: expect.objectContaining({location: '/page'})});
      expect(site.paths).toEqual(['/hooks']);
      const followed = await fetchChecked(outgoingGuard(policy, async () => []), `http://127.0.0.1:${site.port}/hooks`, {...request, maxRedirects: 2});
      expect(followed).toMatchObject({ok: true, status: 200});
      expect(followed.ok && followed.body.toString()).toBe('hello');
    } finally {
      await site.close();
    }
  });

  test('a redirect to an address the guard refuses is not followed', async () => {
    const site = await serve((_req, response) => response.writeHead(301, {location: 'http://169.254.169.254/latest/meta-data/'}).end());
    try {
      const answer = await fetchChecked(outgoingGuard(policy, async () => []), `http://127.0.0.1:${site.port}/hooks`, {...request, maxRedirects: 2});
      expect(answer).toEqual({ok: false, reason: 'privateAddress', error: expect.stringContaining('169.254.169.254')});
      expect(site.paths).toEqual(['/hooks']);
    } finally {
      await site.close();
    }
  });

  test('too many redirects, too large a body and no answer are each given up', async () => {
    const site = await serve((req, response) => {
      if (req.url?.startsWith('/loop')) response.writeHead(302, {location: `/loop${req.url.length}`}).end();
      else if (req.url === '/big') response.writeHead(200).end(Buffer.alloc(4096, 0x61));
      else if (req.url === '/big-chunked') {
        response.writeHead(200);
        response.write(Buffer.alloc(4096, 0x61));
      }
    });
    const guard = outgoingGuard(policy, async () => []);
    try {
      const url = (path: string) => `http://127.0.0.1:${site.port}${path}`;
      expect(await fetchChecked(guard, url('/loop'), {...request, maxRedirects: 2})).toMatchObject({ok: false, reason: 'tooManyRedirects'});
      expect(await fetchChecked(guard, url('/big'), {...request, maxRedirects: 0})).toMatchObject({ok: false, reason: 'tooLarge'});
      expect(await fetchChecked(guard, url('/big-chunked'), {...request, maxRedirects: 0})).toMatchObject({ok: false, reason: 'tooLarge'});
      expect(await fetchChecked(guard, url('/hang'), {...request, timeoutMs: 300, maxRedirects: 0})).toEqual({ok: false, reason: 'timeout', error: 'No answer within 300 ms'});
    } finally {
      await site.close();
    }
  });
});
