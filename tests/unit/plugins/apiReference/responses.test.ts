import {responseSections, statusLine} from '@site/src/plugins/apiReference/responses';
import {operation, pageContext} from './fixtures';

describe('responseSections', () => {
  it('writes each success with its description, fields and example, then the errors with their codes', () => {
    const read = operation({
      responses: {
        '200': {
          description: 'The conversation.',
          content: {'application/json': {schema: {type: 'object', properties: {id: {type: 'string', description: 'Its id.'}}}, example: {id: 'conv_1'}}},
        },
        '401': {description: 'unauthorized: no valid key', content: {'application/json': {example: {code: 'unauthorized', error: 'No'}}}},
        '404': {description: 'Not | here'},
      },
    });
    expect(responseSections(read, pageContext()).join('\n')).toBe(
      [
        '## Responses {/* #responses */}',
        '',
        '### 200 OK {/* #response-200 */}',
        '',
        'The conversation.',
        '',
        '| Field | Type | Description |',
        '| --- | --- | --- |',
        '| `id` | `string` | Its id. |',
        '',
        '```json title="Example"\n{\n  "id": "conv_1"\n}\n```',
        '',
        '### Errors {/* #errors */}',
        '',
        '| Status | Code | Description |',
        '| --- | --- | --- |',
        '| 401 Unauthorized | `unauthorized` | No valid key |',
        '| 404 Not Found |  | Not \\| here |',
        '',
      ].join('\n'),
    );
  });

  it('writes each shape of an answer of several with its fields and example, and names a body that is not JSON by its type', () => {
    const added = operation({
      responses: {
        '201': {
          description: 'Added.',
          content: {
            'application/json': {
              schema: {
                anyOf: [
                  {type: 'object', description: 'One document.', properties: {id: {type: 'string', description: 'Its id.'}}, examples: [{id: 'kn_1'}]},
                  {type: 'object', description: 'Several.', properties: {documents: {type: 'array', description: 'Them.', items: {type: 'object'}}}},
                ],
              },
            },
          },
        },
        '202': {description: 'Queued.', content: {'text/plain': {}}},
      },
    });
    const text = responseSections(added, pageContext()).join('\n');
    expect(text).toContain('One document.\n\n| Field | Type | Description |\n| --- | --- | --- |\n| `id` | `string` | Its id. |\n\n```json title="Example"\n{\n  "id": "kn_1"\n}\n```');
    expect(text).toContain('Several.\n\n| Field | Type | Description |\n| --- | --- | --- |\n| `documents` | `object[]` | Them. |');
    expect(text).toContain('### 202 Accepted {/* #response-202 */}\n\nQueued.\n\n`text/plain`');
    expect(text).not.toContain('#errors');
  });

  it('writes the headings, descriptions and example title in Spanish', () => {
    const spanish = {'The answer.': 'La respuesta.', 'notFound: no such document': 'notFound: no existe el documento'};
    const text = responseSections(
      operation({responses: {'200': {description: 'The answer.', content: {'application/json': {example: {ok: true}}}}, '404': {description: 'notFound: no such document'}}}),
      pageContext('es', spanish),
    ).join('\n');
    expect(text).toContain('## Respuestas {/* #responses */}');
    expect(text).toContain('La respuesta.');
    expect(text).toContain('```json title="Ejemplo"');
    expect(text).toContain('| Estado | Código | Descripción |');
    expect(text).toContain('| 404 Not Found |  | No existe el documento |');
  });

  it.each([
    ['204', '204 No Content'],
    ['413', '413 Content Too Large'],
    ['418', '418'],
  ])('names the status %s as %j', (status, line) => {
    expect(statusLine(status)).toBe(line);
  });
});
