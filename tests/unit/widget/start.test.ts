import {readFileSync} from 'node:fs';
import path from 'node:path';
import {readOptions} from '@site/src/widget/options';
import {keyProblem, snippetProblem, startCheckTimeoutMs, startDocsPath, startMessage, startWidget, type StartProblem} from '@site/src/widget/start';

type Responder = (url: string) => Promise<Response>;

const liveKey = `pk_${'a'.repeat(43)}`;
const docsLink = `http://site.test${startDocsPath}`;

function jsonResponse(body: unknown, status = 200): Response {
  return {ok: status < 400, status, json: async () => body} as unknown as Response;
}

function options(attributes: Record<string, string> = {}) {
  return readOptions((name) => ({'data-agent-id': 'agt_site', 'data-public-key': liveKey, ...attributes})[name] ?? null, 'http://site.test');
}

let urls: string[];
function fakeFetch(responder: Responder): typeof fetch {
  return (async (url: string) => {
    urls.push(url);
    return responder(url);
  }) as unknown as typeof fetch;
}

let errors: jest.SpyInstance;
beforeEach(() => {
  urls = [];
  errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  errors.mockRestore();
  document.body.replaceChildren();
  jest.useRealTimers();
});

/** Starts the widget as the script does: into an empty host already on the page. */
async function start(attributes: Record<string, string>, responder: Responder) {
  const host = document.createElement('div');
  host.setAttribute('data-agentworks-widget', 'agt_site');
  document.body.append(host);
  const widget = await startWidget(host, options(attributes), fakeFetch(responder));
  return {widget, host, launcher: host.shadowRoot?.querySelector('button.launcher') ?? null};
}

describe('what the snippet alone shows', () => {
  it.each([
    ['no agent id', {'data-agent-id': ''}, 'missingAttributes', 'no data-agent-id'],
    ['no public key', {'data-public-key': '  '}, 'missingAttributes', 'no data-public-key'],
    ['neither', {'data-agent-id': '', 'data-public-key': ''}, 'missingAttributes', 'no data-agent-id and no data-public-key'],
    ['a private key', {'data-public-key': `sk_${'b'.repeat(43)}`}, 'notPublicKey', 'must never be in a web page'],
    ['a scoped key', {'data-public-key': `rk_${'b'.repeat(43)}`}, 'notPublicKey', 'revoke it'],
    ['the placeholder', {'data-public-key': 'YOUR_PUBLIC_KEY'}, 'notPublicKey', 'public key (pk_...)'],
    ['a public key longer than any', {'data-public-key': `pk_${'c'.repeat(300)}`}, 'unknownKey', 'is not a key of http://site.test'],
  ])('%s: no launcher, no request, one console error with the docs link', async (_label, attributes, problem, words) => {
    expect(snippetProblem(options(attributes))).toBe(problem);
    const {widget, launcher} = await start(attributes, async () => jsonResponse({status: 'ready'}));
    expect(widget).toBeNull();
    expect(launcher).toBeNull();
    expect(document.querySelector('[data-agentworks-widget]')).toBeNull();
    expect(urls).toEqual([]);
    expect(errors).toHaveBeenCalledTimes(1);
    expect(errors.mock.calls[0][0]).toContain(words);
    expect(errors.mock.calls[0][0]).toContain(docsLink);
  });

  it('a complete snippet with a public key leaves it to the API', () => {
    expect(snippetProblem(options())).toBeNull();
  });
});

describe('what the API says of the key on this page', () => {
  it.each([
    ['unknownKey', 'is not a key of http://site.test'],
    ['revokedKey', 'has been revoked'],
    ['expiredKey', 'has expired'],
    ['notPublicKey', 'must hold a public key'],
    ['originNotAllowed', "does not allow this page's origin (http://localhost)"],
  ])('%s: no launcher and one console error naming the cause, with the docs link', async (status, words) => {
    const {widget, launcher} = await start({}, async () => jsonResponse({status}));
    expect(widget).toBeNull();
    expect(launcher).toBeNull();
    expect(document.querySelector('[data-agentworks-widget]')).toBeNull();
    expect(errors).toHaveBeenCalledTimes(1);
    const message = errors.mock.calls[0][0] as string;
    expect(message).toMatch(/^AgentWorks widget did not start: /);
    expect(message).toContain(words);
    expect(message.endsWith(`See ${docsLink}`)).toBe(true);
    // Only what staff see of a key, never all of it.
    expect(message).not.toContain(liveKey);
  });

  it('asks GET /v1/widget/status of the script origin with the key, and shows the launcher when ready', async () => {
    const {widget, launcher} = await start({}, async () => jsonResponse({status: 'ready'}));
    expect(urls).toEqual([`http://site.test/v1/widget/status?public_key=${liveKey}`]);
    expect(widget).not.toBeNull();
    expect(launcher).not.toBeNull();
    expect(errors).not.toHaveBeenCalled();
    widget?.destroy();
  });

  it.each<[string, Responder]>([
    ['the network fails', async () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a 5xx', async () => jsonResponse({code: 'internalError', error: 'Internal Server Error'}, 500)],
    ['a 404 (a server without the check)', async () => jsonResponse({code: 'notFound', error: 'Not found'}, 404)],
    ['a 429', async () => jsonResponse({code: 'rateLimited', error: 'Too many requests'}, 429)],
    ['a body that is not JSON', async () => ({ok: true, status: 200, json: async () => Promise.reject(new SyntaxError('x'))}) as unknown as Response],
    ['a status it does not know', async () => jsonResponse({status: 'somethingNew'})],
  ])('%s: not a configuration error, the launcher shows and nothing is logged', async (_label, responder) => {
    const {widget, launcher} = await start({}, responder);
    expect(launcher).not.toBeNull();
    expect(errors).not.toHaveBeenCalled();
    widget?.destroy();
  });

  it('a check that does not answer in time is aborted and counts as unanswered', async () => {
    jest.useFakeTimers();
    let aborted = false;
    const never = ((_url: string, init: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => {
          aborted = true;
          reject(new DOMException('aborted', 'AbortError'));
        });
      })) as unknown as typeof fetch;
    const pending = keyProblem(options(), never);
    jest.advanceTimersByTime(startCheckTimeoutMs);
    await expect(pending).resolves.toBeNull();
    expect(aborted).toBe(true);
  });
});

describe('the console message', () => {
  it.each<StartProblem>(['missingAttributes', 'unknownKey', 'revokedKey', 'expiredKey', 'notPublicKey', 'originNotAllowed'])(
    '%s links the integration guide on the script origin',
    (problem) => {
      const message = startMessage(problem, readOptions(() => null, 'https://agents.example'), 'https://shop.example');
      expect(message).toContain('https://agents.example/documentation/integration#step-1-generate-your-snippet');
    },
  );

  it("links a heading the guide has, in the default version and in next ('Step 1: Generate your snippet')", () => {
    expect(startDocsPath.split('#')[1]).toBe('step-1-generate-your-snippet');
    for (const file of ['versioned_docs/version-2.0/integration.mdx', 'docs/integration.mdx']) {
      expect(readFileSync(path.resolve(__dirname, '../../..', file), 'utf8')).toMatch(/^### Step 1: Generate your snippet$/m);
    }
  });
});
