import {within, waitFor} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {ReadableStream} from 'node:stream/web';
import {TextDecoder, TextEncoder} from 'node:util';
import {readOptions} from '@site/src/widget/options';
import {mountWidget, type MountedWidget} from '@site/src/widget/widget';

Object.assign(globalThis, {TextDecoder, TextEncoder});

type Call = {url: string; init: RequestInit & {headers: Record<string, string>}};

const answer = {
  id: 'msg_2',
  conversation_id: 'conv_1',
  response: 'Paste the snippet before </head>. [1]',
  sources: [{title: 'Integration guide', url: '/documentation/integration#website', snippet: '...'}],
  suggested_follow_ups: ['Which attributes can I set?'],
  uncertain: false,
};

function jsonResponse(body: unknown, status = 200): Response {
  return {
    ok: status < 400,
    status,
    headers: {get: (name: string) => (name.toLowerCase() === 'content-type' ? 'application/json' : null)},
    body: null,
    json: async () => body,
  } as unknown as Response;
}

function streamResponse(events: string[]): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      events.forEach((event) => controller.enqueue(encoder.encode(event)));
      controller.close();
    },
  });
  return {ok: true, status: 200, headers: {get: () => 'text/event-stream; charset=utf-8'}, body} as unknown as Response;
}

let calls: Call[];
let widget: MountedWidget;
let host: HTMLElement;

function mount(responder: (call: Call) => Promise<Response>, attributes: Record<string, string> = {}): ShadowRoot {
  calls = [];
  host = document.createElement('div');
  document.body.append(host);
  const options = readOptions(
    (name) => ({'data-agent-id': 'agt_site', 'data-public-key': 'pk_test', ...attributes})[name] ?? null,
    'http://site.test',
  );
  widget = mountWidget(host, options, {
    fetch: (async (url: string, init: Call['init']) => {
      const call = {url, init};
      calls.push(call);
      return responder(call);
    }) as unknown as typeof fetch,
  });
  return host.shadowRoot!;
}

/**
 * Queries inside the widget's shadow root (its one top-level element). jsdom does not drop its
 * computed-style cache when attributes change inside a shadow tree, so every query first makes a
 * change in the document to show Testing Library the current `hidden` state.
 */
function ui(shadow: ShadowRoot) {
  document.body.toggleAttribute('data-style-cache-buster');
  return within(shadow.querySelector<HTMLElement>('.r')!);
}

beforeEach(() => {
  sessionStorage.clear();
  document.documentElement.lang = 'en-US';
});
afterEach(() => {
  widget?.destroy();
  host?.remove();
});

