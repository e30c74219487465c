import React from 'react';
import {render, screen, waitFor, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import WhitePaperRequestForm from '@site/src/components/WhitePaperRequestForm';
import {notifyError, notifySuccess} from '@site/src/components/Toasts';
import {offeredWhitePaper, requestWhitePaper} from '@site/src/lib/api/whitePapers';
import {serverErrorText} from '@site/src/components/WhitePaperRequestForm/text';

jest.mock('@site/src/components/Toasts', () => ({notifySuccess: jest.fn(), notifyError: jest.fn(), notifyWarning: jest.fn()}));
// The one client module of the white paper calls (src/lib/api); the server is tested on its own.
jest.mock('@site/src/lib/api/whitePapers', () => ({requestWhitePaper: jest.fn(), offeredWhitePaper: jest.fn()}));
// The usual double renders English; with the flag on, translated texts carry their id instead,
// so a test can tell a translated text from one passed on as written.
jest.mock('@docusaurus/Translate', () => {
  const actual = jest.requireActual('@docusaurus/Translate');
  return {
    __esModule: true,
    default: actual.default,
    translate: (descriptor: {id: string; message: string}, values?: Record<string, string | number>) =>
      (globalThis as {markTranslations?: boolean}).markTranslations
        ? `translated:${descriptor.id}`
        : actual.translate(descriptor, values),
  };
});

// False stands for the prerendered HTML (and the hydration render), where scripts may never run.
let mockHydrated = true;
jest.mock('@docusaurus/useIsBrowser', () => ({__esModule: true, default: () => mockHydrated}));

const request = requestWhitePaper as jest.MockedFunction<typeof requestWhitePaper>;
const offered = offeredWhitePaper as jest.MockedFunction<typeof offeredWhitePaper>;
const paperUrl = '/storage/v1/object/public/white-papers/ai-vs-human-support-agents-benchmark.pdf';

let openSpy: jest.SpyInstance;

beforeEach(() => {
  jest.clearAllMocks();
  offered.mockResolvedValue(undefined);
  openSpy = jest.spyOn(window, 'open').mockImplementation(() => null);
});

afterEach(() => {
  openSpy.mockRestore();
});

async function openForm() {
  const user = userEvent.setup();
  render(<WhitePaperRequestForm />);
  await user.click(screen.getByRole('button', {name: 'Get the White Paper'}));
  return user;
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/First Name/), 'Ada');
  await user.type(screen.getByLabelText(/Last Name/), 'Lovelace');
  await user.type(screen.getByLabelText(/Business Email/), 'ada@example.com');
  await user.type(screen.getByLabelText(/Company Name/), 'Analytical Engines');
}

