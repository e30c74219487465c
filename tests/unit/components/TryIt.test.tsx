/**
 * "Try it on your content" (issue 23 §1): the three ways in, progress in words and numbers, the
 * chat with questions from the content, keeping the agent (the lead form gets it, prefilled), and
 * 'Delete now'; refusals are worded and nothing typed is lost. A reload finds the agent again, with
 * what it read and the conversation, unless the server says it is gone.
 */
import React from 'react';
import {render, screen, waitFor, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import TryItPanel from '@site/src/components/TryIt/TryItPanel';
import TryItSection from '@site/src/components/TryIt';
import LeadForm from '@site/src/components/LeadForm';
import {attachSandbox} from '@site/src/lib/forms/leadAttachedSandbox';
import {storageKey} from '@site/src/widget/store';

jest.mock('@theme/CodeBlock', () => jest.requireActual('@site/tests/unit/doubles/CodeBlock'), {virtual: true});

const sandbox = {
  agent_id: 'agt_sbx_AAAAAAAAAAAAAAAA',
  key: `sk_${'k'.repeat(43)}`,
  public_key: `pk_${'p'.repeat(43)}`,
  expires_at: new Date(Date.now() + 86_400_000).toISOString(),
};

type Route = (init: RequestInit) => {status: number; body?: unknown};
let routes: Record<string, Route>;
let calls: Array<{route: string; init: RequestInit}>;

const fakeFetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
  const url = String(input).replace(/^https?:\/\/[^/]+/, '');
  const route = `${init.method ?? 'GET'} ${url}`;
  calls.push({route, init});
  const answer = routes[route]?.(init) ?? {status: 404, body: {code: 'notFound', error: 'Not found'}};
  return {
    ok: answer.status < 300,
    status: answer.status,
    headers: new Headers(),
    json: async () => {
      if (answer.body === undefined) throw new SyntaxError('no body');
      return answer.body;
    },
  } as Response;
}) as typeof fetch;

const realFetch = global.fetch;
beforeEach(() => {
  calls = [];
  routes = {
    'POST /api/sandbox': () => ({status: 201, body: sandbox}),
    'POST /v1/knowledge': () => ({status: 201, body: {id: 'kn_1', title: 'Your text', status: 'ready', created_at: new Date().toISOString()}}),
    'DELETE /api/sandbox': () => ({status: 204}),
    'GET /v1/knowledge?limit=1': () => ({status: 200, body: {data: [], has_more: false}}),
    'POST /v1/ask': () => ({
      status: 200,
      body: {id: 'msg_1', conversation_id: 'conv_1', response: 'Refunds take 14 days. [1]', sources: [{title: 'Your text', url: null}], suggested_follow_ups: []},
    }),
  };
  global.fetch = fakeFetch;
  attachSandbox(null);
  sessionStorage.clear();
});
afterEach(() => {
  global.fetch = realFetch;
});

const guide = '# Returns guide\n\n## Refund times\n\nRefunds take 14 days.\n\n## Shipping abroad\n\nWe ship to 30 countries.\n';

async function pasteAndBuild(user: ReturnType<typeof userEvent.setup>, text = guide) {
  await user.click(screen.getByLabelText(/^Your text/));
  await user.paste(text);
  await user.click(screen.getByRole('button', {name: 'Build my agent'}));
}

test('the section loads the feature only when the visitor starts it, and states what is kept', async () => {
  const user = userEvent.setup();
  render(<TryItSection />);
  expect(screen.getByRole('region', {name: 'Try it on your content'})).toHaveTextContent(/for 24 hours.+30 days.+used for nothing else/);
  expect(screen.queryByRole('radio')).toBeNull();
  await user.click(screen.getByRole('button', {name: 'Start with my content'}));
  expect(await screen.findByRole('radio', {name: 'Paste text'})).toBeChecked();
  expect(screen.getByRole('radio', {name: 'Upload files'})).toBeInTheDocument();
  expect(screen.getByRole('radio', {name: 'A web page or sitemap'})).toBeInTheDocument();
});

