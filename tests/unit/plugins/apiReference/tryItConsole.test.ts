import {tryItElement, tryItImport} from '@site/src/plugins/apiReference/tryItConsole';
import {operation} from './fixtures';

describe('the try-it console of a page', () => {
  it('passes the operation, its path and query parameters (not its headers) and its example body as props', () => {
    const rate = operation({
      operationId: 'rateAnswer',
      parameters: [
        {name: 'id', in: 'path', required: true, schema: {type: 'string'}},
        {name: 'verbose', in: 'query', schema: {type: 'boolean'}},
        {name: 'Prefer', in: 'header', schema: {type: 'string'}},
      ],
      requestBody: {content: {'application/json': {example: {rating: 'up', note: "it's </ApiTryIt>"}}}},
    });
    expect(tryItElement({method: 'post', path: '/v1/conversations/{id}/feedback', operation: rate, webhook: false})).toBe(
      [
        '<ApiTryIt',
        '  operationId="rateAnswer"',
        '  method="POST"',
        '  path="/v1/conversations/{id}/feedback"',
        '  parameters={[{"name":"id","in":"path","required":true},{"name":"verbose","in":"query","required":false}]}',
        `  body={{"rating":"up","note":"it's </ApiTryIt>"}}`,
        '/>',
      ].join('\n'),
    );
  });

  it('has no body prop for an operation without an example body, and imports the component by its site path', () => {
    expect(tryItElement({method: 'get', path: '/v1/conversations', operation: operation(), webhook: false})).not.toContain('body=');
    expect(tryItImport).toBe("import ApiTryIt from '@site/src/components/ApiTryIt';");
  });
});
