import {
  curlExample,
  exampleRequest,
  exampleTabs,
  fetchExample,
  jsLiteral,
  pythonLiteral,
  requestsExample,
  type ExampleRequest,
} from '@site/src/plugins/apiReference/codeSamples';
import type {Operation} from '@site/src/plugins/apiReference/openapi';

/** Every kind of JSON value, with the characters a literal must escape. */
const awkward = {
  query: `It's "quoted", a back\\slash, a line\nbreak, a tab\t, ünïcode and ${'\u2028'} 😀`,
  'content-type': 'a key that is no identifier',
  $id: 'true',
  nested: {empty: {}, list: [], flags: [true, false, null], numbers: [0, -1.5, 1e21, 42]},
  rows: [{a: 1}, [2, [3]]],
};

const request = (overrides: Partial<ExampleRequest> = {}): ExampleRequest => ({
  method: 'POST',
  url: 'https://api.example/v1/knowledge/{id}',
  authorized: true,
  body: awkward,
  answer: 'json',
  ...overrides,
});

type Sent = {url: string; init: {method: string; headers?: Record<string, string>; body?: string}};

/** Runs a fetch example as an async function body, with a fetch that records what it is asked. */
async function runFetchExample(code: string, answer: {ok?: boolean; status?: number} = {}) {
  const AsyncFunction = Object.getPrototypeOf(async () => undefined).constructor as new (...args: string[]) => (...values: unknown[]) => Promise<void>;
  const sent: Sent[] = [];
  const logged: unknown[] = [];
  const fetch = async (url: string, init: Sent['init']) => {
    sent.push({url, init});
    return {ok: answer.ok ?? true, status: answer.status ?? 200, json: async () => ({id: 'kn_1'}), text: async () => 'text'};
  };
  const run = new AsyncFunction('fetch', 'process', 'console', code);
  await run(fetch, {env: {AGENTWORKS_API_KEY: 'sk_test'}}, {log: (value: unknown) => logged.push(value)});
  return {sent, logged};
}

/**
 * A Python literal of JSON values back as JSON: True/False/None outside strings become
 * true/false/null and trailing commas go; throws on unbalanced brackets and on JSON's own
 * true/false/null. (Python's and JSON's double-quoted strings share their escapes, so strings
 * pass through.)
 */
function pythonToJson(python: string): string {
  const closing: Record<string, string> = {'(': ')', '[': ']', '{': '}'};
  const open: string[] = [];
  let out = '';
  for (let i = 0; i < python.length; i++) {
    const char = python[i];
    if (char === '"') {
      const end = /^"(?:[^"\\\n]|\\.)*"/.exec(python.slice(i));
      if (!end) throw new Error(`unterminated string at ${i}`);
      out += end[0];
      i += end[0].length - 1;
    } else if (char in closing) {
      open.push(closing[char]);
      out += char;
    } else if (')]}'.includes(char)) {
      if (open.pop() !== char) throw new Error(`unbalanced ${char} at ${i}`);
      out = out.replace(/,\s*$/, '') + char;
    } else {
      const word = /\w/.test(python[i - 1] ?? '') ? undefined : /^(True|False|None|true|false|null)\b/.exec(python.slice(i))?.[0];
      if (!word) out += char;
      else {
        const json = ({True: 'true', False: 'false', None: 'null'} as Record<string, string | undefined>)[word];
        if (!json) throw new Error(`JSON's ${word} is no Python value, at ${i}`);
        out += json;
        i += word.length - 1;
      }
    }
  }
  if (open.length) throw new Error(`unclosed ${open.join('')}`);
  return out;
}

describe('exampleRequest', () => {
  const operation = (overrides: Partial<Operation>): Operation => ({operationId: 'op', summary: 'Op', responses: {'200': {description: 'OK'}}, ...overrides});

  it.each([
    ['a permission', [{apiKey: ['ask']}], true],
    ['no security stated', undefined, true],
    ['an empty list (no key)', [], false],
    ['only an empty requirement (no key)', [{}], false],
  ])('an operation with %s: key sent %s, as the cURL example always did', (_case, security, authorized) => {
    expect(exampleRequest('get', '/v1/x', operation({security}), 'https://api.example/').authorized).toBe(authorized);
  });

  it('takes the URL as written, the body example, and reads the first successful answer by its type', () => {
    const json = operation({
      requestBody: {content: {'application/json': {example: {query: 'q'}}}},
      responses: {'201': {description: 'Added', content: {'application/json': {}}}, '400': {description: 'Bad', content: {'application/json': {}}}},
    });
    expect(exampleRequest('post', '/v1/knowledge?x=1', json, 'https://api.example/')).toEqual({
      method: 'POST',
      url: 'https://api.example/v1/knowledge?x=1',
      authorized: true,
      body: {query: 'q'},
      answer: 'json',
    });
    expect(exampleRequest('get', '/v1/widget.js', operation({responses: {'200': {description: 'JS', content: {'text/javascript': {}}}}}), '').answer).toBe('text');
    expect(exampleRequest('delete', '/v1/k/{id}', operation({responses: {'204': {description: 'Gone'}, '404': {description: 'No'}}}), '').answer).toBe('none');
  });
});

