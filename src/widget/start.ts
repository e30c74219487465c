/**
 * Whether the widget can work on this page, decided before its launcher shows (issue 20 §1): a
 * snippet without its agent id or public key, or a key the API refuses here (unknown, revoked,
 * expired, not public, another origin), gets no launcher, so visitors see nothing broken, and one
 * console error that tells the site owner the cause and links the guide's section that fixes it.
 * When the API cannot say (offline, a 5xx, a slow answer), the launcher shows: asking then tells
 * the visitor, as any failed question does.
 */
import {apiKeyPrefixes, keyPrefixLength, publicKeyMaxLength, type WidgetKeyStatus} from '../lib/api/keys';
import type {Fetch} from './api';
import type {WidgetOptions} from './options';
import {mountWidget, type MountedWidget} from './widget';

export type StartProblem = 'missingAttributes' | Exclude<WidgetKeyStatus, 'ready'>;

/** The integration guide's step that gives the snippet, its public key and the key's origins. */
export const startDocsPath = '/documentation/integration#step-1-generate-your-snippet';

/** Beyond this the check counts as unanswered and the launcher shows. */
export const startCheckTimeoutMs = 5000;

const fixKey = 'copy the snippet again from Integrations > Website in the dashboard';
const fixOrigins = 'under Settings > API keys in the dashboard';

const problemTexts: Record<StartProblem, (options: WidgetOptions, pageOrigin: string) => string> = {
  missingAttributes: ({agentId, publicKey}) =>
    `its script tag has no ${[agentId ? '' : 'data-agent-id', publicKey ? '' : 'data-public-key'].filter(Boolean).join(' and no ')}: ${fixKey}`,
  unknownKey: ({publicKey, apiBase}) => `the public key in data-public-key (${shown(publicKey)}) is not a key of ${apiBase}: ${fixKey}`,
  revokedKey: ({publicKey}) => `the public key ${shown(publicKey)} has been revoked: create a new public key ${fixOrigins} and put it in data-public-key`,
  expiredKey: ({publicKey}) => `the public key ${shown(publicKey)} has expired (a sandbox key): ${fixKey}`,
  notPublicKey: () =>
    `data-public-key must hold a public key (pk_...); a private (sk_) or scoped (rk_) key must never be in a web page: if one was, revoke it ${fixOrigins}`,
  originNotAllowed: ({publicKey}, pageOrigin) =>
    `the public key ${shown(publicKey)} does not allow this page's origin (${pageOrigin}): add ${pageOrigin} to the key's origins ${fixOrigins}`,
};

/** Enough of a key to recognise it (what staff see of it), never the whole of a secret one. */
function shown(key: string): string {
  return `${key.slice(0, keyPrefixLength)}...`;
}

/** The one console line for the site owner: the cause, its fix and the guide's section. */
export function startMessage(problem: StartProblem, options: WidgetOptions, pageOrigin: string): string {
  return `AgentWorks widget did not start: ${problemTexts[problem](options, pageOrigin)}. See ${options.apiBase}${startDocsPath}`;
}

/** What the snippet's attributes alone show, before asking the API. */
export function snippetProblem({agentId, publicKey}: WidgetOptions): StartProblem | null {
  if (!agentId || !publicKey) return 'missingAttributes';
  if (!publicKey.startsWith(apiKeyPrefixes.public)) return 'notPublicKey';
  // Longer than any key: the API would refuse to read it (400), so it is not one.
  return publicKey.length > publicKeyMaxLength ? 'unknownKey' : null;
}

/** What GET /v1/widget/status says is wrong with the key here; null when ready or unanswered. */
export async function keyProblem(options: WidgetOptions, fetchImpl: Fetch = (...args) => fetch(...args)): Promise<StartProblem | null> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), startCheckTimeoutMs);
  try {
    const url = `${options.apiBase}/v1/widget/status?public_key=${encodeURIComponent(options.publicKey)}`;
    const response = await fetchImpl(url, {signal: controller.signal});
    if (!response.ok) return null;
    const {status} = (await response.json()) as {status?: unknown};
    return typeof status === 'string' && Object.keys(problemTexts).includes(status) ? (status as StartProblem) : null;
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Mounts the widget into `host` (already on the page, still empty) once the check allows it;
 * otherwise removes `host`, logs why and answers null.
 */
export async function startWidget(host: HTMLElement, options: WidgetOptions, fetchImpl?: Fetch): Promise<MountedWidget | null> {
  const pageOrigin = host.ownerDocument.location.origin;
  const problem = snippetProblem(options) ?? (await keyProblem(options, fetchImpl));
  if (problem) {
    host.remove();
    console.error(startMessage(problem, options, pageOrigin));
    return null;
  }
  return mountWidget(host, options, {fetch: fetchImpl});
}
