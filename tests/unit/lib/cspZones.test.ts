import {isLiveCodeZone} from '@site/src/lib/cspZones';

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
