import {buildRequest, curlCommand, idsFromAnswer, isProblem, maskedKey, startingBody, startingValues} from '@site/src/lib/apiReference/tryIt';

describe('try-it requests', () => {
  const getKnowledge = {operationId: 'getKnowledge', method: 'GET', path: '/v1/knowledge/{id}', parameters: [{name: 'id', in: 'path' as const, required: true}]};
  const list = {operationId: 'listConversations', method: 'GET', path: '/v1/conversations', parameters: [{name: 'limit', in: 'query' as const, required: false}]};
  const add = {operationId: 'addKnowledge', method: 'POST', path: '/v1/knowledge', parameters: [], body: {title: 'T', content: 'C'}};

  it('builds the same-origin request with the key, path values encoded and query values set', () => {
    expect(buildRequest(getKnowledge, {key: ' sk_1 ', values: {id: 'kn_a/b'}, bodyText: ''}, 'https://site.example')).toEqual({
      url: 'https://site.example/v1/knowledge/kn_a%2Fb',
      method: 'GET',
      headers: {authorization: 'Bearer sk_1', accept: 'application/json'},
    });
    expect(buildRequest(list, {key: 'sk_1', values: {limit: '5'}, bodyText: ''}, '').valueOf()).toMatchObject({url: '/v1/conversations?limit=5'});
    expect(buildRequest(list, {key: 'sk_1', values: {limit: ' '}, bodyText: ''}, '')).toMatchObject({url: '/v1/conversations'});
  });

  it('refuses a missing key, a missing required value and a body that is not JSON', () => {
    expect(buildRequest(getKnowledge, {key: '', values: {id: 'kn_1'}, bodyText: ''}, '')).toEqual({kind: 'missingKey'});
    expect(buildRequest(getKnowledge, {key: 'sk_1', values: {}, bodyText: ''}, '')).toEqual({kind: 'missingParameter', name: 'id'});
    expect(buildRequest(add, {key: 'sk_1', values: {}, bodyText: '{"title":'}, '')).toMatchObject({kind: 'invalidJson'});
    const built = buildRequest(add, {key: 'sk_1', values: {}, bodyText: '{ "title": "T" }'}, '');
    expect(isProblem(built)).toBe(false);
    expect(built).toMatchObject({body: '{"title":"T"}', headers: {'content-type': 'application/json'}});
  });

  it('writes cURL that a shell reads back as the same request', () => {
    const built = buildRequest(add, {key: 'sk_1', values: {}, bodyText: `{"title": "It's"}`}, 'https://site.example');
    expect(curlCommand(built as Exclude<typeof built, {kind: string}>)).toBe(
      `curl -X POST 'https://site.example/v1/knowledge' \\\n  -H 'authorization: Bearer sk_1' \\\n  -H 'accept: application/json' \\\n  -H 'content-type: application/json' \\\n  -d '{"title":"It'\\''s"}'`,
    );
  });

  it.each([
    ['sk_3b1f0c9a7d2e4f6a', 'sk_••••••••4f6a'],
    ['pk_live_1234567890', 'pk_••••••••7890'],
    ['sk_short', 'sk_•••••'],
    ['', ''],
    ['no-prefix-at-all-here', '••••••••here'],
  ])('masks the key %j as %j', (key, masked) => {
    expect(maskedKey(key)).toBe(masked);
  });

  it('masks the key in cURL when asked, and nothing else', () => {
    const built = buildRequest(add, {key: 'sk_3b1f0c9a7d2e4f6a', values: {}, bodyText: '{"title": "Bearer sk_3b1f0c9a7d2e4f6a"}'}, 'https://site.example');
    const curl = curlCommand(built as Exclude<typeof built, {kind: string}>, {hideKey: true});
    expect(curl).toContain("-H 'authorization: Bearer sk_••••••••4f6a'");
    expect(curl).toContain(`-d '{"title":"Bearer sk_3b1f0c9a7d2e4f6a"}'`);
  });

  it('hands the ids an answer made to the next operation', () => {
    expect(idsFromAnswer('addKnowledge', {id: 'kn_1'})).toEqual({knowledgeId: 'kn_1'});
    expect(idsFromAnswer('ask', {id: 'msg_1', conversation_id: 'conv_1'})).toEqual({conversationId: 'conv_1', messageId: 'msg_1'});
    expect(idsFromAnswer('listKnowledge', {id: 'x'})).toEqual({});
    const ids = {knowledgeId: 'kn_1', conversationId: 'conv_1', messageId: 'msg_1'};
    expect(startingValues(getKnowledge, ids)).toEqual({id: 'kn_1'});
    const rate = {operationId: 'rateAnswer', method: 'POST', path: '/v1/conversations/{id}/messages/{message_id}/feedback', parameters: [{name: 'id', in: 'path' as const, required: true}, {name: 'message_id', in: 'path' as const, required: true}], body: {rating: 'up'}};
    expect(startingValues(rate, ids)).toEqual({id: 'conv_1', message_id: 'msg_1'});
    const handoff = {operationId: 'requestHandoff', method: 'POST', path: '/v1/handoff', parameters: [], body: {conversation_id: 'conv_example', visitor: {email: 'a@example.com'}}};
    expect(JSON.parse(startingBody(handoff, ids))).toEqual({conversation_id: 'conv_1', visitor: {email: 'a@example.com'}});
    expect(JSON.parse(startingBody(handoff, {}))).toEqual({conversation_id: 'conv_example', visitor: {email: 'a@example.com'}});
  });
});