describe('the examples of one request', () => {
  it('cURL: the key from the environment, the body as quoted JSON', () => {
    expect(curlExample(request({body: {query: "What's new?"}}))).toBe(
      `curl -X POST 'https://api.example/v1/knowledge/{id}' \\\n  -H "Authorization: Bearer $AGENTWORKS_API_KEY" \\\n  -H 'Content-Type: application/json' \\\n  -d '{\n  "query": "What'\\''s new?"\n}'`,
    );
    expect(curlExample(request({method: 'GET', authorized: false, body: undefined}))).toBe(`curl -X GET 'https://api.example/v1/knowledge/{id}'`);
  });

  it('JavaScript: valid code that sends the same request with fetch and prints the JSON answer', async () => {
    const code = fetchExample(request());
    const {sent, logged} = await runFetchExample(code);
    expect(sent).toHaveLength(1);
    expect(sent[0].url).toBe('https://api.example/v1/knowledge/{id}');
    expect(sent[0].init.method).toBe('POST');
    expect(sent[0].init.headers).toEqual({Authorization: 'Bearer sk_test', 'Content-Type': 'application/json'});
    expect(JSON.parse(sent[0].init.body!)).toEqual(awkward);
    expect(logged).toEqual([{id: 'kn_1'}]);
    expect(code).toContain("'content-type': 'a key that is no identifier'");
    expect(code).toContain('$id:');
  });

  it('JavaScript: no key where none is needed, no body, text or nothing read, and an error on a failed answer', async () => {
    const keyless = await runFetchExample(fetchExample(request({method: 'GET', authorized: false, body: undefined, answer: 'text'})));
    expect(keyless.sent[0].init).toEqual({method: 'GET'});
    expect(keyless.logged).toEqual(['text']);
    const noBody = await runFetchExample(fetchExample(request({method: 'DELETE', body: undefined, answer: 'none'})));
    expect(noBody.sent[0].init).toEqual({method: 'DELETE', headers: {Authorization: 'Bearer sk_test'}});
    expect(noBody.logged).toEqual([]);
    await expect(runFetchExample(fetchExample(request()), {ok: false, status: 401})).rejects.toThrow('AgentWorks API error 401');
  });

  it('a JavaScript literal is the value, however awkward', () => {
    expect(new Function(`return ${jsLiteral(awkward)};`)()).toEqual(awkward);
    expect(jsLiteral({a: [], b: {}, 'c d': "it's"})).toBe(`{\n  a: [],\n  b: {},\n  'c d': 'it\\'s',\n}`);
  });

  it('a Python literal is balanced, with True, False and None, and reads back as the value', () => {
    const python = pythonLiteral(awkward);
    expect(JSON.parse(pythonToJson(python))).toEqual(awkward);
    expect(python).toContain('"flags": [\n            True,\n            False,\n            None,\n        ],');
    // A string that says "true" stays a string.
    expect(python).toContain('"$id": "true",');
    expect(python).not.toMatch(/\b(true|false|null)\b(?=,)/);
  });

  it('Python: requests with the key from the environment and the body as json=', () => {
    const code = requestsExample(request());
    expect(code).toMatch(/^import os\nimport requests\n\napi_key = os\.environ\["AGENTWORKS_API_KEY"\]\nresponse = requests\.post\(\n {4}"https:\/\/api\.example\/v1\/knowledge\/\{id\}",\n {4}headers=\{"Authorization": f"Bearer \{api_key\}"\},\n {4}json=\{\n/);
    expect(code).toMatch(/\n {4}timeout=30,\n\)\nresponse\.raise_for_status\(\)\nprint\(response\.json\(\)\)$/);
    const json = /\n {4}json=([\s\S]*?),\n {4}timeout=30,/.exec(code)![1];
    expect(JSON.parse(pythonToJson(json))).toEqual(awkward);
    // The whole program's brackets balance too.
    expect(() => pythonToJson(code)).not.toThrow();

    const keyless = requestsExample(request({method: 'GET', authorized: false, body: undefined, answer: 'text'}));
    expect(keyless).toBe('import requests\n\nresponse = requests.get(\n    "https://api.example/v1/knowledge/{id}",\n    timeout=30,\n)\nresponse.raise_for_status()\nprint(response.text)');
    expect(requestsExample(request({method: 'DELETE', body: undefined, answer: 'none'}))).toMatch(/requests\.delete\([\s\S]*raise_for_status\(\)$/);
  });

  it('puts the three in tabs of the group every API example shares, cURL first', () => {
    const tabs = exampleTabs(request({body: undefined}));
    expect(tabs.startsWith('<Tabs groupId="api-language" className="api-example-languages">\n<TabItem value="curl" label="cURL">\n\n```bash\ncurl -X POST')).toBe(true);
    expect([...tabs.matchAll(/<TabItem value="(\w+)" label="([^"]+)">\n\n```(\w+)\n/g)].map((match) => match.slice(1))).toEqual([
      ['curl', 'cURL', 'bash'],
      ['javascript', 'JavaScript', 'js'],
      ['python', 'Python', 'python'],
    ]);
    expect(tabs.endsWith('```\n\n</TabItem>\n</Tabs>')).toBe(true);
  });
});
