import React from 'react';
import {render, screen, waitFor, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {WhitePaperPage} from '@site/src/components/admin';
import {notifyError, notifySuccess} from '@site/src/components/Toasts';
import {whitePaperMaxBytes, type WhitePaperOfferView, type WhitePaperView} from '@site/src/lib/staff/whitePapers';

jest.mock('@site/src/components/Toasts', () => ({
  notifySuccess: jest.fn(),
  notifyError: jest.fn(),
  notifyWarning: jest.fn(),
}));

function answer(status: number, body?: unknown) {
  return Promise.resolve({
    ok: status >= 200 && status < 300,
    status,
    headers: {get: () => null},
    json: async () => body,
  });
}

const seeded: WhitePaperView = {name: 'benchmark.pdf', size: 13_203, uploadedAt: Date.UTC(2026, 0, 5), downloads: 4, offered: true};
const older: WhitePaperView = {name: 'old-study.pdf', size: 2_400_000, uploadedAt: Date.UTC(2025, 5, 1), downloads: 0, offered: false};

const pdfFile = (name = 'Q3 Report (Final).pdf', type = 'application/pdf', text = '%PDF-1.7 body') => new File([text], name, {type});

describe('White Paper Management', () => {
  const fetchMock = jest.fn();
  let papers: WhitePaperView[];
  let offer: WhitePaperOfferView | null;
  beforeEach(() => {
    jest.clearAllMocks();
    papers = [seeded, older];
    offer = null;
    fetchMock.mockReset();
    fetchMock.mockImplementation((url: string, init: RequestInit) => {
      if (url === '/api/admin/session') {
        return answer(200, {account: {id: 1, email: 'ana@example.com', role: 'owner'}, expiresAt: Date.now() + 60_000, idleTimeoutMs: 1_800_000});
      }
      if (url === '/api/admin/white-papers' && init.method === 'GET') return answer(200, {papers, offered: 'benchmark.pdf', offer});
      return answer(204);
    });
    global.fetch = fetchMock as unknown as typeof fetch;
  });

  const calls = () => fetchMock.mock.calls.map(([url, init]) => `${init.method} ${url}${init.body ? ` ${init.body}` : ''}`);

  async function renderPage(send = jest.fn()) {
    render(<WhitePaperPage send={send} />);
    await screen.findByRole('heading', {name: 'White papers in storage'});
    return send;
  }

  test('shows the heading, the nav entry and the papers with their size, downloads and the offered one', async () => {
    await renderPage();
    expect(screen.getByRole('heading', {level: 1, name: 'White Paper Management'})).toBeInTheDocument();
    expect(screen.getByRole('link', {name: 'White Paper'})).toHaveAttribute('aria-current', 'page');
    const rows = await screen.findAllByRole('row');
    expect(within(rows[1]).getByRole('link', {name: 'benchmark.pdf'})).toHaveAttribute(
      'href',
      '/storage/v1/object/public/white-papers/benchmark.pdf',
    );
    expect(rows[1]).toHaveTextContent('13.2 kB');
    expect(rows[1]).toHaveTextContent('Offered');
    expect(within(rows[1]).queryByRole('button', {name: /Delete/})).toBeNull();
    expect(rows[2]).toHaveTextContent('2.4 MB');
  });

  test('an empty bucket says so', async () => {
    papers = [];
    await renderPage();
    expect(await screen.findByText('No white papers yet. Upload one above.')).toBeInTheDocument();
  });

  test('a list that cannot load says why instead of loading forever', async () => {
    fetchMock.mockImplementation((url: string) =>
      url === '/api/admin/session'
        ? answer(200, {account: {id: 1, email: 'a@b.c', role: 'owner'}, expiresAt: Date.now() + 60_000, idleTimeoutMs: 1_800_000})
        : answer(500, {error: 'boom'}),
    );
    render(<WhitePaperPage send={jest.fn()} />);
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).toBeNull();
  });

  test('Upload without a file asks for one and sends nothing', async () => {
    const send = await renderPage();
    await userEvent.setup().click(screen.getByRole('button', {name: 'Upload'}));
    expect(screen.getByRole('alert')).toHaveTextContent('Please select a file first');
    expect(send).not.toHaveBeenCalled();
  });

  test.each([
    ['a text file', pdfFile('notes.txt', 'text/plain', 'hello'), 'Only PDF files are supported'],
    ['a .pdf that is not a PDF', pdfFile('fake.pdf', 'application/pdf', 'MZ not a pdf'), 'Only PDF files are supported'],
    ['a name without letters or digits', pdfFile('()!.pdf'), 'This file name cannot be used. Name the file with letters or digits.'],
  ])('%s is refused in the browser before sending', async (_label, file, message) => {
    const send = await renderPage();
    const user = userEvent.setup({applyAccept: false});
    await user.upload(screen.getByLabelText('White paper (PDF)'), file);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    await user.click(screen.getByRole('button', {name: 'Upload'}));
    expect(send).not.toHaveBeenCalled();
  });

  test('a file over the size limit is refused with its own message', async () => {
    const send = await renderPage();
    const big = pdfFile('big.pdf');
    Object.defineProperty(big, 'size', {value: whitePaperMaxBytes + 1});
    await userEvent.setup().upload(screen.getByLabelText('White paper (PDF)'), big);
    expect(await screen.findByRole('alert')).toHaveTextContent('The file is larger than the 20 MB limit.');
    expect(send).not.toHaveBeenCalled();
  });

  test('an upload shows its progress, then the toasts and the inline success, and reloads the list', async () => {
    let finish: (value: unknown) => void = () => undefined;
    const send = jest.fn((_file: File, onProgress: (percent: number) => void) => {
      onProgress(40);
      return new Promise((resolve) => (finish = resolve));
    });
    await renderPage(send as never);
    const user = userEvent.setup();
    await user.upload(screen.getByLabelText('White paper (PDF)'), pdfFile());
    expect(await screen.findByText('Q3 Report (Final).pdf (13 byte) will be stored as q3-report-final.pdf.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', {name: 'Upload'}));

    expect(await screen.findByLabelText('Upload progress')).toHaveAttribute('value', '40');
    expect(screen.getByRole('button', {name: 'Upload'})).toBeDisabled();
    const paper = {name: 'q3-report-final.pdf', size: 13, uploadedAt: Date.now(), downloads: 0, offered: false};
    papers = [...papers, paper];
    finish({ok: true, paper});

    expect(await screen.findByText('White paper uploaded successfully!')).toBeInTheDocument();
    expect(notifySuccess).toHaveBeenCalledWith('Upload Successful', 'White paper uploaded as q3-report-final.pdf');
    expect(await screen.findByRole('link', {name: 'q3-report-final.pdf'})).toBeInTheDocument();
    expect(screen.queryByLabelText('Upload progress')).toBeNull();
    expect((screen.getByLabelText('White paper (PDF)') as HTMLInputElement).files).toHaveLength(0);
  });

  test.each([
    [{ok: false, status: 409, code: 'fileExists'}, 'A file with this name already exists. Please rename your file or use a different one.'],
    [{ok: false, status: 401, code: 'sessionRequired'}, 'You do not have permission to upload files. Please check your authentication.'],
    [{ok: false, status: 403, error: 'Forbidden'}, 'You do not have permission to upload files. Please check your authentication.'],
    [{ok: false, status: 500, error: 'Internal Server Error'}, 'Failed to upload white paper: Internal Server Error'],
    [{ok: false, status: 0}, 'An unexpected error occurred: The server could not be reached. Check your connection and try again.'],
  ])('a refused upload (%j) says why with the Upload Failed toast', async (refusal, message) => {
    const send = jest.fn(async () => refusal);
    await renderPage(send as never);
    const user = userEvent.setup();
    await user.upload(screen.getByLabelText('White paper (PDF)'), pdfFile());
    await user.click(screen.getByRole('button', {name: 'Upload'}));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(message));
    expect(notifyError).toHaveBeenCalledWith('Upload Failed', message);
  });

  test('Clear forgets the chosen file and its message', async () => {
    await renderPage();
    const user = userEvent.setup({applyAccept: false});
    await user.upload(screen.getByLabelText('White paper (PDF)'), pdfFile('notes.txt', 'text/plain', 'x'));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await user.click(screen.getByRole('button', {name: 'Clear'}));
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', {name: 'Upload'}));
    expect(screen.getByRole('alert')).toHaveTextContent('Please select a file first');
  });

  test('offering a paper asks for its title and description, sends them and reloads', async () => {
    await renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', {name: 'Offer old-study.pdf'}));
    const form = screen.getByRole('form', {name: 'Offer old-study.pdf'});
    await user.type(within(form).getByLabelText('Title'), '  Old Study ');
    await user.type(within(form).getByLabelText('Description'), 'What we learned last year.');
    await user.click(within(form).getByRole('button', {name: 'Offer this paper'}));
    expect(await screen.findByText('The forms now offer old-study.pdf.')).toBeInTheDocument();
    expect(calls()).toContain(
      'POST /api/admin/white-papers/offered {"name":"old-study.pdf","title":"Old Study","description":"What we learned last year."}',
    );
    expect(screen.queryByRole('form', {name: 'Offer old-study.pdf'})).toBeNull();
  });

  const refusedText = {
    Title: 'Give the paper a title of 1 to 120 characters.',
    Description: 'Describe the paper in 1 to 400 characters.',
  };
  test.each<[string, {title: string; description: string}, keyof typeof refusedText]>([
    ['an empty title', {title: '', description: 'A description.'}, 'Title'],
    ['a title of spaces', {title: '   ', description: 'A description.'}, 'Title'],
    ['an empty description', {title: 'A title', description: ''}, 'Description'],
    ['a description of spaces', {title: 'A title', description: '  '}, 'Description'],
  ])('%s is flagged before anything is sent', async (_label, words, field) => {
    const message = refusedText[field];
    await renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', {name: 'Offer old-study.pdf'}));
    const form = screen.getByRole('form', {name: 'Offer old-study.pdf'});
    if (words.title) await user.type(within(form).getByLabelText('Title'), words.title);
    if (words.description) await user.type(within(form).getByLabelText('Description'), words.description);
    await user.click(within(form).getByRole('button', {name: 'Offer this paper'}));
    expect(within(form).getByRole('alert')).toHaveTextContent(message);
    expect(within(form).getByLabelText(field)).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByLabelText(field)).toHaveFocus();
    expect(within(form).getByLabelText(field)).toHaveAccessibleDescription(message);
    expect(calls().filter((c) => c.startsWith('POST'))).toEqual([]);
  });

  test('the fields stop at the rule\'s lengths, and a refusal from the server flags its field', async () => {
    const base = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation((url: string, init: RequestInit) =>
      init.method === 'POST' ? answer(400, {code: 'invalidOfferDescription', error: 'x', field: 'description'}) : base(url, init),
    );
    await renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', {name: 'Offer old-study.pdf'}));
    const form = screen.getByRole('form', {name: 'Offer old-study.pdf'});
    expect(within(form).getByLabelText('Title')).toHaveAttribute('maxlength', '120');
    expect(within(form).getByLabelText('Description')).toHaveAttribute('maxlength', '400');
    await user.type(within(form).getByLabelText('Title'), 'A title');
    await user.type(within(form).getByLabelText('Description'), 'A description');
    await user.click(within(form).getByRole('button', {name: 'Offer this paper'}));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Describe the paper in 1 to 400 characters.');
    expect(within(form).getByLabelText('Description')).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByLabelText('Title')).not.toHaveAttribute('aria-invalid');
  });

  test('the offered paper\'s title and description are shown and can be edited; Cancel sends nothing', async () => {
    offer = {name: 'benchmark.pdf', title: 'The Benchmark', description: 'AI and people, side by side.'};
    await renderPage();
    expect(await screen.findByText('The Benchmark')).toBeInTheDocument();
    const user = userEvent.setup();
    const edit = screen.getByRole('button', {name: 'Edit title and description of benchmark.pdf'});
    await user.click(edit);
    let form = screen.getByRole('form', {name: 'Title and description of benchmark.pdf'});
    await user.click(within(form).getByRole('button', {name: 'Cancel'}));
    expect(screen.queryByRole('form')).toBeNull();

    await user.click(edit);
    form = screen.getByRole('form', {name: 'Title and description of benchmark.pdf'});
    expect(within(form).getByLabelText('Title')).toHaveValue('The Benchmark');
    expect(within(form).getByLabelText('Description')).toHaveValue('AI and people, side by side.');
    await user.clear(within(form).getByLabelText('Title'));
    await user.type(within(form).getByLabelText('Title'), 'The 2026 Benchmark');
    await user.click(within(form).getByRole('button', {name: 'Save title and description'}));
    expect(await screen.findByText('The forms now show the new title and description of benchmark.pdf.')).toBeInTheDocument();
    expect(calls().filter((c) => c.startsWith('POST'))).toEqual([
      'POST /api/admin/white-papers/offered {"name":"benchmark.pdf","title":"The 2026 Benchmark","description":"AI and people, side by side."}',
    ]);
  });

  test('delete asks first; Cancel keeps the paper, Yes deletes it', async () => {
    await renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', {name: 'Delete old-study.pdf'}));
    const confirm = screen.getByRole('group', {name: 'Confirm deleting old-study.pdf'});
    await user.click(within(confirm).getByRole('button', {name: 'Cancel'}));
    expect(calls().filter((c) => c.startsWith('DELETE'))).toEqual([]);

    await user.click(screen.getByRole('button', {name: 'Delete old-study.pdf'}));
    await user.click(within(screen.getByRole('group', {name: 'Confirm deleting old-study.pdf'})).getByRole('button', {name: 'Yes, delete'}));
    expect(await screen.findByText('old-study.pdf was deleted.')).toBeInTheDocument();
    expect(calls()).toContain('DELETE /api/admin/white-papers/old-study.pdf');
  });

  test('a refused delete says why', async () => {
    fetchMock.mockImplementationOnce(() => answer(200, {account: {id: 1, email: 'a@b.c', role: 'owner'}, expiresAt: Date.now() + 60_000, idleTimeoutMs: 1_800_000}));
    const base = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation((url: string, init: RequestInit) =>
      init.method === 'DELETE' ? answer(409, {code: 'paperOffered', error: 'x'}) : base(url, init),
    );
    await renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', {name: 'Delete old-study.pdf'}));
    await user.click(screen.getByRole('button', {name: 'Yes, delete'}));
    expect(await screen.findByRole('alert')).toHaveTextContent('The forms offer this paper. Choose another paper to offer before deleting it.');
  });
});
