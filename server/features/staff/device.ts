/** A session's device as staff recognise it ('Chrome on Linux'), from its User-Agent header. */
import Bowser from 'bowser';

export function describeDevice(userAgent: string | null): string {
  if (!userAgent) return 'Unknown device';
  const {browser, os} = Bowser.parse(userAgent);
  if (!browser.name && !os.name) return 'Unknown device';
  if (!os.name) return browser.name as string;
  if (!browser.name) return os.name;
  return `${browser.name} on ${os.name}`;
}
