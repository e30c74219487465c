import {legacyHashTarget} from '@site/src/lib/legacyHash';

describe('legacyHashTarget', () => {
  it.each([
    ['#/pricing', '/pricing'],
    ['#/industry/retail?x=1', '/industry/retail?x=1'],
  ])('%s leads to %s', (hash, target) => {
    expect(legacyHashTarget(hash)).toBe(target);
  });

  it.each(['', '#signup', '#//evil.example/path', '#/\\evil.example'])(
    '%s is not a legacy route',
    (hash) => {
      expect(legacyHashTarget(hash)).toBeNull();
      expect(legacyHashTarget(hash, '/es/')).toBeNull();
    },
  );

  it.each([
    ['#/pricing', '/es/pricing'],
    ['#/', '/es/'],
    ['#/industry/retail?x=1', '/es/industry/retail?x=1'],
    ['#/es/pricing', '/es/pricing'],
    ['#/es', '/es'],
    ['#/estimates', '/es/estimates'],
  ])('under the Spanish base URL %s leads to %s', (hash, target) => {
    expect(legacyHashTarget(hash, '/es/')).toBe(target);
  });

  it('accepts a base URL without its trailing slash', () => {
    expect(legacyHashTarget('#/pricing', '/es')).toBe('/es/pricing');
  });
});