describe('the chat widget', () => {
  it('opens a labelled dialog from the launcher, moves focus in, traps Tab and closes on Escape', async () => {
    const user = userEvent.setup();
    const shadow = mount(async () => jsonResponse(answer));
    const launcher = ui(shadow).getByRole('button', {name: 'Chat with our assistant'});
    expect(launcher).toHaveAttribute('aria-expanded', 'false');

    launcher.focus();
    await user.keyboard('{Enter}');

    const dialog = ui(shadow).getByRole('dialog', {name: 'Ask our assistant'});
    expect(dialog).toBeVisible();
    expect(shadow.activeElement).toBe(ui(shadow).getByRole('textbox', {name: 'Your question'}));
    expect(ui(shadow).getByText('Hi! How can I help you today?')).toBeInTheDocument();
    expect(launcher).toHaveAttribute('aria-expanded', 'true');

    // Tab from the last control wraps to the first one inside the dialog.
    ui(shadow).getByRole('button', {name: 'Send'}).focus();
    await user.tab();
    expect(shadow.activeElement).toBe(ui(shadow).getByRole('button', {name: 'Close chat'}));
    await user.tab({shift: true});
    expect(shadow.activeElement).toBe(ui(shadow).getByRole('button', {name: 'Send'}));

    await user.keyboard('{Escape}');
    expect(ui(shadow).queryByRole('dialog')).toBeNull();
    expect(shadow.activeElement).toBe(launcher);
  });

  it('asks with the public key and the page language, and shows the answer with linked sources and follow-ups', async () => {
    const user = userEvent.setup();
    document.documentElement.lang = 'es-ES';
    const shadow = mount(async () => jsonResponse(answer));
    widget.open();

    await user.type(ui(shadow).getByRole('textbox', {name: 'Your question'}), 'How do I add the widget?{Enter}');

    const cite = await ui(shadow).findByRole('link', {name: 'Source 1: Integration guide'});
    expect(cite).toHaveAttribute('href', 'http://site.test/documentation/integration#website');
    expect(ui(shadow).getByRole('list', {name: 'Sources'})).toHaveTextContent('Integration guide');
    expect(calls[0].url).toBe('http://site.test/v1/ask');
    expect(calls[0].init.headers.Authorization).toBe('Bearer pk_test');
    expect(JSON.parse(calls[0].init.body as string)).toEqual({query: 'How do I add the widget?', context: {locale: 'es', page: window.location.pathname}});
    expect(ui(shadow).getByRole('group', {name: 'Related questions'})).toBeInTheDocument();

    // A follow-up chip asks, in the same conversation.
    await user.click(ui(shadow).getByRole('button', {name: 'Which attributes can I set?'}));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(JSON.parse(calls[1].init.body as string)).toMatchObject({query: 'Which attributes can I set?', conversation_id: 'conv_1'});
  });

  it('shows the answer as it streams and announces it when done', async () => {
    const user = userEvent.setup();
    const shadow = mount(async () =>
      streamResponse(['event: delta\ndata: {"text":"Paste the snippet"}\n\n', 'event: delta\ndata: {"text":" before </head>. [1]"}\n\n', `event: done\ndata: ${JSON.stringify(answer)}\n\n`]),
    );
    widget.open();
    await user.type(ui(shadow).getByRole('textbox', {name: 'Your question'}), 'Install?{Enter}');

    await ui(shadow).findByRole('link', {name: 'Source 1: Integration guide'});
    expect(calls[0].init.headers.Accept).toContain('text/event-stream');
    expect(shadow.querySelector('[aria-live="polite"]')).toHaveTextContent('Answer: Paste the snippet before </head>.');
  });

  it.each([
    ['the network is down', async () => Promise.reject(new TypeError('Failed to fetch')), 'You appear to be offline'],
    ['the key is over its rate limit', async () => jsonResponse({code: 'rateLimited', error: 'Too many requests'}, 429), 'Too many questions'],
    ['the server fails', async () => jsonResponse({code: 'internalError', error: 'x'}, 500), 'Something went wrong'],
  ])('says so when %s and keeps the question', async (_case, responder, message) => {
    const user = userEvent.setup();
    const shadow = mount(responder as () => Promise<Response>);
    widget.open();
    await user.type(ui(shadow).getByRole('textbox', {name: 'Your question'}), 'Hello?{Enter}');

    expect(await ui(shadow).findByRole('alert')).toHaveTextContent(message);
    expect(ui(shadow).getByRole('textbox', {name: 'Your question'})).toHaveValue('Hello?');
  });

  it('rates an answer (aria-pressed) through the feedback route', async () => {
    const user = userEvent.setup();
    const shadow = mount(async ({url}) => jsonResponse(url.endsWith('/feedback') ? {id: 'msg_2', rating: 'down'} : answer));
    widget.open();
    await user.type(ui(shadow).getByRole('textbox', {name: 'Your question'}), 'Q{Enter}');
    const down = await ui(shadow).findByRole('button', {name: 'Not helpful'});
    // Drawn as SVG, so no emoji font is needed: the buttons hold no text glyph, only their icon.
    for (const button of [ui(shadow).getByRole('button', {name: 'Helpful'}), down]) {
      expect(button.textContent).toBe('');
      expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    }

    await user.click(down);

    await waitFor(() => expect(down).toHaveAttribute('aria-pressed', 'true'));
    expect(ui(shadow).getByRole('button', {name: 'Helpful'})).toHaveAttribute('aria-pressed', 'false');
    expect(calls[1].url).toBe('http://site.test/v1/conversations/conv_1/messages/msg_2/feedback');
    expect(JSON.parse(calls[1].init.body as string)).toEqual({rating: 'down'});
  });

  it('hands off to sales after checking name and e-mail', async () => {
    const user = userEvent.setup();
    const shadow = mount(async ({url}) => jsonResponse(url.endsWith('/handoff') ? {id: 'hnd_1', status: 'queued'} : answer));
    widget.open();
    expect(ui(shadow).queryByRole('button', {name: 'Talk to sales'})).toBeNull();
    await user.type(ui(shadow).getByRole('textbox', {name: 'Your question'}), 'Q{Enter}');
    await user.click(await ui(shadow).findByRole('button', {name: 'Talk to sales'}));

    const name = ui(shadow).getByRole('textbox', {name: 'Name'});
    const email = ui(shadow).getByRole('textbox', {name: 'E-mail'});
    expect(shadow.activeElement).toBe(name);
    await user.type(email, 'not-an-address');
    await user.click(ui(shadow).getByRole('button', {name: 'Send to sales'}));

    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Please enter your name.');
    expect(email).toHaveAccessibleDescription('Please enter a valid e-mail address.');
    expect(shadow.activeElement).toBe(name);
    expect(calls).toHaveLength(1);

    await user.type(name, 'Ada Lovelace');
    // Replaces the bad address (user.clear cannot see focus inside a shadow root).
    await user.type(email, 'ada@example.com', {initialSelectionStart: 0, initialSelectionEnd: (email as HTMLInputElement).value.length});
    await user.click(ui(shadow).getByRole('button', {name: 'Send to sales'}));

    expect(await ui(shadow).findByText('Thank you. Our sales team will contact you soon.')).toBeInTheDocument();
    expect(calls[1].url).toBe('http://site.test/v1/handoff');
    expect(JSON.parse(calls[1].init.body as string)).toEqual({
      conversation_id: 'conv_1',
      visitor: {name: 'Ada Lovelace', email: 'ada@example.com'},
    });

    // Done: the offer gives way to its confirmation, on this page and the next one.
    expect(ui(shadow).queryByRole('button', {name: 'Talk to sales'})).toBeNull();
    expect(ui(shadow).getByText('Sent to our sales team')).toBeVisible();
    widget.destroy();
    host.remove();
    const next = mount(async () => jsonResponse(answer));
    widget.open();
    expect(ui(next).getByText('Sent to our sales team')).toBeVisible();
    expect(ui(next).queryByRole('button', {name: 'Talk to sales'})).toBeNull();
  });

  it('keeps the conversation across page loads in the same tab', async () => {
    const user = userEvent.setup();
    let shadow = mount(async () => jsonResponse(answer));
    widget.open();
    await user.type(ui(shadow).getByRole('textbox', {name: 'Your question'}), 'How do I add the widget?{Enter}');
    await ui(shadow).findByRole('link', {name: 'Source 1: Integration guide'});
    widget.destroy();
    host.remove();

    shadow = mount(async () => jsonResponse({...answer, id: 'msg_4'}));
    widget.open();
    expect(ui(shadow).getByText('How do I add the widget?')).toBeInTheDocument();
    expect(ui(shadow).getByRole('link', {name: 'Source 1: Integration guide'})).toBeInTheDocument();
    await user.type(ui(shadow).getByRole('textbox', {name: 'Your question'}), 'And then?{Enter}');
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(JSON.parse(calls[0].init.body as string)).toMatchObject({conversation_id: 'conv_1'});
  });

  it('comes back after a reload as it was left: open, with the unsent question, the focus left to the page', async () => {
    const user = userEvent.setup();
    let shadow = mount(async () => jsonResponse(answer));
    widget.open();
    await user.type(ui(shadow).getByRole('textbox', {name: 'Your question'}), 'How do I add');
    widget.destroy();
    host.remove();

    shadow = mount(async () => jsonResponse(answer));
    expect(ui(shadow).getByRole('dialog', {name: 'Ask our assistant'})).toBeVisible();
    expect(ui(shadow).getByRole('textbox', {name: 'Your question'})).toHaveValue('How do I add');
    expect(shadow.activeElement).toBeNull();

    // Closed, it stays closed; a question once sent is no draft any more.
    await user.type(ui(shadow).getByRole('textbox', {name: 'Your question'}), ' the widget?{Enter}');
    await ui(shadow).findByRole('link', {name: 'Source 1: Integration guide'});
    widget.close();
    widget.destroy();
    host.remove();
    shadow = mount(async () => jsonResponse(answer));
    expect(ui(shadow).queryByRole('dialog')).toBeNull();
    widget.open();
    expect(ui(shadow).getByRole('textbox', {name: 'Your question'})).toHaveValue('');
  });

  it('uses the translated texts it is given and follows the page theme', async () => {
    const shadow = mount(async () => jsonResponse(answer), {'data-strings': JSON.stringify({launcher: 'Chatear con el asistente'})});
    const root = shadow.querySelector('.r')!;
    expect(ui(shadow).getByRole('button', {name: 'Chatear con el asistente'})).toBeInTheDocument();
    document.documentElement.setAttribute('data-theme', 'dark');
    await waitFor(() => expect(root).toHaveClass('dark'));
    document.documentElement.setAttribute('data-theme', 'light');
    await waitFor(() => expect(root).not.toHaveClass('dark'));
  });

  it('in a preview without a key explains that answers need one and sends nothing', async () => {
    const user = userEvent.setup();
    const shadow = mount(async () => jsonResponse(answer), {'data-public-key': ''});
    widget.open();
    expect(ui(shadow).getByText(/add your public key/)).toBeInTheDocument();
    await user.type(ui(shadow).getByRole('textbox', {name: 'Your question'}), 'Hi{Enter}');
    expect(ui(shadow).getByRole('alert')).toHaveTextContent(/add your public key/);
    expect(calls).toEqual([]);
  });
});