test('pasted text becomes an agent: progress in numbers, the chat takes focus, questions come from its headings', async () => {
  const user = userEvent.setup();
  render(<TryItPanel fetchImpl={fakeFetch} />);
  expect(screen.getByLabelText(/^Your text/)).toHaveAttribute('maxLength', '100000');
  await pasteAndBuild(user);
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Done: 1 document(s) read, 3 section(s) indexed. Your agent is ready.'));
  const knowledge = calls.find((call) => call.route === 'POST /v1/knowledge')!;
  expect(JSON.parse(String(knowledge.init.body))).toEqual({title: 'Your text', content: guide});
  expect((knowledge.init.headers as Record<string, string>).authorization).toBe(`Bearer ${sandbox.key}`);

  const questions = within(screen.getByRole('list', {name: 'Questions from your content'})).getAllByRole('button');
  expect(questions.map((button) => button.textContent)).toEqual([
    'What does it say about Returns guide?',
    'What does it say about Refund times?',
    'What does it say about Shipping abroad?',
  ]);
  // The widget lives in a shadow root: focus sits on its host, inside the chat panel.
  await waitFor(() => expect(document.activeElement?.shadowRoot).toBeTruthy());
  expect(screen.getByText(/data-public-key="pk_p+"/)).toBeInTheDocument();
});

test.each([
  ['the sandbox allowance', 'POST /api/sandbox', 429, 'rateLimited', 'You have made several agents in the last hour. Please try again later.'],
  ['the knowledge refusal', 'POST /v1/knowledge', 422, 'noText', 'We found no text in it. A scanned document needs text recognition first.'],
  ['an unknown refusal (the server words it)', 'POST /v1/knowledge', 400, 'somethingNew', 'The server says why'],
])('%s is worded and the text stays for another try', async (_name, route, status, code, words) => {
  routes[route] = () => ({status, body: {code, error: 'The server says why'}});
  const user = userEvent.setup();
  render(<TryItPanel fetchImpl={fakeFetch} />);
  await pasteAndBuild(user);
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(words));
  expect(screen.getByLabelText(/^Your text/)).toHaveValue(guide);
  expect(screen.getByLabelText(/^Your text/)).toHaveAccessibleDescription(expect.stringContaining(words));
});

test.each([
  ['no file', [], 'Please choose at least one file.'],
  ['six files', Array.from({length: 6}, (_, i) => new File(['x'], `f${i}.txt`, {type: 'text/plain'})), 'Please choose at most 5 files.'],
  ['a file over 10 MB', [new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'big.pdf', {type: 'application/pdf'})], 'A file is larger than 10 MB.'],
])('files: %s is refused before anything is sent', async (_name, files, words) => {
  const user = userEvent.setup({applyAccept: false});
  render(<TryItPanel fetchImpl={fakeFetch} />);
  await user.click(screen.getByRole('radio', {name: 'Upload files'}));
  if (files.length > 0) await user.upload(screen.getByLabelText('Your files'), files);
  await user.click(screen.getByRole('button', {name: 'Build my agent'}));
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(words));
  expect(calls).toEqual([]);
});

test('files go up as multipart and the documents made are counted; a page address is sent as url', async () => {
  routes['POST /v1/knowledge'] = () => ({
    status: 201,
    body: {documents: [{title: 'manual.pdf', sections: [{heading: 'Page 1', page: 1}, {heading: 'Page 2', page: 2}]}], skipped: []},
  });
  const user = userEvent.setup();
  render(<TryItPanel fetchImpl={fakeFetch} />);
  await user.click(screen.getByRole('radio', {name: 'Upload files'}));
  await user.upload(screen.getByLabelText('Your files'), new File(['%PDF'], 'manual.pdf', {type: 'application/pdf'}));
  await user.click(screen.getByRole('button', {name: 'Build my agent'}));
  expect(await screen.findByText('Done: 1 document(s) read, 2 section(s) indexed. Your agent is ready.')).toBeInTheDocument();
  expect(calls.find((call) => call.route === 'POST /v1/knowledge')!.init.body).toBeInstanceOf(FormData);
  // Bare page headings make no question: the file's title does.
  expect(screen.getByRole('button', {name: 'What are the main points of manual.pdf?'})).toBeInTheDocument();
});

