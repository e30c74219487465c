import React from 'react';
import {render, screen, waitFor, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ApiTryIt from '@site/src/components/ApiTryIt';

jest.mock('@theme/CodeBlock', () => jest.requireActual('@site/tests/unit/doubles/CodeBlock'), {virtual: true});

type Call = {url: string; init: RequestInit};

/** A fetch double: the sandbox route and the API answer what each test says; every call is kept. */
function serverDouble(answers: Record<string, {status: number; body: unknown; headers?: Record<string, string>}>) {
  const calls: Call[] = [];
  const fetchDouble = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    calls.push({url, init});
    const path = new URL(url, 'http://localhost').pathname;
    const answer = answers[`${init.method ?? 'GET'} ${path}`] ?? {status: 404, body: {code: 'notFound', error: 'Not found'}};
    const text = JSON.stringify(answer.body);
    return {
      ok: answer.status >= 200 && answer.status < 300,
      status: answer.status,
      statusText: answer.status === 201 ? 'Created' : answer.status === 200 ? 'OK' : 'Error',
      headers: {get: (name: string) => answer.headers?.[name.toLowerCase()] ?? null},
      text: async () => text,
      json: async () => JSON.parse(text) as unknown,
    } as unknown as Response;
  });
  global.fetch = fetchDouble as unknown as typeof fetch;
  return calls;
}

const sandbox = {agent_id: 'agt_sbx_abc', key: 'sk_sandboxsecret', public_key: 'pk_sandboxwidget', expires_at: new Date(Date.now() + 86_400_000).toISOString()};
const askOperation = {
  operationId: 'ask',
  method: 'POST',
  path: '/v1/ask',
  parameters: [],
  body: {query: 'When is the shop open?', conversation_id: 'conv_example', context: {locale: 'en'}},
};
const getConversation = {
  operationId: 'getConversation',
  method: 'GET',
  path: '/v1/conversations/{id}',
  parameters: [{name: 'id', in: 'path' as const, required: true}],
};

beforeEach(() => window.localStorage.clear());

test('gets a sandbox key, sends the example, and shows the cURL, the status and the answer', async () => {
  const user = userEvent.setup();
  const calls = serverDouble({
    'POST /api/sandbox': {status: 201, body: sandbox},
    'POST /v1/ask': {status: 200, body: {id: 'msg_1', conversation_id: 'conv_real', response: 'From 9 to 6. [1]', sources: []}},
  });
  render(<ApiTryIt {...askOperation} />);

  await user.click(screen.getByRole('button', {name: 'Get a sandbox key'}));
  expect(screen.getByLabelText('API key')).toHaveValue('sk_sandboxsecret');
  expect(screen.getByText('agt_sbx_abc')).toBeInTheDocument();
  // A new reader has no conversation yet: the example starts one.
  expect(JSON.parse((screen.getByLabelText('Request body (JSON)') as HTMLTextAreaElement).value)).toEqual({
    query: 'When is the shop open?',
    context: {locale: 'en'},
  });

  await user.click(screen.getByRole('button', {name: 'Send request'}));
  const sent = calls.find((call) => call.url.endsWith('/v1/ask'))!;
  expect(sent.url).toBe(`${window.location.origin}/v1/ask`);
  expect(sent.init.headers).toMatchObject({authorization: 'Bearer sk_sandboxsecret', 'content-type': 'application/json'});
  expect(JSON.parse(String(sent.init.body))).toEqual({query: 'When is the shop open?', context: {locale: 'en'}});
  expect(screen.getByRole('status')).toHaveTextContent(/^Status 200 OK, in \d+ ms$/);
  // The key is masked on screen, in the field and in the cURL, until the reader asks to see it.
  expect(screen.getByText(/curl -X POST/)).toHaveTextContent("-H 'authorization: Bearer sk_••••••••cret'");
  expect(screen.getByText(/"From 9 to 6\. \[1\]"/)).toBeInTheDocument();
});

