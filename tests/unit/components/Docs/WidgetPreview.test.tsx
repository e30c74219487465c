import React from 'react';
import {render, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import WidgetPreview from '@site/src/components/Docs/WidgetPreview';
import {widgetScriptUrl} from '@site/src/components/Docs/WidgetPreview/snippet';

jest.mock('@theme/CodeBlock', () => jest.requireActual('@site/tests/unit/doubles/CodeBlock'), {virtual: true});

const attributes = {
  'data-agent-id': 'agt_42',
  'data-position': 'bottom-right',
  'data-primary-color': '#4f46e5',
  'data-welcome-message': 'Hi! How can I help you today?',
  'data-icon-type': 'animated',
};

function launcher(): HTMLElement {
  return screen.getByRole('button', {name: /chat launcher/i});
}

function generatedSnippet(): string {
  return within(screen.getByRole('figure', {name: 'Generated snippet'})).getByText(/<script/)
    .textContent!;
}

describe('WidgetPreview', () => {
  it('shows the launcher in the chosen colour and corner with the welcome message', () => {
    render(<WidgetPreview {...attributes} data-position="top-left" data-primary-color="#DC2626" />);

    expect(launcher()).toHaveStyle({backgroundColor: '#dc2626'});
    expect(launcher().parentElement).toHaveAttribute('data-position', 'top-left');
    expect(screen.getByText('Hi! How can I help you today?')).toBeVisible();
    expect(screen.getByText('Agent ID: agt_42')).toBeInTheDocument();
  });

  it('generates the snippet for exactly the attributes shown', () => {
    render(<WidgetPreview {...attributes} data-welcome-message='Say "hello" & ask away' />);

    const snippet = generatedSnippet();
    expect(snippet).toContain(`src="${widgetScriptUrl}"`);
    expect(snippet).toContain('data-agent-id="agt_42"');
    expect(snippet).toContain('data-position="bottom-right"');
    expect(snippet).toContain('data-primary-color="#4f46e5"');
    // Quotes and ampersands are escaped, so the pasted tag stays valid HTML.
    expect(snippet).toContain('data-welcome-message="Say &quot;hello&quot; &amp; ask away"');
    expect(snippet).toContain('data-icon-type="animated"');
  });

  it('updates when the attributes change, as they do while the reader edits the live code', () => {
    const {rerender} = render(<WidgetPreview {...attributes} />);

    rerender(
      <WidgetPreview
        {...attributes}
        data-position="bottom-left"
        data-welcome-message="¿En qué puedo ayudarle?"
        data-icon-type="static"
      />,
    );

    expect(screen.getByText('¿En qué puedo ayudarle?')).toBeVisible();
    expect(launcher().parentElement).toHaveAttribute('data-position', 'bottom-left');
    expect(launcher()).toHaveAttribute('data-icon-type', 'static');
    expect(generatedSnippet()).toContain('data-icon-type="static"');
  });

  it('explains an unsupported value and previews the default the widget would use', () => {
    render(<WidgetPreview {...attributes} data-primary-color="blue" data-position="middle" />);

    expect(
      screen.getByText(/data-primary-color="blue" is not a hex colour such as #4f46e5/),
    ).toBeInTheDocument();
    expect(screen.getByText(/data-position="middle" is not a supported position/)).toBeInTheDocument();
    expect(launcher()).toHaveStyle({backgroundColor: '#4f46e5'});
    expect(generatedSnippet()).toContain('data-position="bottom-right"');
  });

  it('asks for the agent ID when it is missing', () => {
    render(<WidgetPreview {...attributes} data-agent-id="  " />);

    expect(screen.getByText(/data-agent-id is required/)).toBeInTheDocument();
  });

  it('shows and hides the welcome message from the launcher, like the real widget', async () => {
    const user = userEvent.setup();
    render(<WidgetPreview {...attributes} />);
    expect(launcher()).toHaveAttribute('aria-expanded', 'true');

    await user.click(launcher());

    expect(launcher()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Hi! How can I help you today?')).not.toBeInTheDocument();

    await user.click(launcher());
    expect(screen.getByText('Hi! How can I help you today?')).toBeVisible();
  });
});
