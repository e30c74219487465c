import React from 'react';
import {render, screen, waitFor} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import WhitePaperDownload from '@site/src/components/WhitePaperDownload';
import {notifyError, notifySuccess} from '@site/src/components/Toasts';
import {formErrorMessages} from '@site/src/lib/forms/messages';
import {whitePaperFile} from '@site/src/lib/forms/whitePaper';

jest.mock('@site/src/components/Toasts', () => ({
  notifySuccess: jest.fn(),
  notifyError: jest.fn(),
  notifyWarning: jest.fn(),
}));

type Call = {url: string; method: string; body?: Record<string, unknown>};

const offerUrl = 'GET /functions/v1/offered-white-paper';

/** Answers the offer GET, the HEAD probe and the POST call as the test says, recording them. */
function backend({
  head = 200,
  post = {status: 200, body: {downloadUrl: '/storage/v1/object/public/white-papers/x.pdf'}} as {status: number; body: unknown},
  offer = {file: whitePaperFile, title: null, description: null} as unknown,
  fail = false,
} = {}) {
  const calls: Call[] = [];
  const fetchImpl = jest.fn(async (url: string, init: RequestInit) => {
    calls.push({url, method: String(init.method), body: init.body ? JSON.parse(String(init.body)) : undefined});
    if (fail) throw new TypeError('Failed to fetch');
    const answers = {HEAD: {status: head, body: null}, GET: {status: 200, body: offer}};
    const {status, body} = answers[init.method as keyof typeof answers] ?? post;
    return {ok: status >= 200 && status < 300, status, json: async () => body} as Response;
  });
  return {fetchImpl: fetchImpl as unknown as typeof fetch, calls};
}

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/First Name/), 'Grace');
  await user.type(screen.getByLabelText(/Last Name/), 'Hopper');
  await user.type(screen.getByLabelText(/Business Email/), 'Grace@Example.com');
  await user.type(screen.getByLabelText(/Company Name/), 'Compilers <b>Inc</b>');
  await user.selectOptions(screen.getByLabelText(/Company Size/), '51-200');
}

beforeEach(() => jest.clearAllMocks());

test('empty fields are flagged with the required message and nothing is sent', async () => {
  const user = userEvent.setup();
  const {fetchImpl, calls} = backend();
  render(<WhitePaperDownload fetchImpl={fetchImpl} onDownload={jest.fn()} />);
  await user.type(screen.getByLabelText(/First Name/), 'Grace');
  await user.click(screen.getByRole('button', {name: 'Download White Paper'}));

  expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all required fields');
  expect(screen.getByLabelText(/Last Name/)).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText(/Business Email/)).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText(/First Name/)).not.toHaveAttribute('aria-invalid');
  expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([offerUrl]);
});

test('a bad e-mail is refused with the spec text', async () => {
  const user = userEvent.setup();
  const {fetchImpl, calls} = backend();
  render(<WhitePaperDownload fetchImpl={fetchImpl} onDownload={jest.fn()} />);
  await fillIn(user);
  await user.clear(screen.getByLabelText(/Business Email/));
  await user.type(screen.getByLabelText(/Business Email/), 'grace@example');
  await user.click(screen.getByRole('button', {name: 'Download White Paper'}));
  expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address');
  expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([offerUrl]);
});

test('tries the direct public URL first, then posts the spec payload and downloads the answered link', async () => {
  const user = userEvent.setup();
  const onDownload = jest.fn();
  const {fetchImpl, calls} = backend();
  render(<WhitePaperDownload fetchImpl={fetchImpl} onDownload={onDownload} />);
  await fillIn(user);
  await user.click(screen.getByLabelText(/newsletter/));
  await user.click(screen.getByRole('button', {name: 'Download White Paper'}));

  await waitFor(() => expect(onDownload).toHaveBeenCalledWith('/storage/v1/object/public/white-papers/x.pdf'));
  // Asked when the page loads (for the words shown) and again at submission (for the paper sent).
  expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
    offerUrl,
    offerUrl,
    `HEAD /storage/v1/object/public/white-papers/${whitePaperFile}`,
    'POST /functions/v1/download-white-paper',
  ]);
  expect(calls[3].body).toMatchObject({
    filePath: whitePaperFile,
    email: 'grace@example.com',
    userName: 'Grace Hopper',
    companyName: 'Compilers Inc',
    companySize: '51-200',
    subscribe: true,
    website: '',
  });
  expect(notifySuccess).toHaveBeenCalled();
  expect(screen.getByRole('status')).toHaveTextContent('Your download has started');
});

test('asks for the paper staff chose to offer and requests that one', async () => {
  const user = userEvent.setup();
  const onDownload = jest.fn();
  const calls: string[] = [];
  const fetchImpl = jest.fn(async (url: string, init: RequestInit) => {
    calls.push(`${init.method} ${url} ${init.body ? JSON.parse(String(init.body)).filePath : ''}`.trim());
    const body = init.method === 'GET' ? {file: 'new-study.pdf'} : {downloadUrl: '/storage/v1/object/public/white-papers/new-study.pdf'};
    return {ok: true, status: 200, json: async () => body} as Response;
  }) as unknown as typeof fetch;
  render(<WhitePaperDownload fetchImpl={fetchImpl} onDownload={onDownload} />);
  await fillIn(user);
  await user.click(screen.getByRole('button', {name: 'Download White Paper'}));
  await waitFor(() => expect(onDownload).toHaveBeenCalledWith('/storage/v1/object/public/white-papers/new-study.pdf'));
  expect(calls).toEqual([
    offerUrl,
    offerUrl,
    'HEAD /storage/v1/object/public/white-papers/new-study.pdf',
    'POST /functions/v1/download-white-paper new-study.pdf',
  ]);
});

