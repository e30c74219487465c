import {accessNote, operationEndpoint} from '@site/src/plugins/apiReference/endpoint';
import {operation, pageContext} from './fixtures';

describe('the endpoint', () => {
  it('is the method in capitals and the path, as an http block', () => {
    expect(operationEndpoint('delete', '/v1/knowledge/{id}')).toBe('```http\nDELETE /v1/knowledge/{id}\n```');
  });
});

describe('accessNote', () => {
  it.each([
    ['en', [{apiKey: ['ask']}], true, '**Permission:** `ask` (public keys may call it too). [Authentication and key types](../api-reference.mdx#authentication)'],
    ['en', [{apiKey: ['knowledge:write']}], undefined, '**Permission:** `knowledge:write`. [Authentication and key types](../api-reference.mdx#authentication)'],
    ['es', [{apiKey: ['ask']}], true, '**Permiso:** `ask` (también con claves públicas). [Autenticación y tipos de clave](../api-reference.mdx#authentication)'],
    ['en', [], undefined, '**No API key needed.**'],
    ['es', [], undefined, '**No necesita clave de API.**'],
    ['en', undefined, undefined, undefined],
    ['en', [{}], undefined, undefined],
  ] as const)('in %s, security %j (public keys: %s) reads %j', (locale, security, publicKey, note) => {
    const secured = operation({security: security as never, 'x-public-key': publicKey});
    expect(accessNote(secured, pageContext(locale))).toBe(note);
  });
});