/** An import job that the server reads file by file: each GET shows the next state. */
function jobRoutes(states: object[]) {
  const statusUrl = '/v1/knowledge/imports/imp_AAAAAAAAAAAAAAAA';
  routes['POST /v1/knowledge'] = () => ({status: 202, body: {id: 'imp_AAAAAAAAAAAAAAAA', status: 'queued', status_url: statusUrl}});
  let look = 0;
  routes[`GET ${statusUrl}`] = () => ({status: 200, body: states[Math.min(look++, states.length - 1)]});
}

const pdfPages = (count: number) => Array.from({length: count}, (_, i) => ({heading: `Page ${i + 1}`, page: i + 1}));

/** Two PDFs read as a job: half way, and done. */
const twoFilesRunning = {status: 'running', sources_total: 2, sources_done: 1, sections_indexed: 3, documents: [{title: 'a.pdf', sections: pdfPages(3)}], skipped: [], error: null};
const twoFilesDone = {
  status: 'done',
  sources_total: 2,
  sources_done: 2,
  sections_indexed: 5,
  documents: [
    {title: 'a.pdf', sections: pdfPages(3)},
    {title: 'b.pdf', sections: pdfPages(2)},
  ],
  skipped: [],
  error: null,
};

async function uploadTwoAndBuild(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('radio', {name: 'Upload files'}));
  await user.upload(screen.getByLabelText('Your files'), [new File(['%PDF'], 'a.pdf'), new File(['%PDF'], 'b.pdf')]);
  await user.click(screen.getByRole('button', {name: 'Build my agent'}));
}

test('files are read as a job: its progress in words and numbers, then the agent', async () => {
  jobRoutes([twoFilesRunning, twoFilesDone]);
  const user = userEvent.setup();
  render(<TryItPanel fetchImpl={fakeFetch} />);
  await uploadTwoAndBuild(user);
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Reading 2 file(s)… 1 of 2 read, 3 section(s) indexed.'));
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Done: 2 document(s) read, 5 section(s) indexed. Your agent is ready.'), {timeout: 3000});
  const posted = calls.find((call) => call.route === 'POST /v1/knowledge')!;
  expect((posted.init.headers as Record<string, string>).prefer).toBe('respond-async');
  const looks = calls.filter((call) => call.route.startsWith('GET /v1/knowledge/imports/'));
  expect(looks.length).toBe(2);
  expect((looks[0].init.headers as Record<string, string>).authorization).toBe(`Bearer ${sandbox.key}`);
  expect(screen.getByRole('button', {name: 'What are the main points of a.pdf?'})).toBeInTheDocument();
});

test.each([
  ['a job that could read nothing', 200, {status: 'failed', sources_total: 1, sources_done: 1, documents: [], skipped: [], error: {code: 'encryptedFile', error: 'x'}}, 'The file is protected with a password.'],
  ['a job gone (its sandbox deleted)', 404, {code: 'notFound', error: 'No such knowledge import'}, 'No such knowledge import'],
])('%s is worded and the form is back for another try', async (_name, status, body, words) => {
  jobRoutes([]);
  routes['GET /v1/knowledge/imports/imp_AAAAAAAAAAAAAAAA'] = () => ({status, body});
  const user = userEvent.setup();
  render(<TryItPanel fetchImpl={fakeFetch} />);
  await user.click(screen.getByRole('radio', {name: 'Upload files'}));
  await user.upload(screen.getByLabelText('Your files'), new File(['%PDF'], 'locked.pdf'));
  await user.click(screen.getByRole('button', {name: 'Build my agent'}));
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(words));
  expect(screen.getByRole('button', {name: 'Build my agent'})).toBeEnabled();
});

test('an address is read as a job too; while its pages are listed the words say what is read', async () => {
  jobRoutes([
    {status: 'running', sources_total: 0, sources_done: 0, sections_indexed: 0, documents: [], skipped: [], error: null},
    {status: 'done', sources_total: 1, sources_done: 1, sections_indexed: 2, documents: [{title: 'Help', sections: [{heading: 'A', page: null}, {heading: 'B', page: null}]}], skipped: [], error: null},
  ]);
  const user = userEvent.setup();
  render(<TryItPanel fetchImpl={fakeFetch} />);
  await user.click(screen.getByRole('radio', {name: 'A web page or sitemap'}));
  await user.type(screen.getByLabelText('Address of a public page or sitemap'), 'https://shop.example/help');
  await user.click(screen.getByRole('button', {name: 'Build my agent'}));
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/^Reading https:\/\/shop\.example\/help…$/));
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Done: 1 document(s) read, 2 section(s) indexed.'), {timeout: 3000});
  const posted = calls.find((call) => call.route === 'POST /v1/knowledge')!;
  expect(JSON.parse(String(posted.init.body))).toEqual({url: 'https://shop.example/help'});
});