test.each([
  ['the paper is not published', {head: 404}, 'Failed to generate public URL for the white paper'],
  ['the call answers no link', {post: {status: 200, body: {}}}, 'Failed to generate download link'],
  ['the server refuses', {post: {status: 400, body: {code: 'invalidPath', error: 'Invalid file path'}}}, 'Invalid file path'],
  ['the key was used with other answers', {post: {status: 409, body: {code: 'duplicateSubmission', error: 'x'}}}, formErrorMessages.duplicateSubmission],
  ['the server fails', {post: {status: 500, body: {error: 'Failed to process your download request. Please try again later.'}}}, 'Failed to process your download request. Please try again later.'],
  ['the network is down', {fail: true}, 'Failed to process your download request. Please try again later.'],
])('when %s the form says so and nothing downloads', async (_name, setup, message) => {
  const user = userEvent.setup();
  const onDownload = jest.fn();
  const {fetchImpl} = backend(setup as Parameters<typeof backend>[0]);
  render(<WhitePaperDownload fetchImpl={fetchImpl} onDownload={onDownload} />);
  await fillIn(user);
  await user.click(screen.getByRole('button', {name: 'Download White Paper'}));
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(message));
  expect(notifyError).toHaveBeenCalledWith(message);
  expect(onDownload).not.toHaveBeenCalled();
  expect(screen.getByRole('button', {name: 'Download White Paper'})).toBeEnabled();
});

test('a path with a parent-directory sequence never reaches the network', async () => {
  const user = userEvent.setup();
  const {fetchImpl, calls} = backend();
  render(<WhitePaperDownload filePath="../secret.pdf" fetchImpl={fetchImpl} onDownload={jest.fn()} />);
  await fillIn(user);
  await user.click(screen.getByRole('button', {name: 'Download White Paper'}));
  expect(screen.getByRole('alert')).toHaveTextContent('Invalid file path');
  expect(calls).toHaveLength(0);
});

test('shows Processing... and ignores a second click while the request runs', async () => {
  const user = userEvent.setup();
  let release: () => void = () => undefined;
  const calls: string[] = [];
  const fetchImpl = jest.fn(async (url: string, init: RequestInit) => {
    calls.push(`${init.method} ${url}`);
    if (init.method === 'HEAD') await new Promise<void>((resolve) => (release = resolve));
    return {ok: true, status: 200, json: async () => ({downloadUrl: '/x.pdf'})} as Response;
  }) as unknown as typeof fetch;
  render(<WhitePaperDownload fetchImpl={fetchImpl} onDownload={jest.fn()} />);
  await fillIn(user);
  await user.click(screen.getByRole('button', {name: 'Download White Paper'}));
  const busy = screen.getByRole('button', {name: 'Processing...'});
  expect(busy).toBeDisabled();
  await user.click(busy);
  release();
  await waitFor(() => expect(screen.getByRole('button', {name: 'Download White Paper'})).toBeEnabled());
  expect(calls.filter((c) => c.startsWith('HEAD'))).toHaveLength(1);
});

test('shows the title and description staff gave the offered paper, as text, without the benchmark points', async () => {
  const title = '<script>alert(1)</script> Support in 2026';
  const description = 'What <em>changed</em> & why.';
  const {fetchImpl} = backend({offer: {file: 'support-2026.pdf', title, description}});
  const {container} = render(<WhitePaperDownload fetchImpl={fetchImpl} onDownload={jest.fn()} />);
  expect(await screen.findByRole('heading', {level: 2, name: title})).toBeInTheDocument();
  expect(screen.getByText(description)).toBeInTheDocument();
  expect(container.querySelector('script, em')).toBeNull();
  expect(screen.queryByText('Resolution rates by type of inquiry')).not.toBeInTheDocument();
});

test.each([
  ['nothing is offered', {offer: {file: whitePaperFile, title: null, description: null}}],
  ['the server cannot say', {fail: true}],
])('keeps the SPEC copy when %s', async (_label, setup) => {
  const {fetchImpl} = backend(setup);
  render(<WhitePaperDownload fetchImpl={fetchImpl} onDownload={jest.fn()} />);
  await waitFor(() => expect(fetchImpl).toHaveBeenCalled());
  expect(screen.getByRole('heading', {level: 2, name: 'AI Agents vs. Human Support Agents: A Benchmark Study'})).toBeInTheDocument();
  expect(screen.getByText(/Twelve weeks, eight companies/)).toBeInTheDocument();
  expect(screen.getByText('Resolution rates by type of inquiry')).toBeInTheDocument();
});

test('the honeypot is hidden from people and assistive technology', () => {
  const {container} = render(<WhitePaperDownload onDownload={jest.fn()} />);
  const trap = container.querySelector('input[name="website"]');
  expect(trap).toHaveAttribute('tabindex', '-1');
  expect(trap?.closest('[aria-hidden="true"]')).not.toBeNull();
});
