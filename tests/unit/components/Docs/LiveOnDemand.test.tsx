import React from 'react';
import {act, fireEvent, render, screen, waitFor} from '@testing-library/react';
import {themes} from 'prism-react-renderer';
import LiveOnDemand from '@site/src/theme/CodeBlock/LiveOnDemand';

// The theme pieces come from Docusaurus at build time; the real scope (WidgetPreview) is used.
jest.mock(
  '@docusaurus/theme-common',
  () => ({usePrismTheme: () => themes.vsLight, useColorMode: () => ({colorMode: 'light'})}),
  {virtual: true},
);
jest.mock(
  '@theme/Playground/Container',
  () => ({__esModule: true, default: ({children}: {children: React.ReactNode}) => <div>{children}</div>}),
  {virtual: true},
);
jest.mock(
  '@theme/Playground/Header',
  () => ({__esModule: true, default: ({children}: {children: React.ReactNode}) => <div>{children}</div>}),
  {virtual: true},
);
jest.mock(
  '@theme/ReactLiveScope',
  () => jest.requireActual('@site/src/theme/ReactLiveScope'),
  {virtual: true},
);
jest.mock('@theme/CodeBlock', () => jest.requireActual('@site/tests/unit/doubles/CodeBlock'), {virtual: true});
// Stands in for react-live's editor; evaluating this module is "loading the live editor".
const mockLiveEditorLoaded = jest.fn();
jest.mock(
  '@theme/LiveCodeBlock',
  () => {
    mockLiveEditorLoaded();
    return {
      __esModule: true,
      default: ({children}: {children: string}) => (
        <pre contentEditable suppressContentEditableWarning aria-label="react-live editor">
          {children}
        </pre>
      ),
    };
  },
  {virtual: true},
);

const code = [
  '<WidgetPreview',
  '  data-agent-id="YOUR_AGENT_ID"',
  '  data-welcome-message="Hi! How can I help you today?"',
  '/>',
  '',
].join('\n');

/** Renders and lets the lazy highlighter arrive. */
async function renderLive(): Promise<void> {
  await act(async () => {
    render(<LiveOnDemand live>{code}</LiveOnDemand>);
  });
}

/** The preview's real widget renders in a shadow root: its text, e.g. the welcome message. */
function widgetText(): string {
  const preview = screen.getByRole('group', {name: 'Chat widget preview'});
  return preview.querySelector('[data-agentworks-preview]')?.shadowRoot?.textContent ?? '';
}

function staticEditor(): HTMLElement {
  return screen.getByRole('textbox', {name: /Live code editor/});
}

describe('LiveOnDemand', () => {
  beforeEach(() => mockLiveEditorLoaded.mockClear());

  it('shows the highlighted code and the preview without loading the live editor', async () => {
    await renderLive();

    expect(staticEditor()).toHaveTextContent('data-agent-id="YOUR_AGENT_ID"');
    await waitFor(() => expect(widgetText()).toContain('Hi! How can I help you today?'));
    expect(mockLiveEditorLoaded).not.toHaveBeenCalled();
  });

  it('highlights the code once Prism has loaded, still without the live editor', async () => {
    await renderLive();
    await waitFor(() => expect(staticEditor().querySelector('.token')).not.toBeNull());
    expect(mockLiveEditorLoaded).not.toHaveBeenCalled();
  });

  it('updates the preview from plain typing before the live editor arrives', async () => {
    await renderLive();
    const editor = staticEditor();
    editor.textContent = '<WidgetPreview data-agent-id="agt_1" data-welcome-message="Typed early" />';
    fireEvent.input(editor);

    await waitFor(() => expect(widgetText()).toContain('Typed early'));
    expect(screen.getByText('Agent ID: agt_1')).toBeInTheDocument();
  });

  it('loads the live editor on focus and hands it the typed code and the focus', async () => {
    await renderLive();
    const editor = staticEditor();
    editor.textContent = '<WidgetPreview data-agent-id="agt_2" />\n';

    await act(async () => {
      editor.focus();
    });

    expect(mockLiveEditorLoaded).toHaveBeenCalledTimes(1);
    const live = await screen.findByLabelText('react-live editor');
    expect(live).toHaveTextContent('<WidgetPreview data-agent-id="agt_2" />');
    expect(live).toHaveFocus();
    expect(screen.queryByRole('textbox', {name: /Live code editor/})).toBeNull();
  });

  it('after an in-app navigation loads the live editor at once, never swapping highlighted code under the reader', async () => {
    document.documentElement.dataset.hasHydrated = 'true';
    try {
      await renderLive();
      expect(await screen.findByLabelText('react-live editor')).toHaveTextContent('data-agent-id="YOUR_AGENT_ID"');
      expect(screen.queryByRole('textbox', {name: /Live code editor/})).toBeNull();
    } finally {
      delete document.documentElement.dataset.hasHydrated;
    }
  });
});
