/**
 * Entry of /widget.js (and /v1/widget.js): reads the snippet's data-* attributes from its own
 * <script> tag and adds the launcher to the page once the API says the key works here (start.ts).
 * The API is the script's own origin.
 */
import {readOptions, scriptOrigin} from './options';
import {announceReady} from './ready';
import {startWidget} from './start';

const hostAttribute = 'data-agentworks-widget';

function ownScript(): HTMLScriptElement | null {
  const current = document.currentScript;
  if (current instanceof HTMLScriptElement) return current;
  return document.querySelector<HTMLScriptElement>('script[src*="widget.js"][data-agent-id]');
}

function start(script: HTMLScriptElement): void {
  if (document.querySelector(`[${hostAttribute}]`)) return;
  const options = readOptions((name) => script.getAttribute(name), scriptOrigin(script.src, location.href));
  // Empty (nothing shows) while the key is checked; it also keeps a second copy of the script out.
  const host = document.createElement('div');
  host.setAttribute(hostAttribute, options.agentId);
  document.body.append(host);
  // data-open: the page's stand-in launcher was pressed, so the panel opens as soon as it can
  // (read once mounted: it may be set while the key is being checked).
  void startWidget(host, options).then((widget) => widget && announceReady(host, widget, script.hasAttribute('data-open')));
}

const script = ownScript();
if (script) {
  if (document.body) start(script);
  else document.addEventListener('DOMContentLoaded', () => start(script), {once: true});
}
