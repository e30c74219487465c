import React from 'react';
import {render, screen, waitFor, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import WidgetPreview from '@site/src/widget/preview';
import {widgetScriptUrl} from '@site/src/widget/preview/snippet';

jest.mock('@theme/CodeBlock', () => jest.requireActual('@site/tests/unit/doubles/CodeBlock'), {virtual: true});

const attributes = {
  'data-agent-id': 'agt_42',
  'data-position': 'bottom-right',
  'data-primary-color': '#4f46e5',
  'data-welcome-message': 'Hi! How can I help you today?',
  'data-icon-type': 'animated',
};

/** The real widget's parts, inside its shadow root in the preview's stage. */
function widget() {
  const host = screen.getByRole('group', {name: 'Chat widget preview'}).querySelector('[data-agentworks-preview]')!;
  // jsdom keeps computed styles of shadow trees cached until the document itself changes.
  document.body.toggleAttribute('data-style-cache-buster');
  const root = host.shadowRoot!.querySelector<HTMLElement>('.r')!;
  return {root, ui: within(root)};
}

/** The widget's code loads after the preview renders (when it comes into view). */
async function renderPreview(element: React.ReactElement) {
  const result = render(element);
  await waitFor(() => expect(screen.getByRole('group', {name: 'Chat widget preview'}).querySelector('[data-agentworks-preview]')?.shadowRoot?.querySelector('.r')).toBeTruthy());
  return result;
}

function launcher(): HTMLElement {
  return widget().ui.getByRole('button', {name: 'Chat with our assistant'});
}

function generatedSnippet(): string {
  return within(screen.getByRole('figure', {name: 'Generated snippet'})).getByText(/<script/)
    .textContent!;
}

describe('WidgetPreview', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  it('shows the launcher in the chosen colour and corner with the welcome message', async () => {
    await renderPreview(<WidgetPreview {...attributes} data-position="top-left" data-primary-color="#DC2626" />);

    expect(widget().root.style.getPropertyValue('--aw-primary')).toBe('#dc2626');
    expect(launcher().parentElement).toHaveAttribute('data-position', 'top-left');
    expect(widget().ui.getByText('Hi! How can I help you today?')).toBeVisible();
    expect(screen.getByText('Agent ID: agt_42')).toBeInTheDocument();
  });

  it('generates the snippet for exactly the attributes shown', async () => {
    await renderPreview(<WidgetPreview {...attributes} data-welcome-message='Say "hello" & ask away' />);

    const snippet = generatedSnippet();
    expect(snippet).toContain(`src="${widgetScriptUrl}"`);
    expect(snippet).toContain('data-agent-id="agt_42"');
    expect(snippet).toContain('data-public-key="YOUR_PUBLIC_KEY"');
    expect(snippet).toContain('data-position="bottom-right"');
    expect(snippet).toContain('data-primary-color="#4f46e5"');
    // Quotes and ampersands are escaped, so the pasted tag stays valid HTML.
    expect(snippet).toContain('data-welcome-message="Say &quot;hello&quot; &amp; ask away"');
    expect(snippet).toContain('data-icon-type="animated"');
  });

  it('updates when the attributes change, as they do while the reader edits the live code', async () => {
    const {rerender} = await renderPreview(<WidgetPreview {...attributes} />);

    rerender(
      <WidgetPreview
        {...attributes}
        data-position="bottom-left"
        data-welcome-message="¿En qué puedo ayudarle?"
        data-icon-type="static"
      />,
    );

    expect(widget().ui.getByText('¿En qué puedo ayudarle?')).toBeVisible();
    expect(launcher().parentElement).toHaveAttribute('data-position', 'bottom-left');
    expect(launcher()).toHaveAttribute('data-icon-type', 'static');
    expect(generatedSnippet()).toContain('data-icon-type="static"');
  });

  it('explains an unsupported value and previews the default the widget would use', async () => {
    await renderPreview(<WidgetPreview {...attributes} data-primary-color="blue" data-position="middle" />);

    expect(
      screen.getByText(/data-primary-color="blue" is not a hex colour such as #4f46e5/),
    ).toBeInTheDocument();
    expect(screen.getByText(/data-position="middle" is not a supported position/)).toBeInTheDocument();
    expect(widget().root.style.getPropertyValue('--aw-primary')).toBe('#4f46e5');
    expect(generatedSnippet()).toContain('data-position="bottom-right"');
  });

  it('asks for the agent ID when it is missing', async () => {
    await renderPreview(<WidgetPreview {...attributes} data-agent-id="  " />);

    expect(screen.getByText(/data-agent-id is required/)).toBeInTheDocument();
  });

  it('shows and hides the chat panel with its welcome message from the launcher, like the real widget', async () => {
    const user = userEvent.setup();
    await renderPreview(<WidgetPreview {...attributes} />);
    expect(launcher()).toHaveAttribute('aria-expanded', 'true');
    // Open from the start, without taking the focus of the reader editing the code.
    expect(document.body).toHaveFocus();

    await user.click(launcher());

    expect(launcher()).toHaveAttribute('aria-expanded', 'false');
    expect(widget().ui.getByText('Hi! How can I help you today?')).not.toBeVisible();

    await user.click(launcher());
    expect(widget().ui.getByText('Hi! How can I help you today?')).toBeVisible();
    expect(widget().ui.getByRole('dialog', {name: 'Ask our assistant'})).toBeInTheDocument();
  });

  it('answers only with a public key: the placeholder gets a note and sends nothing', async () => {
    const user = userEvent.setup();
    const fetchSpy = jest.fn();
    global.fetch = fetchSpy;
    await renderPreview(<WidgetPreview {...attributes} data-public-key="YOUR_PUBLIC_KEY" />);
    expect(widget().ui.getByText(/add your public key/)).toBeInTheDocument();

    await user.type(widget().ui.getByRole('textbox', {name: 'Your question'}), 'Hello?{Enter}');

    expect(widget().ui.getByRole('alert')).toHaveTextContent(/add your public key/);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('asks the agent when a public key is given', async () => {
    const user = userEvent.setup();
    const fetchSpy = jest.fn(async () => ({
      ok: true,
      status: 200,
      headers: {get: () => 'application/json'},
      body: null,
      json: async () => ({id: 'msg_1', conversation_id: 'conv_1', response: 'Yes. [1]', sources: [{title: 'Guide', url: '/g'}], suggested_follow_ups: []}),
    }));
    global.fetch = fetchSpy as unknown as typeof fetch;
    await renderPreview(<WidgetPreview {...attributes} data-public-key="pk_live_preview_key_123" />);

    await user.type(widget().ui.getByRole('textbox', {name: 'Your question'}), 'Hello?{Enter}');

    await waitFor(() => expect(widget().ui.getByRole('link', {name: 'Source 1: Guide'})).toBeInTheDocument());
    expect(fetchSpy).toHaveBeenCalledWith(`${window.location.origin}/v1/ask`, expect.objectContaining({method: 'POST'}));
  });

  it('without a key of its own, talks to the reader\'s sandbox agent, made with one click', async () => {
    window.localStorage.clear();
    const user = userEvent.setup();
    const sandbox = {agent_id: 'agt_sbx_preview', key: 'sk_sandbox', public_key: 'pk_sandbox_widget_key_123', expires_at: new Date(Date.now() + 3_600_000).toISOString()};
    const fetchSpy = jest.fn(async (url: string) => ({
      ok: true,
      status: url.endsWith('/api/sandbox') ? 201 : 200,
      headers: {get: () => 'application/json'},
      body: null,
      json: async () =>
        url.endsWith('/api/sandbox')
          ? sandbox
          : {id: 'msg_1', conversation_id: 'conv_1', response: 'From 9 to 6. [1]', sources: [{title: 'Opening hours', url: '/h'}], suggested_follow_ups: []},
    }));
    global.fetch = fetchSpy as unknown as typeof fetch;
    await renderPreview(<WidgetPreview {...attributes} data-public-key="YOUR_PUBLIC_KEY" />);

    await user.click(screen.getByRole('button', {name: 'Talk to a sandbox agent of your own'}));
    expect(await screen.findByText('Agent ID: agt_sbx_preview')).toBeInTheDocument();
    expect(screen.getByText(/This preview answers from your sandbox agent/)).toBeInTheDocument();
    // The snippet the reader copies stays as written.
    expect(generatedSnippet()).toContain('data-public-key="YOUR_PUBLIC_KEY"');

    await waitFor(() => expect(widget().ui.queryByText(/add your public key/)).not.toBeInTheDocument());
    await user.type(widget().ui.getByRole('textbox', {name: 'Your question'}), 'When do you open?{Enter}');
    await waitFor(() => expect(widget().ui.getByRole('link', {name: 'Source 1: Opening hours'})).toBeInTheDocument());
    const asked = fetchSpy.mock.calls.find(([url]) => url.endsWith('/v1/ask')) as unknown as [string, RequestInit];
    expect((asked[1].headers as Record<string, string>).Authorization).toBe('Bearer pk_sandbox_widget_key_123');
    window.localStorage.clear();
  });
});