test('an address that is not a web address is refused, keeping what was typed', async () => {
  const user = userEvent.setup();
  render(<TryItPanel fetchImpl={fakeFetch} />);
  await user.click(screen.getByRole('radio', {name: 'A web page or sitemap'}));
  await user.type(screen.getByLabelText('Address of a public page or sitemap'), 'my shop');
  await user.click(screen.getByRole('button', {name: 'Build my agent'}));
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Please enter the address of a public web page or sitemap'));
  expect(screen.getByLabelText('Address of a public page or sitemap')).toHaveValue('my shop');
});

test('keeping the agent gives the lead form its sandbox and a message saying what was tried', async () => {
  const user = userEvent.setup();
  render(
    <>
      <TryItPanel fetchImpl={fakeFetch} />
      <LeadForm fetchImpl={fakeFetch} />
    </>,
  );
  await pasteAndBuild(user);
  await user.click(await screen.findByRole('button', {name: 'Keep this agent: start your free trial'}));
  expect(screen.getByText('The agent you tried on pasted text goes with this form, and we keep it for 30 days.')).toBeInTheDocument();
  expect(screen.getByLabelText('Anything else you would like us to know? (optional)')).toHaveValue('I tried an agent on my content (pasted text) and would like to keep it.');
  await user.click(screen.getByRole('button', {name: 'Send the form without it'}));
  expect(screen.queryByText(/goes with this form/)).toBeNull();
});

test('Delete now asks first, then deletes with the sandbox key and says so', async () => {
  const user = userEvent.setup();
  render(<TryItPanel fetchImpl={fakeFetch} />);
  await pasteAndBuild(user);
  await user.click(await screen.findByRole('button', {name: 'Delete now'}));
  const confirm = screen.getByRole('button', {name: 'Yes, delete it all'});
  expect(confirm).toHaveFocus();
  await user.click(screen.getByRole('button', {name: 'Cancel'}));
  expect(calls.some((call) => call.route === 'DELETE /api/sandbox')).toBe(false);
  await user.click(screen.getByRole('button', {name: 'Delete now'}));
  await user.click(screen.getByRole('button', {name: 'Yes, delete it all'}));
  const deletion = calls.find((call) => call.route === 'DELETE /api/sandbox')!;
  expect((deletion.init.headers as Record<string, string>).authorization).toBe(`Bearer ${sandbox.key}`);
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Deleted: your agent, your content and your questions are gone.'));
  expect(screen.getByRole('button', {name: 'Build my agent'})).toBeInTheDocument();
});

/** The chat widget's transcript, in its shadow root (text queries: by role would need jsdom's style cache refreshed). */
function transcript() {
  const host = [...document.querySelectorAll('div')].find((element) => element.shadowRoot);
  return within(host!.shadowRoot!.querySelector<HTMLElement>('.log')!);
}

/** Builds an agent from `guide` and asks it one suggested question; then the page goes away. */
async function buildAskAndLeave() {
  const user = userEvent.setup();
  const page = render(<TryItPanel fetchImpl={fakeFetch} />);
  await pasteAndBuild(user);
  await user.click(await screen.findByRole('button', {name: 'What does it say about Refund times?'}));
  await waitFor(() => expect(transcript().getByText(/Refunds take 14 days/)).toBeInTheDocument());
  page.unmount();
  calls = [];
}

