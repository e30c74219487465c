import React from 'react';
import {act, render, screen} from '@testing-library/react';
import {toast} from 'sonner';
import userEvent from '@testing-library/user-event';
import CopyButton from '@site/src/theme/CodeBlock/Buttons/CopyButton';
import {SiteToaster} from '@site/src/components/Toasts';

// The theme pieces the button builds on are provided by Docusaurus at build time.
const snippet = '<script src="https://api.agentworks.example/v1/widget.js" async></script>';
jest.mock(
  '@docusaurus/theme-common/internal',
  () => ({useCodeBlockContext: () => ({metadata: {code: snippet}})}),
  {virtual: true},
);
jest.mock(
  '@theme/CodeBlock/Buttons/Button',
  () => ({
    __esModule: true,
    default: (props: React.ButtonHTMLAttributes<HTMLButtonElement>) => (
      <button type="button" {...props} />
    ),
  }),
  {virtual: true},
);
jest.mock('@theme/Icon/Copy', () => ({__esModule: true, default: () => null}), {virtual: true});
jest.mock('@theme/Icon/Success', () => ({__esModule: true, default: () => null}), {virtual: true});

// user-event installs its own clipboard stub in setup(): replace it after setting up.
function setClipboard(clipboard: {writeText: jest.Mock} | undefined): void {
  Object.defineProperty(navigator, 'clipboard', {value: clipboard, configurable: true});
}

function renderCodeBlockButton() {
  render(
    <>
      <CopyButton />
      <SiteToaster />
    </>,
  );
  return screen.getByRole('button', {name: 'Copy code to clipboard'});
}

afterEach(() => {
  setClipboard(undefined);
  // Toasts live in a module-level store: clear them so each test sees only its own.
  act(() => {
    toast.dismiss();
  });
});

describe('code block copy button', () => {
  it('puts the snippet on the clipboard and confirms with a toast', async () => {
    const user = userEvent.setup();
    const writeText = jest.fn().mockResolvedValue(undefined);
    setClipboard({writeText});

    await user.click(renderCodeBlockButton());

    expect(writeText).toHaveBeenCalledWith(snippet);
    const title = await screen.findByText('Copied to clipboard');
    expect(title.closest('[data-sonner-toast]')).toHaveAttribute('data-type', 'success');
    expect(screen.getByText('Code snippet has been copied to your clipboard')).toBeInTheDocument();
    expect(screen.getByRole('button', {name: 'Copied'})).toBeInTheDocument();
  });

  it('shows the destructive toast when the browser refuses to copy', async () => {
    const user = userEvent.setup();
    setClipboard({writeText: jest.fn().mockRejectedValue(new Error('NotAllowedError'))});

    await user.click(renderCodeBlockButton());

    const title = await screen.findByText('Failed to copy');
    // The destructive variant: sonner marks error toasts with data-type="error".
    expect(title.closest('[data-sonner-toast]')).toHaveAttribute('data-type', 'error');
    expect(screen.getByText('There was an error copying to clipboard')).toBeInTheDocument();
    expect(screen.queryByText('Copied to clipboard')).not.toBeInTheDocument();
    expect(screen.getByRole('button', {name: 'Copy code to clipboard'})).toBeInTheDocument();
  });

  it('reports a failure when neither the Clipboard API nor the legacy copy works', async () => {
    const user = userEvent.setup();
    setClipboard(undefined);
    // jsdom implements no copy command, like a browser that refuses it.

    await user.click(renderCodeBlockButton());

    expect(await screen.findByText('Failed to copy')).toBeInTheDocument();
  });
});
