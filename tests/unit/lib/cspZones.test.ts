import {isLiveCodeZone} from '@site/src/lib/cspZones';
import {legacyHashTarget} from '@site/src/lib/legacyHash';

describe('isLiveCodeZone', () => {
  it.each([
    '/documentation',
    '/documentation/integration',
    '/documentation/next/api-reference',
    '/es/documentation',
    '/es/documentation/integration',
  ])('%s hosts the live editor', (path) => {
    expect(isLiveCodeZone(path)).toBe(true);
  });

  it.each(['/', '/pricing', '/es/', '/documentationx', '/blog/documentation', '/es/pricing'])(
    '%s does not',
    (path) => {
      expect(isLiveCodeZone(path)).toBe(false);
    },
  );
});

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
    },
  );
});
