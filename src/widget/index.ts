/**
 * Entry of /widget.js (and /v1/widget.js): reads the snippet's data-* attributes from its own
 * <script> tag and adds the launcher to the page. The API is the script's own origin.
 */
import {readOptions, scriptOrigin} from './options';
import {mountWidget} from './widget';

const hostAttribute = 'data-agentworks-widget';

function ownScript(): HTMLScriptElement | null {
  const current = document.currentScript;
  if (current instanceof HTMLScriptElement) return current;
  return document.querySelector<HTMLScriptElement>('script[src*="widget.js"][data-agent-id]');
}

function start(script: HTMLScriptElement): void {
  if (document.querySelector(`[${hostAttribute}]`)) return;
  const options = readOptions((name) => script.getAttribute(name), scriptOrigin(script.src, location.href));
  if (!options.agentId || !options.publicKey) {
    console.warn('AgentWorks widget: data-agent-id and data-public-key are required; the widget did not start.');
    return;
  }
  const host = document.createElement('div');
  host.setAttribute(hostAttribute, options.agentId);
  document.body.append(host);
  mountWidget(host, options);
}

const script = ownScript();
if (script) {
  if (document.body) start(script);
  else document.addEventListener('DOMContentLoaded', () => start(script), {once: true});
}