test('a reload finds the agent, what it read and the conversation, without taking the focus; Delete now still works', async () => {
  await buildAskAndLeave();
  const user = userEvent.setup();
  render(<TryItSection />);
  // No click: the section opens the feature itself when this tab made an agent.
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Your agent is still here: 1 document(s) read, 3 section(s) indexed.'));
  expect(calls.map((call) => call.route)).toEqual(['GET /v1/knowledge?limit=1']);
  expect((calls[0].init.headers as Record<string, string>).authorization).toBe(`Bearer ${sandbox.key}`);
  expect(within(screen.getByRole('list', {name: 'What your agent has read'})).getByRole('listitem')).toHaveTextContent('Your text (3 section(s))');
  expect(screen.getByRole('button', {name: 'What does it say about Shipping abroad?'})).toBeInTheDocument();
  await waitFor(() => expect(transcript().getByText('What does it say about Refund times?')).toBeInTheDocument());
  expect(transcript().getByText(/Refunds take 14 days/)).toBeInTheDocument();
  expect(document.activeElement).toBe(document.body);

  await user.click(screen.getByRole('button', {name: 'Delete now'}));
  await user.click(screen.getByRole('button', {name: 'Yes, delete it all'}));
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Deleted: your agent, your content and your questions are gone.'));
  const deletion = calls.find((call) => call.route === 'DELETE /api/sandbox')!;
  expect((deletion.init.headers as Record<string, string>).authorization).toBe(`Bearer ${sandbox.key}`);
  // Nothing of it is left in the tab: the next reload starts afresh.
  expect(sessionStorage.length).toBe(0);
});

test.each([
  ['ended or deleted (401)', 401, true],
  ['unreachable for now (503)', 503, false],
])('a saved agent the server finds %s', async (_name, status, gone) => {
  await buildAskAndLeave();
  routes['GET /v1/knowledge?limit=1'] = () => ({status, body: {code: 'x', error: 'x'}});
  render(<TryItPanel fetchImpl={fakeFetch} />);
  if (gone) {
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('The agent you made has ended or was deleted, with everything in it. You can start again below.'),
    );
    expect(screen.getByRole('button', {name: 'Build my agent'})).toBeEnabled();
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(screen.queryByRole('button', {name: 'Delete now'})).toBeNull();
    expect(sessionStorage.getItem(storageKey(sandbox.agent_id))).toBeNull();
    expect(sessionStorage.length).toBe(0);
  } else {
    // No proof it is gone: it stays, and Delete now can still be tried.
    expect(await screen.findByRole('button', {name: 'Delete now'})).toBeInTheDocument();
    expect(sessionStorage.getItem('agentworks.tryIt')).not.toBeNull();
    expect(sessionStorage.getItem(storageKey(sandbox.agent_id))).not.toBeNull();
  }
});

test('nothing saved, or something unreadable saved: the section waits for the visitor', async () => {
  sessionStorage.setItem('agentworks.tryIt', '{"sandbox": 1}');
  render(<TryItSection />);
  expect(await screen.findByRole('button', {name: 'Start with my content'})).toBeInTheDocument();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(screen.queryByRole('status')).toBeNull();
  expect(calls).toEqual([]);
});

test('a reload while the files are read as a job follows the same job, then shows the agent', async () => {
  const statusUrl = '/v1/knowledge/imports/imp_AAAAAAAAAAAAAAAA';
  let job: object = twoFilesRunning;
  jobRoutes([]);
  routes[`GET ${statusUrl}`] = () => ({status: 200, body: job});
  const user = userEvent.setup();
  const page = render(<TryItPanel fetchImpl={fakeFetch} />);
  await uploadTwoAndBuild(user);
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Reading 2 file(s)… 1 of 2 read, 3 section(s) indexed.'));
  page.unmount();

  job = twoFilesDone;
  calls = [];
  render(<TryItSection />);
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Done: 2 document(s) read, 5 section(s) indexed. Your agent is ready.'));
  expect(calls.map((call) => call.route).slice(0, 2)).toEqual(['GET /v1/knowledge?limit=1', `GET ${statusUrl}`]);
  expect(calls.some((call) => call.route.startsWith('POST'))).toBe(false);
  expect(within(screen.getByRole('list', {name: 'What your agent has read'})).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
    'a.pdf (3 section(s))',
    'b.pdf (2 section(s))',
  ]);
  expect(screen.getByRole('button', {name: 'Delete now'})).toBeInTheDocument();
  // Kept as an agent now, no longer as a job to follow.
  expect(JSON.parse(sessionStorage.getItem('agentworks.tryIt')!)).toMatchObject({documents: [{title: 'a.pdf'}, {title: 'b.pdf'}]});
  expect(JSON.parse(sessionStorage.getItem('agentworks.tryIt')!).pending).toBeUndefined();
});