test('the key is masked until shown, and copied whole', async () => {
  const user = userEvent.setup();
  serverDouble({'POST /api/sandbox': {status: 201, body: sandbox}, 'POST /v1/ask': {status: 200, body: {id: 'msg_1'}}});
  render(<ApiTryIt {...askOperation} />);
  await user.click(screen.getByRole('button', {name: 'Get a sandbox key'}));
  const field = screen.getByLabelText('API key');
  expect(field).toHaveAttribute('type', 'password');

  const show = screen.getByRole('button', {name: 'Show key'});
  expect(show).toHaveAttribute('aria-pressed', 'false');
  await user.click(show);
  expect(show).toHaveAttribute('aria-pressed', 'true');
  expect(field).toHaveAttribute('type', 'text');
  await user.click(screen.getByRole('button', {name: 'Send request'}));
  expect(screen.getByText(/curl -X POST/)).toHaveTextContent("-H 'authorization: Bearer sk_sandboxsecret'");

  await user.click(screen.getByRole('button', {name: 'Copy key'}));
  expect(await navigator.clipboard.readText()).toBe('sk_sandboxsecret');
  expect(screen.getByRole('status')).toHaveTextContent('The API key is copied to the clipboard.');
  await user.click(show);
  expect(field).toHaveAttribute('type', 'password');
});

test('the conversation an answer made fills in the next operation', async () => {
  const user = userEvent.setup();
  serverDouble({
    'POST /api/sandbox': {status: 201, body: sandbox},
    'POST /v1/ask': {status: 200, body: {id: 'msg_1', conversation_id: 'conv_real'}},
    'GET /v1/conversations/conv_real': {status: 200, body: {id: 'conv_real', messages: []}},
  });
  const {container} = render(
    <>
      <ApiTryIt {...askOperation} />
      <ApiTryIt {...getConversation} />
    </>,
  );
  const [ask, get] = Array.from(container.querySelectorAll('section')).map((section) => within(section));
  await user.click(ask.getByRole('button', {name: 'Get a sandbox key'}));
  // The other console on the page takes the sandbox too.
  await waitFor(() => expect(get.getByLabelText('API key')).toHaveValue('sk_sandboxsecret'));
  await user.click(ask.getByRole('button', {name: 'Send request'}));
  await waitFor(() => expect(get.getByLabelText(/id/)).toHaveValue('conv_real'));
  await user.click(get.getByRole('button', {name: 'Send request'}));
  expect(get.getByRole('status')).toHaveTextContent(/^Status 200 OK/);
});

test('bad input is explained and nothing is sent', async () => {
  const user = userEvent.setup();
  const calls = serverDouble({});
  render(<ApiTryIt {...askOperation} />);

  await user.click(screen.getByRole('button', {name: 'Send request'}));
  expect(screen.getByRole('alert')).toHaveTextContent('Enter an API key, or get a sandbox key first.');

  await user.type(screen.getByLabelText('API key'), 'sk_mine');
  const body = screen.getByLabelText('Request body (JSON)');
  await user.clear(body);
  await user.type(body, '{{"query": ');
  await user.click(screen.getByRole('button', {name: 'Send request'}));
  expect(screen.getByRole('alert')).toHaveTextContent(/^The body is not valid JSON: /);
  expect(calls).toHaveLength(0);
});

test('a reader who made too many sandboxes is told when to try again', async () => {
  const user = userEvent.setup();
  serverDouble({'POST /api/sandbox': {status: 429, body: {code: 'rateLimited', error: 'Too many'}, headers: {'retry-after': '600'}}});
  render(<ApiTryIt {...askOperation} />);
  await user.click(screen.getByRole('button', {name: 'Get a sandbox key'}));
  expect(screen.getByRole('alert')).toHaveTextContent('You have made several sandboxes in the last hour. Please try again in 10 minutes.');
  expect(screen.getByLabelText('API key')).toHaveValue('');
});
