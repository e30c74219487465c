import {isTrackedPath, localeOfPath, pageviewBeacon, screenBucket} from '@site/src/lib/traffic/pageview';
import {referrerHost, splitPagePath} from '@site/src/lib/traffic/schema';

describe('what the pageview beacon reports', () => {
  test.each([
    [320, 'mobile'],
    [767, 'mobile'],
    [768, 'tablet'],
    [996, 'tablet'],
    [997, 'desktop'],
    [2560, 'desktop'],
  ])('a %i px wide window is %s', (width, bucket) => {
    expect(screenBucket(width)).toBe(bucket);
  });

  test.each([
    ['/', true],
    ['/pricing', true],
    ['/es/documentation/integration', true],
    ['/admin-settings', false],
    ['/es/admin-login', false],
    ['/admin/white-paper', false],
    ['/thank-you', false],
    ['/administration-guide', true],
  ])('%s is tracked: %s', (path, tracked) => {
    expect(isTrackedPath(path)).toBe(tracked);
  });

  test('the beacon carries path with query, referrer, locale from the path and the screen bucket', () => {
    expect(pageviewBeacon({pathname: '/es/pricing', search: '?utm_source=x'}, 'https://google.com/', 400)).toEqual({
      path: '/es/pricing?utm_source=x',
      referrer: 'https://google.com/',
      locale: 'es',
      screen: 'mobile',
    });
    expect(localeOfPath('/essentials')).toBe('en');
  });

  test('the server keeps the page without its query, and the utm source', () => {
    expect(splitPagePath('/pricing?utm_source=%20news%20&a=1')).toEqual({page: '/pricing', utmSource: 'news'});
    expect(splitPagePath('/pricing?a=1')).toEqual({page: '/pricing', utmSource: null});
    expect(splitPagePath('/pricing')).toEqual({page: '/pricing', utmSource: null});
  });

  test('a referrer counts only when it is another site', () => {
    expect(referrerHost('https://www.google.com/search', ['agentworks.example'])).toBe('google.com');
    expect(referrerHost('https://www.agentworks.example/pricing', ['agentworks.example'])).toBeNull();
    expect(referrerHost('', ['agentworks.example'])).toBeNull();
  });
});