describe('WhitePaperRequestForm', () => {
  it("is hidden until 'Get the White Paper' is pressed, then shows the SPEC §3 fields", async () => {
    render(<WhitePaperRequestForm />);
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/First Name/)).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', {name: 'Get the White Paper'}));
    const form = screen.getByRole('form');
    expect(within(form).getByLabelText(/First Name/)).toHaveFocus();
    for (const name of [/First Name/, /Last Name/, /Business Email/, /Company Name/]) {
      expect(within(form).getByLabelText(name)).toHaveAttribute('aria-required', 'true');
    }
    expect(within(form).getByLabelText(/Business Email/)).toHaveAttribute('type', 'email');
    const size = within(form).getByLabelText(/Company Size/);
    expect(size).not.toHaveAttribute('aria-required');
    expect(within(size).getAllByRole('option').map((option) => (option as HTMLOptionElement).value)).toEqual([
      '',
      '1-10',
      '11-50',
      '51-200',
      '201-500',
      '501+',
    ]);
    expect(within(form).getByRole('checkbox')).not.toBeChecked();
    const trap = form.querySelector('input[name="website"]');
    expect(trap).toHaveAttribute('type', 'text');
    expect(trap).toHaveAttribute('tabindex', '-1');
  });

  it('hides again on Cancel and gives the focus back to the button', async () => {
    const user = await openForm();
    await user.click(screen.getByRole('button', {name: 'Cancel'}));
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByRole('button', {name: 'Get the White Paper'})).toHaveFocus();
  });

  it('refuses to send with a required field empty and says why', async () => {
    const user = await openForm();
    await user.type(screen.getByLabelText(/First Name/), 'Ada');
    await user.click(screen.getByRole('button', {name: 'Download White Paper'}));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all required fields');
    expect(screen.getByLabelText(/Last Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/Company Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/First Name/)).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText(/Last Name/)).toHaveFocus();
    expect(request).not.toHaveBeenCalled();
  });

  it('refuses an e-mail address that is not one', async () => {
    const user = await openForm();
    await fillRequired(user);
    await user.clear(screen.getByLabelText(/Business Email/));
    await user.type(screen.getByLabelText(/Business Email/), 'ada@example');
    await user.click(screen.getByRole('button', {name: 'Download White Paper'}));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address');
    expect(request).not.toHaveBeenCalled();
  });

  it("shows 'Processing...' while sending, then opens the paper in a new tab, thanks and hides the form", async () => {
    let answer: (value: Awaited<ReturnType<typeof requestWhitePaper>>) => void = () => {};
    request.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const user = await openForm();
    await fillRequired(user);
    await user.selectOptions(screen.getByLabelText(/Company Size/), '51-200');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', {name: 'Download White Paper'}));

    const busy = screen.getByRole('button', {name: 'Processing...'});
    expect(busy).toBeDisabled();
    expect(request).toHaveBeenCalledTimes(1);
    expect(request.mock.calls[0]![0]).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      companyName: 'Analytical Engines',
      companySize: '51-200',
      subscribe: true,
      title: '',
      phone: '',
      heardAboutUs: [],
      website: '',
    });

    answer({ok: true, data: {downloadUrl: paperUrl}});
    expect(await screen.findByRole('button', {name: 'Get the White Paper'})).toHaveFocus();
    expect(openSpy).toHaveBeenCalledWith(paperUrl, '_blank', 'noopener');
    expect(notifySuccess).toHaveBeenCalledWith('White paper downloaded successfully!');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    // The server sends the paper as an attachment: the new tab downloads it, and the page says so.
    expect(screen.getByRole('status')).toHaveTextContent('Your download of the white paper has started.');
    expect(screen.getByRole('link', {name: 'Download it again'})).toHaveAttribute('href', paperUrl);
    expect(screen.getByRole('link', {name: 'Download it again'})).toHaveAttribute('download');
  });

  it("shows the title and description staff gave the offered paper, as text", async () => {
    const title = '<img src=x onerror="alert(1)"> Support in 2026';
    offered.mockResolvedValue({file: 'support-2026.pdf', title, description: 'What <b>changed</b> & why.'});
    const {container} = render(<WhitePaperRequestForm />);
    expect(await screen.findByRole('heading', {level: 2, name: title})).toBeInTheDocument();
    expect(screen.getByText('What <b>changed</b> & why.')).toBeInTheDocument();
    expect(container.querySelector('img, b')).toBeNull();
    expect(screen.queryByText(/Benchmark Study/)).not.toBeInTheDocument();
  });

  it('keeps the SPEC copy while nothing is offered or the server cannot say', async () => {
    offered.mockResolvedValue({file: 'ai-vs-human-support-agents-benchmark.pdf'});
    render(<WhitePaperRequestForm />);
    await waitFor(() => expect(offered).toHaveBeenCalled());
    expect(screen.getByRole('heading', {level: 2, name: 'AI vs. Human Support Agents: A Benchmark Study'})).toBeInTheDocument();
    expect(screen.getByText(/See how AI agents and human teams compare/)).toBeInTheDocument();
  });

  it("shows the server's error and keeps the form when no downloadUrl comes back", async () => {
    request.mockResolvedValue({ok: false, error: 'Too many requests, please try again later.', status: 429});
    const user = await openForm();
    await fillRequired(user);
    await user.click(screen.getByRole('button', {name: 'Download White Paper'}));
    expect(await screen.findByRole('button', {name: 'Download White Paper'})).toBeEnabled();
    expect(notifyError).toHaveBeenCalledWith('Too many requests, please try again later.');
    expect(openSpy).not.toHaveBeenCalled();
    expect(screen.getByRole('form')).toBeInTheDocument();
  });

  it("falls back to 'Failed to download white paper' when the answer has no downloadUrl and no error", async () => {
    request.mockResolvedValue({ok: true, data: {downloadUrl: ''}});
    const user = await openForm();
    await fillRequired(user);
    await user.click(screen.getByRole('button', {name: 'Download White Paper'}));
    await screen.findByRole('button', {name: 'Download White Paper'});
    expect(notifyError).toHaveBeenCalledWith('Failed to download white paper');
    expect(openSpy).not.toHaveBeenCalled();
  });

  it('treats a request that never got an answer as the SPEC §8 exception, warned not logged as an error', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const error = jest.spyOn(console, 'error');
    request.mockResolvedValue({ok: false, error: 'An error occurred while downloading the white paper', status: 0});
    const user = await openForm();
    await fillRequired(user);
    await user.click(screen.getByRole('button', {name: 'Download White Paper'}));
    expect(await screen.findByRole('button', {name: 'Download White Paper'})).toBeEnabled();
    expect(notifyError).toHaveBeenCalledWith('An error occurred while downloading the white paper');
    expect(warn).toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
    warn.mockRestore();
    error.mockRestore();
  });

  it('reports an exception with a warning (not a console error) and the SPEC §8 toast', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const error = jest.spyOn(console, 'error');
    request.mockRejectedValue(new TypeError('Failed to fetch'));
    const user = await openForm();
    await fillRequired(user);
    await user.click(screen.getByRole('button', {name: 'Download White Paper'}));
    expect(await screen.findByRole('button', {name: 'Download White Paper'})).toBeEnabled();
    expect(notifyError).toHaveBeenCalledWith('An error occurred while downloading the white paper');
    expect(warn).toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
    warn.mockRestore();
    error.mockRestore();
  });
});

