import {functionsPath, postFunction} from '@site/src/lib/api/client';
import {apiErrorMessages} from '@site/src/lib/api/errors';
import {sendLeadNotification} from '@site/src/lib/api/leads';
import type {LeadSignup} from '@site/src/lib/forms/schemas/lead';

/** A fetch double answering with `status` and `body` (jsdom has no Response class). */
function fetchAnswering(status: number, body: string): jest.MockedFunction<typeof fetch> {
  const response = {
    ok: status >= 200 && status < 300,
    status,
    json: async () => JSON.parse(body) as unknown,
  } as Response;
  return jest.fn<Promise<Response>, Parameters<typeof fetch>>(async () => response) as jest.MockedFunction<typeof fetch>;
}

const lead: LeadSignup = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '(555) 123-4567',
  position: 'CTO',
  companyName: 'Analytical Engines',
  companySize: '31-100',
  interests: ['Sales Assistance'],
  aiUseCase: 'Planning for next quarter',
  message: '',
  csrfToken: 'lz3k9a-4fzyo82r5q',
};

describe('postFunction', () => {
  it('posts JSON to the same-origin functions path', async () => {
    const fetchImpl = fetchAnswering(200, '{"ok":true}');
    await postFunction('ping', {a: 1}, 'fallback', fetchImpl);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    const [url, init] = fetchImpl.mock.calls[0];
    expect(url).toBe(`${functionsPath}/ping`);
    expect(init?.method).toBe('POST');
    expect(init?.headers).toMatchObject({'Content-Type': 'application/json'});
    expect(JSON.parse(String(init?.body))).toEqual({a: 1});
  });

  it('hands back the answer on success', async () => {
    const result = await postFunction('ping', {}, 'fallback', fetchAnswering(200, '{"id":7}'));
    expect(result).toEqual({ok: true, data: {id: 7}});
  });

  it("reads the server's error text on a non-OK answer", async () => {
    const result = await postFunction(
      'ping',
      {},
      'fallback',
      fetchAnswering(400, '{"error":"Please enter a valid phone number"}'),
    );
    expect(result).toEqual({ok: false, error: 'Please enter a valid phone number', status: 400});
  });

  it("hands over the answer's stable code with its text", async () => {
    const result = await postFunction(
      'ping',
      {},
      'fallback',
      fetchAnswering(409, '{"code":"duplicateSubmission","error":"This form was already sent"}'),
    );
    expect(result).toEqual({ok: false, code: 'duplicateSubmission', error: 'This form was already sent', status: 409});
  });

  it.each([
    [429, 'rateLimited', apiErrorMessages.rateLimited],
    [403, 'crossSiteRequest', apiErrorMessages.crossSiteRequest],
    [415, 'unsupportedMediaType', apiErrorMessages.unsupportedMediaType],
  ])('hands over the HTTP layer refusal %d with its code %s', async (status, code, error) => {
    const result = await postFunction('ping', {}, 'fallback', fetchAnswering(status, JSON.stringify({code, error})));
    expect(result).toEqual({ok: false, code, error, status});
  });

  it('ignores an empty or non-text code and keeps the text', async () => {
    for (const code of ['""', '7', 'null']) {
      const result = await postFunction('ping', {}, 'fallback', fetchAnswering(400, `{"code":${code},"error":"Bad"}`));
      expect(result).toEqual({ok: false, error: 'Bad', status: 400});
    }
  });

  it.each([
    ['no JSON body', 502, '<html>Bad gateway</html>'],
    ['an error that is not text', 500, '{"error":{"code":1}}'],
    ['an OK status with no JSON', 200, 'not json'],
  ])('falls back to the given text for %s', async (_case, status, body) => {
    const result = await postFunction('ping', {}, 'fallback', fetchAnswering(status, body));
    expect(result).toEqual({ok: false, error: 'fallback', status});
  });

  it('turns a network failure into the fallback text with status 0', async () => {
    const fetchImpl = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    const result = await postFunction('ping', {}, 'fallback', fetchImpl);
    expect(result).toEqual({ok: false, error: 'fallback', status: 0});
  });
});

describe('sendLeadNotification', () => {
  it('posts the lead and the trap field to send-notification (SPEC §7)', async () => {
    const fetchImpl = fetchAnswering(200, '{"ok":true}');
    const result = await sendLeadNotification({...lead, website: ''}, fetchImpl);
    expect(result.ok).toBe(true);
    const [url, init] = fetchImpl.mock.calls[0];
    expect(url).toBe('/functions/v1/send-notification');
    expect(JSON.parse(String(init?.body))).toEqual({...lead, website: ''});
  });

  it("falls back to 'Failed to submit form' when the server gives no reason", async () => {
    const result = await sendLeadNotification(lead, fetchAnswering(500, ''));
    expect(result).toEqual({ok: false, error: 'Failed to submit form', status: 500});
  });
});
