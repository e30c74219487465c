/** A webhook receiver on 127.0.0.1 for relay tests: records every request, answers what the test says. */
import http from 'node:http';
import type {AddressInfo} from 'node:net';

/**
 * The receivers below listen on 127.0.0.1 at a random port, which the outgoing-request guard
 * refuses by default: servers that deliver to them allow private targets on any port, as an
 * on-premises install would.
 */
export const privateReceiverEnv = {WEBHOOK_ALLOW_PRIVATE: 'true', WEBHOOK_PORTS: 'any'} as const;

export type ReceivedHook = {headers: http.IncomingHttpHeaders; body: string; at: number};

/** How to answer the n-th request (0-based): a status, or 'hang' to never answer. */
export type Answer = (index: number) => number | 'hang';

export type TestReceiver = {url: string; received: ReceivedHook[]; close(): Promise<void>};

export async function startReceiver(answer: Answer = () => 200): Promise<TestReceiver> {
  const received: ReceivedHook[] = [];
  const hanging = new Set<http.ServerResponse>();
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const index = received.length;
      received.push({headers: request.headers, body: Buffer.concat(chunks).toString('utf8'), at: Date.now()});
      const status = answer(index);
      if (status === 'hang') {
        hanging.add(response);
        return;
      }
      response.writeHead(status, {'content-type': 'text/plain'}).end(status < 300 ? 'ok' : 'no');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    async close() {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