describe('WhitePaperRequestForm before scripts run', () => {
  beforeEach(() => {
    mockHydrated = false;
  });
  afterEach(() => {
    mockHydrated = true;
  });

  it('prerenders the form as a POST to the no-JS route, with every shown field named', () => {
    render(<WhitePaperRequestForm />);
    const form = screen.getByRole('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/functions/v1/forms/white-paper-request');
    const names = [...form.querySelectorAll('input, select')].map((control) => control.getAttribute('name'));
    expect(names).toEqual(expect.arrayContaining(['firstName', 'lastName', 'email', 'companyName', 'companySize', 'subscribe', 'page', 'website']));
    expect(within(form).getByRole('button', {name: 'Download White Paper'})).toHaveAttribute('type', 'submit');
    // The toggle stays in the page for when scripts arrive (CSS hides it where they never do).
    expect(screen.getByRole('button', {name: 'Get the White Paper'})).toBeInTheDocument();
  });
});

describe('serverErrorText', () => {
  // Marks translated texts so the test sees which path a server answer took.
  beforeEach(() => {
    (globalThis as {markTranslations?: boolean}).markTranslations = true;
  });
  afterEach(() => {
    (globalThis as {markTranslations?: boolean}).markTranslations = false;
  });

  it('shows the reader-language text for the codes it knows, whatever English the answer carries', () => {
    expect(serverErrorText('email', 'Please enter a valid email address')).toBe('translated:form.error.email');
    expect(serverErrorText('required', 'anything')).toBe('translated:form.error.required');
    expect(serverErrorText('wrongType', 'anything')).toBe('translated:form.error.wrongType');
    expect(serverErrorText('paperMissing', 'Failed to download white paper')).toBe('translated:whitePaperRequest.toast.failed');
  });

  it("passes any other server text on as written, and falls back to 'Failed to download white paper'", () => {
    expect(serverErrorText(undefined, 'Too many requests, please try again later.')).toBe('Too many requests, please try again later.');
    expect(serverErrorText(undefined, undefined)).toBe('translated:whitePaperRequest.toast.failed');
  });
});
