/**
 * A small OpenAI-compatible chat-completions server on 127.0.0.1 for the LLM client's tests:
 * each test says how the next answers go (a JSON reply, an SSE stream in pieces, an error
 * status, silence, a stream cut off) and reads back what the client sent.
 */
import http from 'node:http';
import type {AddressInfo} from 'node:net';

export type FakeReply =
  | {kind: 'json'; content: string}
  | {kind: 'stream'; pieces: string[]; cutAfter?: number}
  | {kind: 'status'; status: number}
  | {kind: 'hang'};

export type FakeRequest = {
  path: string;
  authorization: string | undefined;
  body: {model: string; stream: boolean; messages: {role: string; content: string}[]};
};

export type FakeLlm = {
  baseUrl: string;
  requests: FakeRequest[];
  reply: FakeReply;
  close(): Promise<void>;
};

export async function startFakeLlm(): Promise<FakeLlm> {
  const fake = {requests: [] as FakeRequest[], reply: {kind: 'json', content: ''} as FakeReply};
  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      fake.requests.push({
        path: request.url ?? '',
        authorization: request.headers.authorization,
        body: JSON.parse(raw) as FakeRequest['body'],
      });
      const reply = fake.reply;
      if (reply.kind === 'hang') return;
      if (reply.kind === 'status') {
        response.writeHead(reply.status, {'content-type': 'application/json'});
        response.end(JSON.stringify({error: {message: 'upstream trouble'}}));
        return;
      }
      if (reply.kind === 'json') {
        response.writeHead(200, {'content-type': 'application/json'});
        response.end(JSON.stringify({id: 'cmpl-1', choices: [{index: 0, message: {role: 'assistant', content: reply.content}}]}));
        return;
      }
      response.writeHead(200, {'content-type': 'text/event-stream'});
      reply.pieces.forEach((content, i) => {
        if (reply.cutAfter !== undefined && i >= reply.cutAfter) return;
        response.write(`data: ${JSON.stringify({choices: [{index: 0, delta: {content}}]})}\n\n`);
      });
      if (reply.cutAfter !== undefined) {
        // Let the written events arrive, then break the connection mid-answer.
        setTimeout(() => response.destroy(), 50);
        return;
      }
      response.end('data: [DONE]\n\n');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  return Object.assign(fake, {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
