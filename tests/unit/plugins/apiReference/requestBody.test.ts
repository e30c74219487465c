import {requestBodySections} from '@site/src/plugins/apiReference/requestBody';
import {operation, pageContext} from './fixtures';

const upload = operation({
  requestBody: {
    content: {
      'application/json': {schema: {type: 'object', required: ['url'], properties: {url: {type: 'string', maxLength: 2000, description: 'A page.'}}}},
      'multipart/form-data': {schema: {type: 'object', description: 'Files to read.', properties: {file: {type: 'string', format: 'binary', description: 'A file.'}}}},
    },
  },
});

describe('requestBodySections', () => {
  it('writes the JSON body, then a multipart upload body with its description, each field with its rules', () => {
    expect(requestBodySections(upload, pageContext()).join('\n')).toBe(
      [
        '### Body {/* #body */}',
        '',
        '| Field | Type | Required | Description |',
        '| --- | --- | --- | --- |',
        '| `url` | `string` | Yes | A page. (at most 2,000 characters) |',
        '',
        '### Body: file upload (multipart/form-data) {/* #upload-body */}',
        '',
        'Files to read.',
        '',
        '| Field | Type | Required | Description |',
        '| --- | --- | --- | --- |',
        '| `file` | `string` | No | A file. (format binary) |',
        '',
      ].join('\n'),
    );
  });

  it('writes the headings and texts in Spanish', () => {
    const text = requestBodySections(upload, pageContext('es', {'Files to read.': 'Archivos que leer.'})).join('\n');
    expect(text).toContain('### Cuerpo: subida de archivos (multipart/form-data) {/* #upload-body */}\n\nArchivos que leer.');
    expect(text).toContain('| `url` | `string` | Sí | A page. (como máximo 2000 caracteres) |');
  });

  it('writes nothing for an operation without a body, or with only an example', () => {
    expect(requestBodySections(operation(), pageContext())).toEqual([]);
    expect(requestBodySections(operation({requestBody: {content: {'application/json': {example: {query: 'q'}}}}}), pageContext())).toEqual([]);
  });
});
