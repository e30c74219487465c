import type {Parameter} from '@site/src/plugins/apiReference/openapi';
import {parameterSections} from '@site/src/plugins/apiReference/parameters';
import {pageContext} from './fixtures';

const parameters: Parameter[] = [
  {name: 'limit', in: 'query', schema: {type: 'integer', minimum: 1, maximum: 100, default: 20}, description: 'How many.'},
  {name: 'id', in: 'path', required: true, schema: {type: 'string', description: 'A conversation id.'}},
  {name: 'Prefer', in: 'header', schema: {enum: ['respond-async']}},
];

describe('parameterSections', () => {
  it('writes path, query and header parameters in that order, each under its heading, with their rules', () => {
    expect(parameterSections(parameters, pageContext()).join('\n')).toBe(
      [
        '### Path parameters {/* #path-parameters */}',
        '',
        '| Field | Type | Required | Description |',
        '| --- | --- | --- | --- |',
        '| `id` | `string` | Yes | A conversation id. |',
        '',
        '### Query parameters {/* #query-parameters */}',
        '',
        '| Field | Type | Required | Description |',
        '| --- | --- | --- | --- |',
        '| `limit` | `integer` | No | How many. (1 to 100; default 20) |',
        '',
        '### Headers {/* #headers */}',
        '',
        '| Field | Type | Required | Description |',
        '| --- | --- | --- | --- |',
        '| `Prefer` | `string` | No | (one of "respond-async") |',
        '',
      ].join('\n'),
    );
  });

  it('writes nothing for a place without parameters, and the Spanish words and descriptions in Spanish', () => {
    const spanish = parameterSections([parameters[1]], pageContext('es', {'A conversation id.': 'Un id de conversación.'}));
    expect(spanish.filter((line) => line.startsWith('#'))).toEqual(['### Parámetros de ruta {/* #path-parameters */}']);
    expect(spanish.join('\n')).toContain('| `id` | `string` | Sí | Un id de conversación. |');
    expect(parameterSections([], pageContext())).toEqual([]);
  });
});
