import {ClipboardUnavailableError, copyToClipboard} from '@site/src/lib/clipboard';

describe('copyToClipboard', () => {
  it('writes the text with the Clipboard API when the browser has it', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    const legacyCopy = jest.fn();

    await copyToClipboard('npm install @agentworks/sdk', {clipboard: {writeText}, legacyCopy});

    expect(writeText).toHaveBeenCalledWith('npm install @agentworks/sdk');
    expect(legacyCopy).not.toHaveBeenCalled();
  });

  it('rejects when the Clipboard API refuses, so the caller can report the failure', async () => {
    const denied = new DOMException('Write permission denied.', 'NotAllowedError');
    const writeText = jest.fn().mockRejectedValue(denied);

    await expect(copyToClipboard('secret', {clipboard: {writeText}})).rejects.toBe(denied);
  });

  it('falls back to the legacy copy command on pages without the Clipboard API', async () => {
    const legacyCopy = jest.fn().mockReturnValue(true);

    await copyToClipboard('curl https://api.agentworks.example/v1/ask', {legacyCopy});

    expect(legacyCopy).toHaveBeenCalledWith('curl https://api.agentworks.example/v1/ask');
  });

  it('rejects when the legacy copy command reports that nothing was copied', async () => {
    await expect(copyToClipboard('text', {legacyCopy: () => false})).rejects.toBeInstanceOf(
      ClipboardUnavailableError,
    );
  });

  it('rejects when the browser offers no way to copy at all', async () => {
    await expect(copyToClipboard('text', {})).rejects.toBeInstanceOf(ClipboardUnavailableError);
  });
});
