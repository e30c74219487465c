import {fieldRows, typeName} from '@site/src/plugins/apiReference/fields';
import {referenceLabels} from '@site/src/plugins/apiReference/labels';

describe('fieldRows', () => {
  it('flattens nested objects and arrays into dotted names with their rules', () => {
    const rows = fieldRows({
      type: 'object',
      required: ['query', 'visitor'],
      properties: {
        query: {type: 'string', minLength: 1, maxLength: 2000, description: 'The question.'},
        visitor: {type: 'object', required: ['email'], properties: {email: {type: 'string'}, name: {type: ['string', 'null']}}},
        sources: {type: 'array', items: {type: 'object', properties: {url: {type: 'string'}}}},
        rating: {type: 'string', enum: ['up', 'down']},
        limit: {type: 'integer', minimum: 1, maximum: 100, default: 20},
      },
    });
    expect(rows.map((row) => [row.name, row.type, row.required])).toEqual([
      ['query', 'string', true],
      ['visitor', 'object', true],
      ['visitor.email', 'string', true],
      ['visitor.name', 'string | null', false],
      ['sources', 'object[]', false],
      ['sources[].url', 'string', false],
      ['rating', 'string', false],
      ['limit', 'integer', false],
    ]);
    const rules = Object.fromEntries(rows.map((row) => [row.name, row.rules.map(referenceLabels.en.rule)]));
    expect(rules.query).toEqual(['1 to 2,000 characters']);
    expect(rules.rating).toEqual(['one of "up", "down"']);
    expect(rules.limit).toEqual(['1 to 100', 'default 20']);
    expect(rows.find((row) => row.name === 'limit')!.rules.map(referenceLabels.es.rule)).toEqual(['de 1 a 100', 'por defecto 20']);
  });

  it('names array types by their items', () => {
    expect(typeName({type: 'array', items: {type: 'string'}})).toBe('string[]');
    expect(typeName({})).toBe('any');
  });
});
