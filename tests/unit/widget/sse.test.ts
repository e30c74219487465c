import {SseParser} from '@site/src/widget/sse';

describe('SSE parsing', () => {
  it('reads named events across chunk boundaries and CRLF line ends', () => {
    const parser = new SseParser();
    expect(parser.push('event: delta\ndata: {"text":"Hel')).toEqual([]);
    expect(parser.push('lo"}\n\nevent: delta\r\ndata: {"text":" there"}\r\n\r\n: keep-alive\n\n')).toEqual([
      {event: 'delta', data: '{"text":"Hello"}'},
      {event: 'delta', data: '{"text":" there"}'},
    ]);
    expect(parser.push('event: done\ndata: {"id":"msg_1",\ndata: "x":1}\n\n')).toEqual([
      {event: 'done', data: '{"id":"msg_1",\n"x":1}'},
    ]);
  });

  it('calls an unnamed event "message" and skips blocks without data', () => {
    const parser = new SseParser();
    expect(parser.push('data:plain\n\nevent: ping\n\n')).toEqual([{event: 'message', data: 'plain'}]);
  });
});
