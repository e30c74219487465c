import {existsSync} from 'node:fs';

/** Debian's Chromium (or CHROME_PATH); Playwright's own browser download is never used. */
export function chromiumPath(): string {
  const candidate = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  if (!existsSync(candidate)) {
    throw new Error(
      `Chromium not found at ${candidate}. Install Debian's package (apt-get install -y chromium) ` +
        'or set CHROME_PATH to a Chromium binary.',
    );
  }
  return candidate;
}

/** Flags this sandboxed machine needs: no GPU, no sandbox as root, no background network. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
