/** How the guard's POST treats what a receiver answers: no redirect followed, the answer bounded. */
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import {checkTarget, maxAnswerBytes, postToTarget, type CheckedTarget} from '../../../server/platform/outgoing-request';

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
